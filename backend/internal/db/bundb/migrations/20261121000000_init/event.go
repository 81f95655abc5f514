package initmodel

import "time"

// Event is one change that subscriptions fan out (for example a profile
// update). On PostgreSQL every instance hears it through LISTEN/NOTIFY.
type Event struct {
	ID        int64     `bun:"id,pk,autoincrement"`
	Topic     string    `bun:"topic,notnull"`
	Payload   string    `bun:"payload,notnull"`
	CreatedAt time.Time `bun:"created_at,notnull"`
}
