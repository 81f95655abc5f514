package user

import (
	"context"
	"strings"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
)

// Limit is one fixed-window rate limit.
type Limit struct {
	Name   string
	Max    int
	Window time.Duration
}

// The rate limits: sign-in per username and per IP, mail-sending mutations
// per address and per IP.
var (
	LimitSignInUser = Limit{"signin-user", 10, time.Minute}
	LimitSignInIP   = Limit{"signin-ip", 30, time.Minute}
	LimitMailAddr   = Limit{"mail-addr", 5, time.Hour}
	LimitMailIP     = Limit{"mail-ip", 20, time.Hour}
)

// checkLimits records one attempt for each (limit, key) and answers
// RATE_LIMITED when any is over its maximum. Limits sharing a window are
// counted in one statement.
func (s *Service) checkLimits(ctx context.Context, hits ...limitHit) error {
	byWindow := map[time.Duration][]limitHit{}
	for _, h := range hits {
		if h.key != "" {
			byWindow[h.limit.Window] = append(byWindow[h.limit.Window], h)
		}
	}
	over := false
	for window, hs := range byWindow {
		buckets := make([]string, len(hs))
		for i, h := range hs {
			buckets[i] = h.limit.Name + ":" + h.key
		}
		counts, err := s.store.HitRateLimit(ctx, window, s.clock(), buckets...)
		if err != nil {
			return err
		}
		for i, h := range hs {
			if counts[buckets[i]] > h.limit.Max {
				over = true
			}
		}
	}
	if over {
		return apperr.New(apperr.RateLimited, apperr.MsgRateLimited)
	}
	return nil
}

type limitHit struct {
	limit Limit
	key   string
}

func hit(l Limit, key string) limitHit { return limitHit{l, strings.ToLower(strings.TrimSpace(key))} }

func clientIP(ctx context.Context) string { return auth.ClientFrom(ctx).IP }
