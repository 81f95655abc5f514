package report

import (
	"context"
	"fmt"
	"net/mail"
	"regexp"
	"strings"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/model"
)

// TrainingEvent are a training event report's own fields (TRAIN_EVENT, spec/03 §3), as stored
// in the report's fields. The region code and notes are the report's shared columns.
type TrainingEvent struct {
	Attachments
	RegionName        string             `json:"regionName"`
	Title             string             `json:"title"`
	EventDate         string             `json:"eventDate"`
	HostName          string             `json:"hostName"`
	HostWebsite       string             `json:"hostWebsite"`
	EventAddress      Address            `json:"eventAddress"`
	NumPeopleTrained  *int               `json:"numPeopleTrained"`
	ItsmModulesTaught map[string]bool    `json:"itsmModulesTaught"`
	TrainersTrained   []PotentialContact `json:"trainersTrained"`
	NewPartnerships   []Partnership      `json:"newPartnerships"`
	NumUpgAdoptions   *int               `json:"numUpgAdoptions"`
	NewAdoptions      []Adoption         `json:"newAdoptions"`
	Miracles          []Entry            `json:"miracles"`
}

// Address is the address block of a report.
type Address struct {
	Label    string `json:"label"`
	Address1 string `json:"address1"`
	Address2 string `json:"address2"`
	City     string `json:"city"`
	State    string `json:"state"`
	Country  string `json:"country"`
	ZipCode  string `json:"zipCode"`
}

// PotentialContact is someone met at an event who is not (yet) a contact.
type PotentialContact struct {
	ID            string `json:"_id"`
	Name          string `json:"name"`
	Email         string `json:"email"`
	Phone         string `json:"phone"`
	WhatsApp      string `json:"whatsApp"`
	Country       string `json:"country"`
	OrgName       string `json:"orgName"`
	PotentialRole string `json:"potentialRole"`
}

// Partnership is a new ministry partnership made at an event.
type Partnership struct {
	ID          string           `json:"_id"`
	OrgName     string           `json:"orgName"`
	OrgDesc     string           `json:"orgDesc"`
	OrgWebsite  string           `json:"orgWebsite"`
	ContactInfo PotentialContact `json:"contactInfo"`
}

// Adoption is a commitment to adopt a people group made at an event.
type Adoption struct {
	ID              string           `json:"_id"`
	ContactInfo     PotentialContact `json:"contactInfo"`
	PeopleGroupID   string           `json:"peopleGroupId"`
	PeopleGroupName string           `json:"peopleGroupName"`
}

// ItsmModules are the module keys of spec/03 §3 Training modules, in order.
var ItsmModules = []string{"intro", "mod1", "mod2", "mod3", "mod4", "mod5", "mod6", "mod7", "mod8", "mod9"}

// PotentialRoles are a potential contact's roles.
var PotentialRoles = []string{"FIELD_WORKER", "REGIONAL_COORD", "TRAINER"}

// Messages of the address and potential-contact blocks (spec/03 §5 Shared).
const (
	MsgZipCode = "Please enter a valid zip code."
	MsgPhone   = "Please enter the number with + and the country code (ex. +1 555 555 5555)."
)

// The URL and email rules' messages, each with an example of a valid address (whole sentences,
// so each language has its translation).
const (
	MsgURL   = "Please enter a valid URL (https://www.example.com)"
	MsgEmail = "Please enter a valid email (ex. name@example.com)."
)

