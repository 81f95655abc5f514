package db

import (
	"context"
	"slices"
	"sync"
	"time"

	"github.com/reachmissions/reach/backend/internal/model"
)

// Audit stores the audit trail. It inserts and reads; nothing updates or deletes a row.
type Audit interface {
	// PutAuditEntry inserts one row on its own (for a change that has no transaction).
	PutAuditEntry(ctx context.Context, e *model.AuditEntry) error
	// GetAuditEntry loads one row.
	GetAuditEntry(ctx context.Context, id string) (*model.AuditEntry, error)
	// ListAuditEntries answers one page of rows and the count of all the filter matches.
	ListAuditEntries(ctx context.Context, q AuditQuery) ([]*model.AuditEntry, int, error)
}

// AuditQuery selects audit rows. Empty fields do not filter.
type AuditQuery struct {
	IDs     []string
	ActorID string
	// Kinds keeps rows of any of these kinds.
	Kinds []string
	// Q matches the target's label or id, or the actor's name or email, case-insensitively.
	Q          string
	TargetType string
	TargetID   string
	// From and Until bound At: From <= At < Until.
	From, Until *time.Time
	// Sort is at (the default), kind or actorName.
	Sort   string
	Desc   bool
	Offset int
	Limit  int
}

// PendingAudit carries the audit rows of a change to the store method that makes it, so they
// are written in the change's own transaction: the change never stands without its rows, and a
// change that fails leaves none. The audit package attaches it to the context (audit.Attach);
// a store method that makes an audited change takes the rows of its kinds (Take) and inserts
// them in its transaction, then marks them written (Written) once that commits.
type PendingAudit struct {
	mu      sync.Mutex
	rows    []*model.AuditEntry
	taken   map[*model.AuditEntry]bool
	written map[*model.AuditEntry]bool
}

type pendingAuditKey struct{}

// WithPendingAudit returns ctx carrying p.
func WithPendingAudit(ctx context.Context, p *PendingAudit) context.Context {
	return context.WithValue(ctx, pendingAuditKey{}, p)
}

// PendingAuditFrom returns the context's pending audit rows, or nil.
func PendingAuditFrom(ctx context.Context) *PendingAudit {
	p, _ := ctx.Value(pendingAuditKey{}).(*PendingAudit)
	return p
}

// Add queues a row.
func (p *PendingAudit) Add(e *model.AuditEntry) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.rows = append(p.rows, e)
}

// Take answers the rows not yet written whose kind is one of kinds, for a transaction to insert.
// A transaction that rolls back gives them back with Release; one that commits marks them Written.
func (p *PendingAudit) Take(kinds ...string) []*model.AuditEntry {
	if p == nil {
		return nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []*model.AuditEntry
	for _, e := range p.rows {
		if p.taken[e] || p.written[e] || !slices.Contains(kinds, e.Kind) {
			continue
		}
		if p.taken == nil {
			p.taken = map[*model.AuditEntry]bool{}
		}
		p.taken[e] = true
		out = append(out, e)
	}
	return out
}

// Release gives back rows taken by a transaction that did not commit.
func (p *PendingAudit) Release(rows []*model.AuditEntry) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, e := range rows {
		delete(p.taken, e)
	}
}

// Written marks rows inserted by a transaction that committed.
func (p *PendingAudit) Written(rows []*model.AuditEntry) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, e := range rows {
		delete(p.taken, e)
		if p.written == nil {
			p.written = map[*model.AuditEntry]bool{}
		}
		p.written[e] = true
	}
}

// Unwritten answers the rows no transaction has written.
func (p *PendingAudit) Unwritten() []*model.AuditEntry {
	if p == nil {
		return nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []*model.AuditEntry
	for _, e := range p.rows {
		if !p.written[e] {
			out = append(out, e)
		}
	}
	return out
}
