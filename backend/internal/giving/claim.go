package giving

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Limit is one fixed window of attempts, kept in the database so that it
// holds across instances.
type Limit struct {
	Name   string
	Max    int
	Window time.Duration
}

// The giving limits. A prayer commitment costs nothing to record, so a script
// could fill the people groups' lists with them: one client address (or
// signed-in user) records at most LimitPrayAddr an hour, a church praying
// together on one network included, and all signed-out visitors together at
// most LimitPrayAll. A checkout start asks the payment provider for a
// session: LimitCheckoutAddr an hour from one address or user is far more
// than a family giving.
var (
	LimitPrayAddr     = Limit{"pray-addr", 60, time.Hour}
	LimitPrayAll      = Limit{"pray-all", 1000, time.Hour}
	LimitCheckoutAddr = Limit{"checkout-addr", 60, time.Hour}
)

// GiftClaimLifetime is how long a gift claim link works.
const GiftClaimLifetime = 30 * 24 * time.Hour

// Messages of ClaimGift.
const (
	MsgClaimBroken  = "This link is invalid, was used already or has expired."
	MsgClaimNotYour = "This gift was given with another email address. Sign in with the address the mail was sent to."
)

// throttle counts one checkout start (prayer or paid) against its limits.
func (s *Service) throttle(ctx context.Context, g giver, pray bool) error {
	who := "ip:" + strings.ToLower(auth.ClientFrom(ctx).IP)
	if g.userID != "" {
		who = "user:" + g.userID
	}
	limits := []Limit{LimitCheckoutAddr}
	buckets := []string{LimitCheckoutAddr.Name + ":" + who}
	if pray {
		limits, buckets = []Limit{LimitPrayAddr}, []string{LimitPrayAddr.Name + ":" + who}
		if g.userID == "" {
			limits, buckets = append(limits, LimitPrayAll), append(buckets, LimitPrayAll.Name)
		}
	}
	counts, err := s.store.HitRateLimit(ctx, time.Hour, s.clock(), buckets...)
	if err != nil {
		return fmt.Errorf("giving: count attempts: %w", err)
	}
	for i, l := range limits {
		if counts[buckets[i]] > l.Max {
			return apperr.New(apperr.RateLimited, apperr.MsgRateLimited)
		}
	}
	return nil
}

// mailGiftClaim records a claim for checkout c, given signed out with the
// address of an account, and mails its link there. The gift is recorded
// whatever happens here.
func (s *Service) mailGiftClaim(ctx context.Context, c *model.CheckoutSession, name, email string) {
	if s.mail == nil {
		return
	}
	code, hash := auth.NewToken()
	now := s.clock()
	claim := &model.GiftClaim{CodeHash: hash, CheckoutID: c.ID, Email: email, CreatedAt: now, ExpiresAt: now.Add(GiftClaimLifetime)}
	if err := s.store.CreateGiftClaim(ctx, claim); err != nil {
		s.log.Error("giving: record a gift claim", "session", c.ID, "err", err)
		return
	}
	// The address has an account: its language, else the page's.
	lang := s.mailLanguage(ctx, nil, email, c.Language)
	gift := i18n.T(lang, "%s once for %s", DollarsIn(lang, c.AmountCents), c.FundName)
	if c.Recurring {
		gift = i18n.T(lang, "%s a month for %s", DollarsIn(lang, c.AmountCents), c.FundName)
	}
	msg, err := mail.Render(mail.KindGiftClaim, mail.Content{
		Lang: lang, To: email, Name: name, URL: s.publicURL + "/claim-gift?c=" + url.QueryEscape(code), Gift: gift, ExpiresIn: "30 days",
	})
	if err == nil {
		err = s.mail.Send(ctx, msg)
	}
	if err != nil {
		s.log.Error("giving: mail a gift claim", "session", c.ID, "err", err)
	}
}

// ClaimGift adds the gift of a mailed claim code to the signed-in viewer's
// account (their own contact), once, when the gift was given with the
// viewer's address. It answers the gift as the success page shows it.
func (s *Service) ClaimGift(ctx context.Context, code string) (*Result, error) {
	v := auth.ViewerFrom(ctx)
	if v == nil || v.UserID == "" {
		return nil, apperr.New(apperr.Unauthenticated, apperr.MsgUnauthenticated)
	}
	u, err := s.store.GetUserByID(ctx, v.UserID)
	if err != nil {
		return nil, fmt.Errorf("giving: load viewer: %w", err)
	}
	c, err := s.store.ClaimGift(ctx, auth.HashToken(strings.TrimSpace(code)), u.ID, u.ContactID, u.Email, s.clock())
	switch {
	case errors.Is(err, db.ErrNotFound):
		return nil, apperr.Input("code", MsgClaimBroken)
	case errors.Is(err, db.ErrGiftClaimNotYours):
		return nil, apperr.New(apperr.Forbidden, MsgClaimNotYour)
	case err != nil:
		return nil, fmt.Errorf("giving: claim a gift: %w", err)
	}
	s.log.Info("giving: gift claimed", "session", c.ID, "user", u.ID)
	return s.result(ctx, c.ID)
}
