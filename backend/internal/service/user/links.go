package user

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
)

// SendMagicLink mails a single-use sign-in link to the address when it
// belongs to an active user. It answers the same either way.
func (s *Service) SendMagicLink(ctx context.Context, email string) error {
	return s.sendLink(ctx, email, model.LinkMagicSignIn, MagicLinkLifetime, func(u *model.User, code string) mail.Message {
		link := s.cfg.PublicURL + "/sign-in?c=" + url.QueryEscape(code)
		return mail.Message{To: u.Email, Kind: mail.KindMagicLink, Subject: "Your Reach sign-in link",
			Text: fmt.Sprintf("Hello %s,\n\nSign in to Reach with this link. It works once, within 15 minutes:\n\n%s\n\nIf you did not ask for it, you can ignore this mail.\n", u.Name, link)}
	})
}

// SendForgotPasswordLink mails a password reset link (60 minutes, single use)
// when the address belongs to an active user. It answers the same either way.
func (s *Service) SendForgotPasswordLink(ctx context.Context, email string) error {
	return s.sendLink(ctx, email, model.LinkPasswordReset, ResetLinkLifetime, func(u *model.User, code string) mail.Message {
		link := s.cfg.PublicURL + "/reset-password/" + url.PathEscape(code)
		return mail.Message{To: u.Email, Kind: mail.KindPasswordReset, Subject: "Reset your Reach password",
			Text: fmt.Sprintf("Hello %s,\n\nSomeone asked to reset the password of the Reach account %s. Choose a new password with this link; it works once, within 60 minutes:\n\n%s\n\nIf it was not you, ignore this mail: your password stays as it is.\n", u.Name, u.Username, link)}
	})
}

func (s *Service) sendLink(ctx context.Context, email, kind string, ttl time.Duration, compose func(*model.User, string) mail.Message) error {
	if email == "" {
		return apperr.Input("email", "Please enter your email")
	}
	if _, err := ValidateEmail(email); err != nil {
		return apperr.Input("email", "Please enter a valid email (e.g. name@example.org)")
	}
	if err := s.checkLimits(ctx, hit(LimitMailAddr, email), hit(LimitMailIP, clientIP(ctx))); err != nil {
		return err
	}
	u, err := s.store.GetUserByEmail(ctx, email)
	if errors.Is(err, db.ErrNotFound) || (err == nil && u.DeletedAt != nil) {
		return nil
	}
	if err != nil {
		return err
	}
	code, hash := auth.NewToken()
	now := s.clock()
	if err := s.store.CreateUserLink(ctx, &model.UserLink{ID: newID(), Kind: kind, CodeHash: hash, UserID: u.ID, CreatedAt: now, ExpiresAt: now.Add(ttl)}); err != nil {
		return err
	}
	if err := s.mail.Send(ctx, compose(u, code)); err != nil {
		// Answering with an error would tell that the address has an account.
		s.log.Error("send link mail", "kind", kind, "user", u.ID, "err", err)
	}
	return nil
}

// ResetLinkInfo is what the reset page shows about a reset code.
type ResetLinkInfo struct {
	UserID, Username, Name string
}

// InterpretForgotPasswordLink tells whose reset code this is, without using it.
func (s *Service) InterpretForgotPasswordLink(ctx context.Context, code string) (*ResetLinkInfo, error) {
	l, err := s.store.GetUserLink(ctx, model.LinkPasswordReset, auth.HashToken(code), s.clock())
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.Input("code", MsgBrokenLink)
	}
	if err != nil {
		return nil, err
	}
	u, err := s.store.GetUserByID(ctx, l.UserID)
	if err != nil {
		return nil, err
	}
	if u.DeletedAt != nil {
		return nil, apperr.Input("code", MsgBrokenLink)
	}
	return &ResetLinkInfo{UserID: u.ID, Username: u.Username, Name: u.Name}, nil
}

// ResetPasswordWithLink sets a new password with a reset code (single use)
// and signs the user out everywhere.
func (s *Service) ResetPasswordWithLink(ctx context.Context, code, password string) error {
	info, err := s.InterpretForgotPasswordLink(ctx, code)
	if err != nil {
		return err
	}
	if err := ValidatePassword(password, info.Username, info.Name); err != nil {
		return err
	}
	hash, err := s.hasher.Hash(ctx, password)
	if err != nil {
		return err
	}
	if _, err := s.store.ResetPassword(ctx, auth.HashToken(code), hash, s.clock()); errors.Is(err, db.ErrNotFound) {
		return apperr.Input("code", MsgBrokenLink)
	} else if err != nil {
		return err
	}
	s.publishProfile(ctx, info.UserID)
	return nil
}
