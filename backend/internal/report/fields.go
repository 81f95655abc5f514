package report

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/model"
)

// What the typed reports' fields share (upg_quarterly.go, training_event.go,
// training_quarterly.go).

// Messages of the typed reports' rules (spec/03 §5, and what Reach decided where it is silent).
const (
	MsgAnswerYesNo   = "Please answer yes or no"
	MsgEnterName     = "Please enter a name"
	MsgFieldWorker   = "Please select a field worker"
	MsgEnterValue    = "Please enter a value"
	MsgRowRequired   = "Required"
	MsgAtLeastZero   = "Please enter a number of at least 0"
	MsgRegion        = "Please select a region"
	MsgModule        = "You must select at least one module"
	MsgCountry       = "Please select a country"
	MsgDuplicate     = "A report for this people group and quarter already exists."
	MsgCannotCreate  = "You cannot create this kind of report."
	MsgWrongType     = "This report is of another type."
	SelectorQuarters = 8
)

// Entry is one testimony (miracle) or prayer request written in a report.
type Entry struct {
	ID   string `json:"_id"`
	Desc string `json:"desc"`
}

// Attachments are the two attachment lists every type keeps in its fields.
type Attachments struct {
	PublicAttachmentIDs  []string `json:"publicAttachmentIds"`
	PrivateAttachmentIDs []string `json:"privateAttachmentIds"`
}

func (a *Attachments) normalize() {
	if a.PublicAttachmentIDs == nil {
		a.PublicAttachmentIDs = []string{}
	}
	if a.PrivateAttachmentIDs == nil {
		a.PrivateAttachmentIDs = []string{}
	}
}

// entries drops blank entries and gives each entry without an id a new one (spec/03 §4).
func entries(in []Entry) []Entry {
	out := []Entry{}
	for _, e := range in {
		e.Desc = strings.TrimSpace(e.Desc)
		if e.Desc == "" {
			continue
		}
		if strings.TrimSpace(e.ID) == "" {
			e.ID = newID()
		}
		out = append(out, e)
	}
	return out
}

// ensureID gives id a new value when it is blank.
func ensureID(id *string) {
	if strings.TrimSpace(*id) == "" {
		*id = newID()
	}
}

// decode reads r's fields into v.
func decode(r *model.Report, v any) error {
	if r.Fields == "" {
		return nil
	}
	if err := json.Unmarshal([]byte(r.Fields), v); err != nil {
		return apperr.Input("fields", MsgFields)
	}
	return nil
}

// encode writes v as r's fields (canonical JSON).
func encode(r *model.Report, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	f, err := canonical(b)
	if err != nil {
		return err
	}
	r.Fields = f
	return nil
}

// QuarterOf answers the quarter ("YYYY.Qn") holding t.
func QuarterOf(t time.Time) string {
	return fmt.Sprintf("%04d.Q%d", t.Year(), (int(t.Month())-1)/3+1)
}

func quarterIndex(q string) int {
	y := int(q[0]-'0')*1000 + int(q[1]-'0')*100 + int(q[2]-'0')*10 + int(q[3]-'0')
	return y*4 + int(q[6]-'1')
}

// SelectorOffers tells whether the quarter selector offers q at now: the current quarter and
// the SelectorQuarters before it (the last 2 years plus the current quarter, spec/03 §9).
func SelectorOffers(q string, now time.Time) bool {
	if !ValidQuarter(q) {
		return false
	}
	cur := quarterIndex(QuarterOf(now.UTC()))
	i := quarterIndex(q)
	return i <= cur && i >= cur-SelectorQuarters
}

// checkQuarter refuses a quarter the selector does not offer (an empty one is a draft's).
func (s *Service) checkQuarter(r *model.Report) error {
	if r.Quarter != "" && !SelectorOffers(r.Quarter, s.Now()) {
		return apperr.Input("quarter", MsgQuarter)
	}
	return nil
}

// problems collects the rules a report breaks, each on its field.
type problems []Problem

func (p *problems) add(field, msg string) { *p = append(*p, Problem{Field: field, Message: msg}) }

func (p *problems) required(field string, blank bool, msg string) {
	if blank {
		p.add(field, msg)
	}
}

func (p *problems) count(field string, n *int, requiredMsg string) {
	if n == nil {
		if requiredMsg != "" {
			p.add(field, requiredMsg)
		}
		return
	}
	if *n < 0 {
		p.add(field, MsgAtLeastZero)
	}
}

func blank(s string) bool { return strings.TrimSpace(s) == "" }

func blankPtr(s *string) bool { return s == nil || blank(*s) }

// viewerContact answers the contact the viewer acts for ("" when nobody is signed in).
func viewerContact(ctx context.Context) string {
	if v := auth.ViewerFrom(ctx); v != nil {
		return v.ContactID
	}
	return ""
}
