package user

import (
	"context"
	"errors"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
)

// MsgSignUpRefused answers a sign-up whose username or email already has an
// account. It is the same for both, and names no field, so the answer does
// not tell which one is registered.
const MsgSignUpRefused = "This email or username can't be used. Sign in or reset your password."

// signUpRefusedField is the field MsgSignUpRefused is about: none, since it
// is about the username and the email alike.
const signUpRefusedField = ""

// refuseTaken answers MsgSignUpRefused when username or email already has an
// account, and tells the owner of a taken email by mail (mailSignUpAttempt).
// A taken username alone mails nobody: choosing a name someone already has
// is ordinary and says nothing about their address, so the mail would only
// be noise to them.
func (s *Service) refuseTaken(ctx context.Context, username, email string) error {
	byName, err := s.store.GetUserByUsername(ctx, username)
	if errors.Is(err, db.ErrNotFound) {
		byName, err = nil, nil
	}
	if err != nil {
		return err
	}
	byEmail, err := s.store.GetUserByEmail(ctx, email)
	if errors.Is(err, db.ErrNotFound) {
		byEmail, err = nil, nil
	}
	if err != nil {
		return err
	}
	if byName == nil && byEmail == nil {
		return nil
	}
	if byEmail != nil && byEmail.DeletedAt == nil {
		s.mailSignUpAttempt(ctx, byEmail)
	}
	return apperr.Input(signUpRefusedField, MsgSignUpRefused)
}

// mailSignUpAttempt tells u that someone tried to sign up with their address,
// at most once per LimitSignUpTakenMail. It carries no secret: the sign-in
// and forgot-password pages. A failure is logged; the answer stays the same.
func (s *Service) mailSignUpAttempt(ctx context.Context, u *model.User) {
	now := s.clock()
	h := hit(LimitSignUpTakenMail, u.ID)
	counts, err := s.hitLimits(ctx, now, h)
	if err != nil {
		s.log.Error("count sign-up attempt mails", "user", u.ID, "err", err)
		return
	}
	if counts[h] > LimitSignUpTakenMail.Max {
		return
	}
	msg, err := mail.Render(mail.KindSignUpAttempt, mail.Content{
		Lang: u.Language, To: u.Email, Name: u.Name, Username: u.Username, When: mail.WhenIn(u.Language, now),
		URL: s.cfg.PublicURL + "/sign-in", ResetURL: s.cfg.PublicURL + "/forgot-password", SupportEmail: s.cfg.SupportEmail,
	})
	if err == nil {
		err = s.mail.Send(ctx, msg)
	}
	if err != nil {
		s.log.Error("send sign-up attempt mail", "user", u.ID, "err", err)
	}
}
