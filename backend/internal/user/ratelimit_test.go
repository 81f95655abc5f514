package user

import (
	"testing"
	"time"
)

func TestMsgTryAgainInRoundsUpToAWordPeopleRead(t *testing.T) {
	for _, c := range []struct {
		wait time.Duration
		want string
	}{
		{0, "Too many attempts. Please try again in 1 second."},
		{300 * time.Millisecond, "Too many attempts. Please try again in 1 second."},
		{59*time.Second + time.Millisecond, "Too many attempts. Please try again in 60 seconds."},
		{119 * time.Second, "Too many attempts. Please try again in 119 seconds."},
		{2 * time.Minute, "Too many attempts. Please try again in 2 minutes."},
		{14*time.Minute + 59*time.Second, "Too many attempts. Please try again in 15 minutes."},
		{119 * time.Minute, "Too many attempts. Please try again in 119 minutes."},
		{23*time.Hour + time.Second, "Too many attempts. Please try again in 24 hours."},
	} {
		if got := MsgTryAgainIn(c.wait); got != c.want {
			t.Errorf("MsgTryAgainIn(%v) = %q, want %q", c.wait, got, c.want)
		}
	}
}

func TestRateLimitedWaitsForTheLongestWindow(t *testing.T) {
	now := time.Date(2026, 11, 24, 10, 7, 30, 0, time.UTC)
	// The quarter ends at 10:15, the day at midnight.
	if got := rateLimited(now, LimitSignInPair).Error(); got != MsgTryAgainIn(7*time.Minute+30*time.Second) {
		t.Errorf("quarter: %q", got)
	}
	if got := rateLimited(now, LimitSignInPair, LimitSignInPairDay).Error(); got != "Too many attempts. Please try again in 14 hours." {
		t.Errorf("day: %q", got)
	}
}
