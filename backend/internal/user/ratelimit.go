package user

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
)

// Limit is one fixed-window rate limit: at most Max hits for one key in each
// Window. Windows start at whole multiples of Window in UTC and are counted
// in the database (rate_limit_hits), so every instance shares them.
type Limit struct {
	Name   string
	Max    int
	Window time.Duration
}

// The sign-in limits. Together they slow guessing down without letting a
// stranger lock an owner out: failures are counted per account (the username
// and the email of one account share it; an unknown login is counted under
// its own text, so it costs the same) and per client address, and only the
// addresses that failed are refused.
var (
	// LimitSignInIP bounds sign-in attempts (password, magic link, Google)
	// from one client address, whatever the account: 30 a minute lets an
	// office behind one address sign in freely, bounds the password hashing
	// one address can ask for, and slows a script trying one password on
	// many accounts to 30 guesses a minute.
	LimitSignInIP = Limit{"signin-ip", 30, time.Minute}
	// LimitSignInPair bounds failed passwords for one account from one
	// client address: after 5 in a quarter of an hour, that address is
	// refused for that account until the quarter ends. Someone who mistypes
	// has 5 tries; the owner at another address is not affected.
	LimitSignInPair = Limit{"signin-pair", 5, 15 * time.Minute}
	// LimitSignInPairDay bounds the same pair over a UTC day: 20 failures,
	// so one address guesses at most 20 passwords a day for one account.
	LimitSignInPairDay = Limit{"signin-pair-day", 20, 24 * time.Hour}
	// LimitSignInAccount notices an account guessed at from many addresses:
	// past 10 failures for the account in a quarter of an hour, an address
	// that has already failed for it in that quarter is refused until the
	// quarter ends. An address that has not failed keeps its try, so the
	// owner with the right password still signs in, and each address of a
	// distributed guesser gets one guess a quarter.
	LimitSignInAccount = Limit{"signin-account", 10, 15 * time.Minute}
)

// The sign-up limits, counted once a form is valid and before the bot-check
// and the password hash.
var (
	// LimitSignUpIP bounds sign-ups from one client address: 8 an hour. A
	// household signing up three people, with a retry or two each, never
	// meets it; a script from one address is stopped at its 9th try.
	LimitSignUpIP = Limit{"signup-ip", 8, time.Hour}
	// LimitSignUpAll bounds sign-ups from all addresses together: 20 a
	// minute, several times a room of people signing up at once, and counted
	// only for attempts within their address's limit, so one address can
	// never spend it. A distributed script makes at most 20 accounts a
	// minute; when it meets the limit, people signing up wait until the
	// minute ends, never longer.
	LimitSignUpAll = Limit{"signup-all", 20, time.Minute}
	// LimitSignUpTakenMail bounds the 'someone tried to create an account
	// with your address' mail to one an hour per account, so sign-ups cannot
	// be used to flood someone's mailbox.
	LimitSignUpTakenMail = Limit{"signup-taken-mail", 1, time.Hour}
)

// The limits of mail-sending mutations: per address and per client address.
var (
	LimitMailAddr = Limit{"mail-addr", 5, time.Hour}
	LimitMailIP   = Limit{"mail-ip", 20, time.Hour}
)

type limitHit struct {
	limit Limit
	key   string
}

func (h limitHit) bucket() string { return h.limit.Name + ":" + h.key }

func hit(l Limit, key string) limitHit { return limitHit{l, strings.ToLower(strings.TrimSpace(key))} }

func clientIP(ctx context.Context) string { return auth.ClientFrom(ctx).IP }

// loginKey is the sign-in limits' key of a login that names no account: a
// hash of its normalised text, so a password typed into the username field
// is never stored.
func loginKey(login string) string {
	sum := sha256.Sum256([]byte(strings.ToLower(strings.TrimSpace(login))))
	return "login-" + hex.EncodeToString(sum[:16])
}

