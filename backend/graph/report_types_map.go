package graph

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/report"
)

// What the typed report calls (people group quarterly, training event and quarterly) share:
// their inputs become a report.Input whose Fields are the type's own fields, patched key by key.

// typedInput is the shared part of a typed report input.
type typedInput struct {
	ID, ContactID, PeopleGroupID, RegionCode, Quarter, Notes *string
	Version                                                  *int
	ReportType                                               *gqlmodel.ReportType
}

// fieldsPatch answers in's own fields as a JSON object of the keys sent: the input types'
// json names are the stored ones (omitempty leaves out what was not sent). columns are the
// keys that are report columns, not fields; lists holds the lists sent empty (omitempty would
// leave them out, but an empty list clears the stored one).
func fieldsPatch(in any, columns []string, lists map[string]bool, rename map[string]string) (json.RawMessage, error) {
	b, err := json.Marshal(in)
	if err != nil {
		return nil, err
	}
	m := map[string]json.RawMessage{}
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	for _, c := range columns {
		delete(m, c)
	}
	for k, empty := range lists {
		if empty {
			m[k] = json.RawMessage("[]")
		}
	}
	for from, to := range rename {
		if v, ok := m[from]; ok {
			delete(m, from)
			m[to] = v
		}
	}
	return json.Marshal(m)
}

var typedColumns = []string{"_id", "version", "reportType", "contactId", "peopleGroupId", "regionCode", "quarter", "notes"}

// sentEmpty tells whether a list was sent, and empty.
func sentEmpty[T any](l []T) bool { return l != nil && len(l) == 0 }

// typedReportInput maps a typed input onto report.Input of type typ.
func typedReportInput(typ string, t typedInput, fields json.RawMessage) (report.Input, error) {
	if t.ReportType != nil && string(*t.ReportType) != typ {
		return report.Input{}, apperr.Input("reportType", report.MsgWrongType)
	}
	in := report.Input{ID: t.ID, Type: typ, ContactID: t.ContactID, PeopleGroupID: t.PeopleGroupID, RegionCode: t.RegionCode,
		Quarter: t.Quarter, Notes: t.Notes, Fields: fields, Patch: true}
	if t.Version != nil {
		in.Version = *t.Version
	}
	return in, nil
}

// saveTyped creates (create) or saves the report of in.
func (r *Resolver) saveTyped(ctx context.Context, in report.Input, create bool) (*model.Report, error) {
	if create {
		return r.Reports.Create(ctx, in, model.ViaPortal)
	}
	if in.ID == nil || strings.TrimSpace(*in.ID) == "" {
		return nil, apperr.Input("_id", report.MsgRequired)
	}
	return r.Reports.Update(ctx, *in.ID, in)
}

// getTyped reads report id if it is of type typ (else NOT_FOUND).
func (r *Resolver) getTyped(ctx context.Context, id, typ string) (*model.Report, error) {
	return r.Reports.GetTyped(ctx, id, typ)
}

// typedTransition runs a submit or unsubmit on report id of type typ.
func (r *Resolver) typedTransition(ctx context.Context, id, typ string, submit bool) (*model.Report, error) {
	if submit {
		return r.Reports.SubmitTyped(ctx, id, typ, model.ViaPortal)
	}
	return r.Reports.UnsubmitTyped(ctx, id, typ, model.ViaPortal)
}

// deleteTyped deletes report id of type typ.
func (r *Resolver) deleteTyped(ctx context.Context, id, typ string) (*gqlmodel.DeletedReport, error) {
	rep, err := r.Reports.DeleteTyped(ctx, id, typ, model.ViaPortal)
	if err != nil {
		return nil, err
	}
	return &gqlmodel.DeletedReport{DeletedID: rep.ID}, nil
}

// listTyped lists the reports of type typ the viewer may read, one page of a connection.
func (r *Resolver) listTyped(ctx context.Context, f db.ReportFilter, first *int, after *string, sortBy []*gqlmodel.SortByInput, defSort string) ([]*model.Report, db.Page, bool, error) {
	p, err := pageArgs(first, after, 24, 100)
	if err != nil {
		return nil, p, false, err
	}
	lp := db.ListPage{Sort: defSort, Desc: true, Offset: p.Offset, Limit: p.First}
	for _, s := range sortBy {
		if s == nil {
			continue
		}
		lp.Sort, lp.Desc = strings.TrimSuffix(s.Key, ".keyword"), s.Order != nil && *s.Order == gqlmodel.SortOrderDesc
		break
	}
	rows, n, err := r.Reports.List(ctx, f, lp)
	if err != nil {
		return nil, p, false, err
	}
	return rows, p, p.Offset+len(rows) < n, nil
}

func trainingFilter(typ string, fs *gqlmodel.TrainingReportFilters) db.ReportFilter {
	f := db.ReportFilter{Type: []string{typ}}
	if fs != nil {
		for _, s := range fs.Status {
			f.Status = append(f.Status, string(s))
		}
		f.RegionCode, f.ContactID, f.Quarter = deref(fs.RegionCode), deref(fs.ContactID), deref(fs.Quarter)
	}
	return f
}

func toEntries(es []report.Entry) []*gqlmodel.ReportEntry {
	out := make([]*gqlmodel.ReportEntry, len(es))
	for i, e := range es {
		out[i] = &gqlmodel.ReportEntry{UnderscoreID: e.ID, Desc: e.Desc}
	}
	return out
}
