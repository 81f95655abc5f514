package bundb

import (
	"context"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/db"
)

var _ db.RateLimit = (*DB)(nil)

// HitRateLimit implements db.RateLimit with one upsert, so concurrent
// attempts on any instance count exactly.
func (d *DB) HitRateLimit(ctx context.Context, window time.Duration, now time.Time, buckets ...string) (map[string]int, error) {
	out := map[string]int{}
	if len(buckets) == 0 {
		return out, nil
	}
	start := now.UTC().Truncate(window)
	values := make([]string, len(buckets))
	args := make([]any, 0, 2*len(buckets))
	for i, b := range buckets {
		values[i] = "(?, ?, 1)"
		args = append(args, b, start)
	}
	rows, err := d.bun.QueryContext(ctx, `INSERT INTO rate_limit_hits (bucket, window_start, "count") VALUES `+strings.Join(values, ", ")+`
ON CONFLICT (bucket, window_start) DO UPDATE SET "count" = rate_limit_hits."count" + 1
RETURNING bucket, "count"`, args...)
	if err != nil {
		return nil, translate(err)
	}
	defer rows.Close()
	for rows.Next() {
		var b string
		var n int
		if err := rows.Scan(&b, &n); err != nil {
			return nil, translate(err)
		}
		out[b] = n
	}
	if err := rows.Err(); err != nil {
		return nil, translate(err)
	}
	// Old windows are only history; clear them now and then.
	if rand.IntN(200) == 0 {
		_, _ = d.bun.NewDelete().TableExpr("rate_limit_hits").Where("window_start < ?", now.Add(-24*time.Hour)).Exec(ctx)
	}
	return out, nil
}

// UndoRateLimitHit implements db.RateLimit.
func (d *DB) UndoRateLimitHit(ctx context.Context, window time.Duration, now time.Time, buckets ...string) error {
	if len(buckets) == 0 {
		return nil
	}
	_, err := d.bun.NewUpdate().TableExpr("rate_limit_hits").Set(`"count" = "count" - 1`).
		Where("bucket IN (?)", bun.In(buckets)).Where("window_start = ?", now.UTC().Truncate(window)).Where(`"count" > 0`).
		Exec(ctx)
	return translate(err)
}
