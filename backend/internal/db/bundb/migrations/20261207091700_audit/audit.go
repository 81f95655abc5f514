// Package auditmodel holds the models as migration 20261207091700 made them.
package auditmodel

import (
	"time"

	"github.com/uptrace/bun"
)

// AuditEntry is one row of the audit trail.
type AuditEntry struct {
	bun.BaseModel `bun:"table:audit_entries"`

	ID          string    `bun:"id,pk"`
	At          time.Time `bun:"at,notnull"`
	ActorID     string    `bun:"actor_id,notnull"`
	ActorName   string    `bun:"actor_name,notnull"`
	ActorEmail  string    `bun:"actor_email,notnull"`
	IP          string    `bun:"ip,notnull"`
	Kind        string    `bun:"kind,notnull"`
	TargetType  string    `bun:"target_type,notnull"`
	TargetID    string    `bun:"target_id,notnull"`
	TargetLabel string    `bun:"target_label,notnull"`
	Changes     string    `bun:"changes,notnull"`
}
