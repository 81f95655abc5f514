package report

import (
	"context"
	"fmt"
	"slices"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/link"
	"github.com/reachmissions/reach/backend/internal/model"
)

// UpgQuarterly are a people group quarterly report's own fields (PG_QUARTERLY, spec/03 §3), as
// stored in the report's fields. Amounts are ×10000. The people group, quarter, notes and the
// field worker (contactId) are the report's shared columns.
type UpgQuarterly struct {
	Attachments
	OnBehalfOf               *bool           `json:"onBehalfOf"`
	OnBehalfOfName           string          `json:"onBehalfOfName"`
	OnBehalfOfID             string          `json:"onBehalfOfId"`
	ReceivedFinancialSupport *bool           `json:"receivedFinancialSupport"`
	ReceivedForHimself       *int64          `json:"receivedForHimself"`
	ReceivedForHolistic      *int64          `json:"receivedForHolistic"`
	UseOfHolisticFundsDesc   string          `json:"useOfHolisticFundsDesc"`
	ReceivedTotal            *int64          `json:"receivedTotal"`
	HProjects                []HProject      `json:"hProjects"`
	ChurchesPlanted          []ChurchPlanted `json:"churchesPlanted"`
	NumChurchesPlanted       int             `json:"numChurchesPlanted"`
	NumHeardForFirstTime     *int            `json:"numHeardForFirstTime"`
	NumSalvations            *int            `json:"numSalvations"`
	NumWaterBaptisms         *int            `json:"numWaterBaptisms"`
	Miracles                 []Entry         `json:"miracles"`
	PrayerRequests           []Entry         `json:"prayerRequests"`
}

// HProject is how one of the group's holistic projects did in the quarter.
type HProject struct {
	ProjectID string `json:"projectId"`
	Status    string `json:"status"`
	Results   string `json:"results"`
}

// ChurchPlanted is one village where churches were planted in the quarter.
type ChurchPlanted struct {
	VillageName  string `json:"villageName"`
	Country      string `json:"country"`
	NumChurches  *int   `json:"numChurches"`
	NumBelievers *int   `json:"numBelievers"`
}

// DecodeUpgQuarterly reads a PG_QUARTERLY report's fields.
func DecodeUpgQuarterly(r *model.Report) (*UpgQuarterly, error) {
	f := &UpgQuarterly{}
	if err := decode(r, f); err != nil {
		return nil, err
	}
	f.normalize()
	return f, nil
}

// normalize drops blank entries and rows, gives entries ids and computes the totals.
func (f *UpgQuarterly) normalize() {
	f.Attachments.normalize()
	f.Miracles, f.PrayerRequests = entries(f.Miracles), entries(f.PrayerRequests)
	if f.HProjects == nil {
		f.HProjects = []HProject{}
	}
	churches := []ChurchPlanted{}
	f.NumChurchesPlanted = 0
	for _, c := range f.ChurchesPlanted {
		if blank(c.VillageName) && blank(c.Country) && c.NumChurches == nil && c.NumBelievers == nil {
			continue
		}
		if c.NumChurches != nil && *c.NumChurches > 0 {
			f.NumChurchesPlanted += *c.NumChurches
		}
		churches = append(churches, c)
	}
	f.ChurchesPlanted = churches
	f.ReceivedTotal = nil
	if f.ReceivedForHimself != nil || f.ReceivedForHolistic != nil {
		var t int64
		for _, a := range []*int64{f.ReceivedForHimself, f.ReceivedForHolistic} {
			if a != nil {
				t += *a
			}
		}
		f.ReceivedTotal = &t
	}
	if f.OnBehalfOf != nil && !*f.OnBehalfOf {
		f.OnBehalfOfName, f.OnBehalfOfID = "", ""
	}
}

// UpgDeps are what the people group report's rules ask elsewhere.
type UpgDeps struct {
	// CanCreate is canCreateUpgQuarterlyReport(peopleGroupId) (link.Service).
	CanCreate func(ctx context.Context, peopleGroupID string) (bool, error)
	// ContactExists tells whether a contact exists (an unknown contactId is refused on create,
	// "Please select a field worker").
	ContactExists func(ctx context.Context, id string) (bool, error)
}

