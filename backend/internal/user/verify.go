package user

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
)

// VerifyLinkLifetime is how long an email verification link works.
const VerifyLinkLifetime = 24 * time.Hour

// Email verification messages (spec/02 section 8: a missing code is 'Bad URL').
const (
	MsgBadURL            = "Bad URL"
	MsgVerifyLinkBroken  = "This verification link is wrong, expired or already used. Please ask for a new one."
	MsgVerifyLinkAccount = "This verification link belongs to another account. Sign in as that account, or ask for a new link."
)

// verifyCodeHash ties a verification code to the address it was mailed to:
// once the user changes their email, older links stop working.
func verifyCodeHash(code, email string) string {
	return auth.HashToken(code + "\x00" + strings.ToLower(email))
}

// RequestVerifyEmailLink mails the signed-in user a single-use link
// {REACH_PUBLIC_URL}/email-verified?c={code}, rate-limited like the other
// mail-sending mutations.
func (s *Service) RequestVerifyEmailLink(ctx context.Context) error {
	v, err := requireViewer(ctx)
	if err != nil {
		return err
	}
	u, err := s.store.GetUserByID(ctx, v.UserID)
	if err != nil {
		return err
	}
	if err := s.checkLimits(ctx, hit(LimitMailAddr, u.Email), hit(LimitMailIP, clientIP(ctx))); err != nil {
		return err
	}
	code, _ := auth.NewToken()
	now := s.clock()
	if err := s.store.CreateUserLink(ctx, &model.UserLink{ID: newID(), Kind: model.LinkVerifyEmail, CodeHash: verifyCodeHash(code, u.Email), UserID: u.ID, CreatedAt: now, ExpiresAt: now.Add(VerifyLinkLifetime)}); err != nil {
		return err
	}
	msg, err := mail.Render(mail.KindVerifyEmail, mail.Content{
		Lang: u.Language, To: u.Email, Name: u.Name, URL: s.cfg.PublicURL + "/email-verified?c=" + url.QueryEscape(code),
		ExpiresIn: "24 hours", SupportEmail: s.cfg.SupportEmail,
	})
	if err != nil {
		return err
	}
	return s.mail.Send(ctx, msg)
}

// VerifyEmailWithMagicLink marks the signed-in user's email verified with a
// code mailed to that address, and tells their open profiles.
func (s *Service) VerifyEmailWithMagicLink(ctx context.Context, code string) (*Profile, error) {
	v, err := requireViewer(ctx)
	if err != nil {
		return nil, err
	}
	code = strings.TrimSpace(code)
	if code == "" {
		return nil, apperr.Input("code", MsgBadURL)
	}
	u, err := s.store.GetUserByID(ctx, v.UserID)
	if err != nil {
		return nil, err
	}
	now := s.clock()
	hash := verifyCodeHash(code, u.Email)
	l, err := s.store.GetUserLink(ctx, model.LinkVerifyEmail, hash, now)
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.Input("code", MsgVerifyLinkBroken)
	}
	if err != nil {
		return nil, err
	}
	if l.UserID != u.ID {
		return nil, apperr.Input("code", MsgVerifyLinkAccount)
	}
	if _, err := s.store.UseUserLink(ctx, model.LinkVerifyEmail, hash, now); errors.Is(err, db.ErrNotFound) {
		return nil, apperr.Input("code", MsgVerifyLinkBroken)
	} else if err != nil {
		return nil, err
	}
	if !u.EmailVerified {
		u.EmailVerified = true
		if err := s.store.UpdateUser(ctx, u, "email_verified"); err != nil {
			return nil, err
		}
	}
	s.publishProfile(ctx, u.ID)
	return s.Profile(ctx, u.ID)
}