// hitLimits records one attempt for each (limit, key) at now, limits sharing
// a window in one statement, and returns each one's count so far (this
// attempt included). Hits with an empty key are skipped.
func (s *Service) hitLimits(ctx context.Context, now time.Time, hits ...limitHit) (map[limitHit]int, error) {
	byWindow := map[time.Duration][]limitHit{}
	for _, h := range hits {
		if h.key != "" {
			byWindow[h.limit.Window] = append(byWindow[h.limit.Window], h)
		}
	}
	out := make(map[limitHit]int, len(hits))
	for window, hs := range byWindow {
		buckets := make([]string, len(hs))
		for i, h := range hs {
			buckets[i] = h.bucket()
		}
		counts, err := s.store.HitRateLimit(ctx, window, now, buckets...)
		if err != nil {
			return nil, err
		}
		for i, h := range hs {
			out[h] = counts[buckets[i]]
		}
	}
	return out, nil
}

// undoLimits takes back the attempts hitLimits recorded at now.
func (s *Service) undoLimits(ctx context.Context, now time.Time, hits ...limitHit) error {
	byWindow := map[time.Duration][]string{}
	for _, h := range hits {
		if h.key != "" {
			byWindow[h.limit.Window] = append(byWindow[h.limit.Window], h.bucket())
		}
	}
	for window, buckets := range byWindow {
		if err := s.store.UndoRateLimitHit(ctx, window, now, buckets...); err != nil {
			return err
		}
	}
	return nil
}

// checkLimits records one attempt for each (limit, key) and answers
// RATE_LIMITED, saying how long to wait, when any is over its maximum.
func (s *Service) checkLimits(ctx context.Context, hits ...limitHit) error {
	now := s.clock()
	counts, err := s.hitLimits(ctx, now, hits...)
	if err != nil {
		return err
	}
	var over []Limit
	for h, n := range counts {
		if n > h.limit.Max {
			over = append(over, h.limit)
		}
	}
	if len(over) > 0 {
		return rateLimited(now, over...)
	}
	return nil
}

// rateLimited answers RATE_LIMITED with the wait until the last of the
// limits' current windows ends.
func rateLimited(now time.Time, limits ...Limit) error {
	var wait time.Duration
	for _, l := range limits {
		if w := now.UTC().Truncate(l.Window).Add(l.Window).Sub(now); w > wait {
			wait = w
		}
	}
	format, n := tryAgainIn(wait)
	return apperr.Newf(apperr.RateLimited, format, n)
}

// MsgTryAgainIn is the RATE_LIMITED message for a wait: "Too many attempts.
// Please try again in 14 minutes." (seconds under two minutes, hours from
// two hours).
func MsgTryAgainIn(wait time.Duration) string {
	format, n := tryAgainIn(wait)
	return fmt.Sprintf(format, n)
}

// The RATE_LIMITED messages of a wait, a number of its unit.
const (
	msgTryAgainHours   = "Too many attempts. Please try again in %d hours."
	msgTryAgainMinutes = "Too many attempts. Please try again in %d minutes."
	msgTryAgainSecond  = "Too many attempts. Please try again in %d second."
	msgTryAgainSeconds = "Too many attempts. Please try again in %d seconds."
)

// tryAgainIn is MsgTryAgainIn's format and number: one whole sentence per unit and number, so
// each language words it its own way.
func tryAgainIn(wait time.Duration) (string, int) {
	n, unit := int((wait+time.Second-1)/time.Second), time.Second
	switch {
	case wait >= 2*time.Hour:
		n, unit = int((wait+time.Hour-1)/time.Hour), time.Hour
	case wait >= 2*time.Minute:
		n, unit = int((wait+time.Minute-1)/time.Minute), time.Minute
	}
	if n < 1 {
		n = 1
	}
	switch {
	case unit == time.Hour: // two or more
		return msgTryAgainHours, n
	case unit == time.Minute: // two or more
		return msgTryAgainMinutes, n
	case n == 1:
		return msgTryAgainSecond, n
	}
	return msgTryAgainSeconds, n
}