type upgQuarterly struct {
	s    *Service
	deps UpgDeps
}

// RegisterUpgQuarterly gives PG_QUARTERLY its rules: normalisation on save, the canCreate check,
// one report per group, quarter and field worker, a quarter the selector offers, the §5
// validator and what an approval feeds.
func RegisterUpgQuarterly(s *Service, deps UpgDeps) {
	t := &upgQuarterly{s: s, deps: deps}
	s.SetValidator(model.ReportPGQuarterly, t)
	s.SetHooks(model.ReportPGQuarterly, Hooks{Normalize: t.normalize, CanCreate: t.canCreate, Check: t.check, OnApprove: t.onApprove})
}

func (t *upgQuarterly) normalize(ctx context.Context, r *model.Report) error {
	f, err := DecodeUpgQuarterly(r)
	if err != nil {
		return err
	}
	if f.OnBehalfOf != nil && *f.OnBehalfOf && f.OnBehalfOfID != "" {
		// The field worker a report is filed on behalf of is the report's contact.
		r.ContactID = f.OnBehalfOfID
	}
	return encode(r, f)
}

func (t *upgQuarterly) canCreate(ctx context.Context, r *model.Report) error {
	if r.PeopleGroupID == nil {
		return apperr.Input("peopleGroupId", MsgPeopleGroup)
	}
	if t.deps.CanCreate != nil {
		ok, err := t.deps.CanCreate(ctx, *r.PeopleGroupID)
		if err != nil {
			return err
		}
		if !ok {
			return apperr.New(apperr.Forbidden, MsgCannotCreate)
		}
	}
	if me := viewerContact(ctx); r.ContactID != me && t.deps.ContactExists != nil {
		ok, err := t.deps.ContactExists(ctx, r.ContactID)
		if err != nil {
			return err
		}
		if !ok {
			return apperr.Input("contactId", MsgFieldWorker)
		}
	}
	return nil
}

// check keeps one report per people group, quarter and field worker (rejected and deleted
// ones not counted) and a quarter the selector offers.
func (t *upgQuarterly) check(ctx context.Context, r *model.Report) error {
	if err := t.s.checkQuarter(r); err != nil {
		return err
	}
	if r.PeopleGroupID == nil || r.Quarter == "" {
		return nil
	}
	n, err := t.s.store.CountReports(ctx, db.ReportFilter{Type: []string{model.ReportPGQuarterly}, PeopleGroupID: *r.PeopleGroupID,
		Quarter: r.Quarter, ContactID: r.ContactID, NotID: r.ID,
		Status: []string{model.ReportDraft, model.ReportPending, model.ReportHold, model.ReportApproved}})
	if err != nil {
		return err
	}
	if n > 0 {
		return apperr.New(Conflict, MsgDuplicate)
	}
	return nil
}