var (
	urlRule   = regexp.MustCompile(`^(?i:ftp|http|https)://[^\s/$.?#][^\s]*$`)
	phoneRule = regexp.MustCompile(`^\+[0-9][0-9 ()\-]{5,}$`)
	zipRules  = map[string]*regexp.Regexp{
		"US": regexp.MustCompile(`^\d{5}(-\d{4})?$`),
		"CA": regexp.MustCompile(`^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$`),
		"GB": regexp.MustCompile(`^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$`),
		"DE": regexp.MustCompile(`^\d{5}$`),
		"FR": regexp.MustCompile(`^\d{5}$`),
		"IN": regexp.MustCompile(`^\d{6}$`),
		"AU": regexp.MustCompile(`^\d{4}$`),
		"BR": regexp.MustCompile(`^\d{5}-?\d{3}$`),
		"MX": regexp.MustCompile(`^\d{5}$`),
		"PH": regexp.MustCompile(`^\d{4}$`),
	}
	zipAny = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9 \-]{1,11}$`)
)

// ValidZip tells whether zip suits country (ISO alpha-2); countries without a known format take
// 2 to 12 letters, digits, spaces and dashes. An empty zip code is valid.
func ValidZip(country, zip string) bool {
	zip = strings.TrimSpace(zip)
	if zip == "" {
		return true
	}
	if re, ok := zipRules[strings.ToUpper(strings.TrimSpace(country))]; ok {
		return re.MatchString(zip)
	}
	return zipAny.MatchString(zip)
}

// ValidURL tells whether u is an ftp, http or https address without spaces.
func ValidURL(u string) bool { return urlRule.MatchString(strings.TrimSpace(u)) }

// ValidEmail tells whether e is one plain address.
func ValidEmail(e string) bool {
	a, err := mail.ParseAddress(e)
	return err == nil && a.Address == e && a.Name == "" && strings.Contains(e[strings.LastIndex(e, "@"):], ".")
}

func validDate(d string) bool {
	_, err := time.Parse("2006-01-02", strings.TrimSpace(d))
	return err == nil
}

// DecodeTrainingEvent reads a TRAIN_EVENT report's fields.
func DecodeTrainingEvent(r *model.Report) (*TrainingEvent, error) {
	f := &TrainingEvent{}
	if err := decode(r, f); err != nil {
		return nil, err
	}
	f.normalize()
	return f, nil
}

func (c *PotentialContact) normalize() {
	ensureID(&c.ID)
	c.Email = strings.TrimSpace(c.Email)
}

func (f *TrainingEvent) normalize() {
	f.Attachments.normalize()
	f.Miracles = entries(f.Miracles)
	mods := map[string]bool{}
	for _, k := range ItsmModules {
		if f.ItsmModulesTaught[k] {
			mods[k] = true
		}
	}
	f.ItsmModulesTaught = mods
	if f.TrainersTrained == nil {
		f.TrainersTrained = []PotentialContact{}
	}
	for i := range f.TrainersTrained {
		f.TrainersTrained[i].normalize()
	}
	if f.NewPartnerships == nil {
		f.NewPartnerships = []Partnership{}
	}
	for i := range f.NewPartnerships {
		ensureID(&f.NewPartnerships[i].ID)
		f.NewPartnerships[i].ContactInfo.normalize()
	}
	if f.NewAdoptions == nil {
		f.NewAdoptions = []Adoption{}
	}
	for i := range f.NewAdoptions {
		ensureID(&f.NewAdoptions[i].ID)
		f.NewAdoptions[i].ContactInfo.normalize()
	}
}

// TrainingDeps are what the training reports' rules ask elsewhere.
type TrainingDeps struct {
	// CanCreate is CanCreateTrainingEventReport / CanCreateTrainingQuarterlyReport (training).
	CanCreate func(ctx context.Context) bool
	// GroupRegion answers the Joshua Project region code of people group id ("" when there is
	// no such group): an event's new adoptions name people groups of the report's region.
	GroupRegion func(ctx context.Context, id string) (string, error)
}

func trainingCanCreate(deps TrainingDeps) func(ctx context.Context, r *model.Report) error {
	return func(ctx context.Context, r *model.Report) error {
		if deps.CanCreate != nil && !deps.CanCreate(ctx) {
			return apperr.New(apperr.Forbidden, MsgCannotCreate)
		}
		return nil
	}
}

type trainingEvent struct {
	s    *Service
	deps TrainingDeps
}

// RegisterTrainingEvent gives TRAIN_EVENT its rules: normalisation on save, the canCreate check
// and the §5 validator.
func RegisterTrainingEvent(s *Service, deps TrainingDeps) {
	t := &trainingEvent{s: s, deps: deps}
	s.SetValidator(model.ReportTrainEvent, t)
	s.SetHooks(model.ReportTrainEvent, Hooks{Normalize: t.normalize, CanCreate: trainingCanCreate(deps)})
}

func (t *trainingEvent) normalize(ctx context.Context, r *model.Report) error {
	f, err := DecodeTrainingEvent(r)
	if err != nil {
		return err
	}
	return encode(r, f)
}

// Validate checks the §5 rules of a training event report.
func (t *trainingEvent) Validate(ctx context.Context, r *model.Report) []Problem {
	f, err := DecodeTrainingEvent(r)
	if err != nil {
		return []Problem{{Field: "fields", Message: MsgFields}}
	}
	var p problems
	p.required("regionCode", blank(r.RegionCode), MsgRegion)
	p.required("eventDate", !validDate(f.EventDate), MsgRequired)
	p.required("hostName", blank(f.HostName), MsgRequired)
	if !blank(f.HostWebsite) && !ValidURL(f.HostWebsite) {
		p.add("hostWebsite", MsgURL)
	}
	addressRules(&p, "eventAddress", f.EventAddress, true)
	p.count("numPeopleTrained", f.NumPeopleTrained, MsgRequired)
	if len(f.ItsmModulesTaught) == 0 {
		p.add("itsmModulesTaught", MsgModule)
	}
	for i, c := range f.TrainersTrained {
		contactRules(&p, fmt.Sprintf("trainersTrained.%d", i), c)
	}
	for i, o := range f.NewPartnerships {
		at := fmt.Sprintf("newPartnerships.%d", i)
		p.required(at+".orgName", blank(o.OrgName), MsgRequired)
		p.required(at+".orgDesc", blank(o.OrgDesc), MsgRequired)
		if !blank(o.OrgWebsite) && !ValidURL(o.OrgWebsite) {
			p.add(at+".orgWebsite", MsgURL)
		}
		contactRules(&p, at+".contactInfo", o.ContactInfo)
	}
	p.count("numUpgAdoptions", f.NumUpgAdoptions, MsgRequired)
	for i, a := range f.NewAdoptions {
		at := fmt.Sprintf("newAdoptions.%d", i)
		p.required(at+".peopleGroupId", blank(a.PeopleGroupID) || !t.inRegion(ctx, a.PeopleGroupID, r.RegionCode), MsgPeopleGroup)
		contactRules(&p, at+".contactInfo", a.ContactInfo)
	}
	return p
}

// inRegion tells whether people group id lies in the report's region (the picker offers only
// those); a group elsewhere, or unknown, is refused like a missing one. Without a region (itself
// refused) or a way to ask, any group passes.
func (t *trainingEvent) inRegion(ctx context.Context, id, regionCode string) bool {
	if blank(id) || blank(regionCode) || t.deps.GroupRegion == nil {
		return true
	}
	region, err := t.deps.GroupRegion(ctx, strings.TrimSpace(id))
	return err == nil && region == strings.TrimSpace(regionCode)
}

// addressRules checks an address block; label, city and country are required when asked.
func addressRules(p *problems, at string, a Address, required bool) {
	if required {
		p.required(at+".label", blank(a.Label), MsgRequired)
		p.required(at+".country", blank(a.Country), MsgCountry)
		p.required(at+".city", blank(a.City), MsgRequired)
	}
	if !ValidZip(a.Country, a.ZipCode) {
		p.add(at+".zipCode", MsgZipCode)
	}
}

// contactRules checks a potential-contact block: a name, and a valid email and phone numbers
// when given.
func contactRules(p *problems, at string, c PotentialContact) {
	p.required(at+".name", blank(c.Name), MsgRequired)
	if !blank(c.Email) && !ValidEmail(c.Email) {
		p.add(at+".email", MsgEmail)
	}
	if !blank(c.Phone) && !phoneRule.MatchString(strings.TrimSpace(c.Phone)) {
		p.add(at+".phone", MsgPhone)
	}
	if !blank(c.WhatsApp) && !phoneRule.MatchString(strings.TrimSpace(c.WhatsApp)) {
		p.add(at+".whatsApp", MsgPhone)
	}
}
