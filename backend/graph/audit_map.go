package graph

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/audit"
)

// toAuditEntry maps an audit entry onto AuditEntry.
func toAuditEntry(e *audit.Entry) *gqlmodel.AuditEntry {
	out := &gqlmodel.AuditEntry{
		ID: e.ID, At: e.At, ActorID: e.ActorID, ActorName: e.ActorName, ActorEmail: e.ActorEmail, IP: e.IP,
		Kind: e.Kind, TargetType: e.TargetType, TargetID: e.TargetID, TargetLabel: e.TargetLabel,
		Changes: make([]*gqlmodel.AuditChange, len(e.Changes)),
	}
	for i, c := range e.Changes {
		out.Changes[i] = &gqlmodel.AuditChange{Field: c.Field, Before: c.Before, After: c.After}
	}
	return out
}

// auditFilter reads the trail's filter: a day (YYYY-MM-DD, UTC) or an RFC 3339 time; until a
// day keeps that whole day.
func auditFilter(f *gqlmodel.AuditEntryFilter) (audit.Filter, error) {
	var out audit.Filter
	if f == nil {
		return out, nil
	}
	out.IDs, out.Q, out.ActorID = f.Ids, valueOrEmpty(f.Q), valueOrEmpty(f.ActorID)
	if k := valueOrEmpty(f.Kind); k != "" {
		out.Kinds = []string{k}
	}
	var err error
	if out.From, err = auditTime("from", valueOrEmpty(f.From), false); err != nil {
		return out, err
	}
	if out.Until, err = auditTime("until", valueOrEmpty(f.Until), true); err != nil {
		return out, err
	}
	return out, nil
}

// msgAuditDate is the answer to a date the trail's filter cannot read.
const msgAuditDate = "Give a date as YYYY-MM-DD."

func auditTime(field, s string, endOfDay bool) (*time.Time, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, nil
	}
	if t, err := time.Parse(time.DateOnly, s); err == nil {
		if endOfDay {
			t = t.AddDate(0, 0, 1)
		}
		return &t, nil
	}
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return &t, nil
	}
	return nil, apperr.Input(field, msgAuditDate)
}

// exportList is a back-office list's resource name ("payments", "audit-entries").
var exportList = regexp.MustCompile(`^[a-z][a-z-]{0,39}$`)

// Limits of what an export's entry holds: the back office sends at most 100,000 rows.
const (
	maxExportRows   = 100_000
	maxExportFilter = 2000
)

// msgExport is the answer to an export's entry the trail refuses.
const msgExport = "This export cannot be recorded."

// exportEntry is the audit entry of a CSV export: the list, its filters as JSON (only the
// fields that were set), and how many rows.
func exportEntry(list string, filter any, rowCount int) (audit.Entry, error) {
	if !exportList.MatchString(list) {
		return audit.Entry{}, apperr.Input("list", msgExport)
	}
	if rowCount < 0 || rowCount > maxExportRows {
		return audit.Entry{}, apperr.Input("rowCount", msgExport)
	}
	filters := "{}"
	if filter != nil {
		js, err := json.Marshal(filter)
		if err != nil || len(js) > maxExportFilter {
			return audit.Entry{}, apperr.Input("filter", msgExport)
		}
		filters = string(js)
	}
	ch := audit.Changes{}.Add("filters", "", filters).Add("rows", "", strconv.Itoa(rowCount))
	return audit.Entry{Kind: audit.KindExportCSV, TargetType: audit.TargetList, TargetID: list, TargetLabel: list, Changes: ch}, nil
}