// Validate checks the §5 rules of a people group quarterly report.
func (t *upgQuarterly) Validate(ctx context.Context, r *model.Report) []Problem {
	f, err := DecodeUpgQuarterly(r)
	if err != nil {
		return []Problem{{Field: "fields", Message: MsgFields}}
	}
	var p problems
	if f.OnBehalfOf == nil && !t.onlyFieldWorker(ctx, r) {
		p.add("onBehalfOf", MsgAnswerYesNo)
	}
	if f.OnBehalfOf != nil && *f.OnBehalfOf {
		p.required("onBehalfOfName", blank(f.OnBehalfOfName), MsgEnterName)
		p.required("onBehalfOfContactId", blank(f.OnBehalfOfID), MsgFieldWorker)
	}
	p.required("peopleGroupId", r.PeopleGroupID == nil, MsgPeopleGroup)
	p.required("quarter", r.Quarter == "", MsgQuarter)
	if f.ReceivedFinancialSupport == nil {
		p.add("receivedFinancialSupport", MsgAnswerYesNo)
	} else if *f.ReceivedFinancialSupport {
		switch {
		case f.ReceivedForHimself == nil:
			p.add("receivedForHimself", MsgEnterValue)
		case *f.ReceivedForHimself < 0:
			p.add("receivedForHimself", MsgAtLeastZero)
		}
		if f.ReceivedForHolistic != nil && *f.ReceivedForHolistic < 0 {
			p.add("receivedForHolistic", MsgAtLeastZero)
		}
		if f.ReceivedForHolistic != nil && *f.ReceivedForHolistic > 0 {
			p.required("useOfHolisticFundsDesc", blank(f.UseOfHolisticFundsDesc), MsgRequired)
		}
	}
	for i, c := range f.ChurchesPlanted {
		at := func(k string) string { return fmt.Sprintf("churchesPlanted.%d.%s", i, k) }
		p.required(at("villageName"), blank(c.VillageName), MsgRowRequired)
		p.required(at("country"), blank(c.Country), MsgRowRequired)
		p.count(at("numChurches"), c.NumChurches, MsgRowRequired)
		p.count(at("numBelievers"), c.NumBelievers, MsgRowRequired)
	}
	p.count("numHeardForFirstTime", f.NumHeardForFirstTime, MsgRequired)
	p.count("numSalvations", f.NumSalvations, MsgRequired)
	p.count("numWaterBaptisms", f.NumWaterBaptisms, MsgRequired)
	return p
}

// onlyFieldWorker tells whether the author's only role on the group is field worker: the
// on-behalf question is hidden from them (spec/03 §4).
func (t *upgQuarterly) onlyFieldWorker(ctx context.Context, r *model.Report) bool {
	if r.PeopleGroupID == nil {
		return false
	}
	if v, err := link.Viewer(ctx); err != nil || IsStaff(v) {
		return false
	}
	roles, err := t.s.links.GroupRoles(ctx, []string{*r.PeopleGroupID})
	if err != nil {
		return false
	}
	mine := roles[*r.PeopleGroupID]
	return len(mine) > 0 && !slices.ContainsFunc(mine, func(x string) bool { return x != model.LinkFieldWorker })
}

// onApprove feeds the group's figures of the quarter and its prayer requests and testimonies.
func (t *upgQuarterly) onApprove(ctx context.Context, r *model.Report) (*db.ReportEffects, error) {
	if r.PeopleGroupID == nil || r.Quarter == "" {
		return nil, nil
	}
	f, err := DecodeUpgQuarterly(r)
	if err != nil {
		return nil, err
	}
	n := func(p *int) int {
		if p == nil || *p < 0 {
			return 0
		}
		return *p
	}
	e := &db.ReportEffects{Stats: []db.UpgStatsDelta{{PeopleGroupID: *r.PeopleGroupID, Quarter: r.Quarter,
		NumChurchesPlanted: f.NumChurchesPlanted, NumHeardForFirstTime: n(f.NumHeardForFirstTime), NumSalvations: n(f.NumSalvations),
		NumWaterBaptisms: n(f.NumWaterBaptisms), NumMiracles: len(f.Miracles), NumPrayerRequests: len(f.PrayerRequests)}}}
	now := t.s.now()
	id, typ, group := r.ID, r.Type, *r.PeopleGroupID
	for _, m := range f.Miracles {
		e.Testimonies = append(e.Testimonies, &model.Testimony{ID: newID(), Desc: m.Desc, ReportID: &id, ReportType: &typ,
			PeopleGroupID: &group, CreatedAt: now, UpdatedAt: now})
	}
	for _, pr := range f.PrayerRequests {
		e.PrayerRequests = append(e.PrayerRequests, &model.PrayerRequest{ID: newID(), Desc: pr.Desc, ReportID: &id, ReportType: &typ,
			PeopleGroupID: &group, MiracleIDs: []string{}, CreatedAt: now, UpdatedAt: now})
	}
	return e, nil
}
