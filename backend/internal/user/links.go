package user

import (
	"context"
	"errors"
	"net/url"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
)

// SendMagicLink mails a single-use sign-in link to the address when it
// belongs to an active user. It answers the same either way, as fast: the
// account is looked up and the mail made after the answer (after.go).
func (s *Service) SendMagicLink(ctx context.Context, email string) error {
	return s.sendLink(ctx, email, model.LinkMagicSignIn, MagicLinkLifetime, func(u *model.User, code string) (mail.Message, error) {
		return mail.Render(mail.KindMagicLink, mail.Content{
			Lang: u.Language, To: u.Email, Name: u.Name, URL: s.cfg.PublicURL + "/sign-in?c=" + url.QueryEscape(code),
			ExpiresIn: "15 minutes", SupportEmail: s.cfg.SupportEmail,
		})
	})
}

// SendForgotPasswordLink mails a password reset link (60 minutes, single use)
// when the address belongs to an active user. It answers the same either way,
// as fast (see SendMagicLink).
func (s *Service) SendForgotPasswordLink(ctx context.Context, email string) error {
	return s.sendLink(ctx, email, model.LinkPasswordReset, ResetLinkLifetime, func(u *model.User, code string) (mail.Message, error) {
		return mail.Render(mail.KindPasswordReset, mail.Content{
			Lang: u.Language, To: u.Email, Name: u.Name, Username: u.Username, URL: s.cfg.PublicURL + "/reset-password/" + url.PathEscape(code),
			ExpiresIn: "60 minutes", SupportEmail: s.cfg.SupportEmail,
		})
	})
}

func (s *Service) sendLink(ctx context.Context, email, kind string, ttl time.Duration, compose func(*model.User, string) (mail.Message, error)) error {
	if email == "" {
		return apperr.Input("email", "Please enter your email")
	}
	if _, err := ValidateEmail(email); err != nil {
		return apperr.Input("email", "Please enter a valid email (e.g. name@example.org)")
	}
	if err := s.checkLimits(ctx, hit(LimitMailAddr, email), hit(LimitMailIP, clientIP(ctx))); err != nil {
		return err
	}
	// Up to here the work is the same for every address; what depends on the address runs
	// after the answer.
	s.later(ctx, func(ctx context.Context) { s.mailLink(ctx, email, kind, ttl, compose) })
	return nil
}

// mailLink makes a link of kind for the active user holding email, if any, and mails it. It
// runs after the answer, so a failure is logged: answering with it would tell that the address
// has an account.
func (s *Service) mailLink(ctx context.Context, email, kind string, ttl time.Duration, compose func(*model.User, string) (mail.Message, error)) {
	u, err := s.store.GetUserByEmail(ctx, email)
	if errors.Is(err, db.ErrNotFound) || (err == nil && u.DeletedAt != nil) {
		return
	}
	if err != nil {
		s.log.Error("send link mail: find the account", "kind", kind, "err", err)
		return
	}
	code, hash := auth.NewToken()
	now := s.clock()
	if err := s.store.CreateUserLink(ctx, &model.UserLink{ID: newID(), Kind: kind, CodeHash: hash, UserID: u.ID, CreatedAt: now, ExpiresAt: now.Add(ttl)}); err != nil {
		s.log.Error("send link mail: store the link", "kind", kind, "user", u.ID, "err", err)
		return
	}
	msg, err := compose(u, code)
	if err == nil {
		err = s.mail.Send(ctx, msg)
	}
	if err != nil {
		s.log.Error("send link mail", "kind", kind, "user", u.ID, "err", err)
	}
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

// ResetPasswordWithLink sets a new password with a reset code (single use),
// signs the user out everywhere and tells their address by mail.
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
	u, err := s.store.GetUserByID(ctx, info.UserID)
	if err != nil {
		return err
	}
	row, err := s.passwordChangedMail(u, true)
	if err != nil {
		return err
	}
	if _, err := s.store.ResetPassword(ctx, auth.HashToken(code), u.ID, hash, s.clock(), row); errors.Is(err, db.ErrNotFound) {
		return apperr.Input("code", MsgBrokenLink)
	} else if err != nil {
		return err
	}
	s.deliver(row)
	s.publishProfile(ctx, info.UserID)
	return nil
}
