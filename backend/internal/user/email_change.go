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

// A change of email that waits for the new address: the address is asked to confirm by a
// mailed link ({REACH_PUBLIC_URL}/confirm-email?c={code}: single use, EmailChangeLifetime, its
// code stored as a hash), and the account keeps its email until the link is followed. Staff
// changing another person's email go through it; an address that already has an account is
// answered the same way and never learnt from the answer.

// EmailChangeLifetime is how long the link confirming a new address works.
const EmailChangeLifetime = 24 * time.Hour

// Messages of following the link that confirms a new address (field code).
const (
	MsgEmailChangeLinkBroken = "This confirmation link is wrong, expired, replaced by a newer one or already used. Please ask for the change again."
	MsgEmailChangeTaken      = "This address belongs to another Reach account by now, so it cannot become this account's email."
)

// requester is who asks for a change of someone's email: their user id, and how the mails name
// them ("" when it is the account's owner).
type requester struct {
	userID, name string
}

// staffRequester is the staff member v as the mails name them.
func (s *Service) staffRequester(ctx context.Context, v *auth.Viewer) (requester, error) {
	me, err := s.store.GetUserByID(ctx, v.UserID)
	if err != nil {
		return requester{}, err
	}
	return requester{userID: me.ID, name: me.Name + " (Reach staff)"}, nil
}

// requestEmailChange asks newEmail (valid, and not u's email in other capitals) to confirm
// that it becomes u's email: it records the change, cancelling u's earlier pending ones, and
// mails the link there. An address that belongs to an account already gets no link: its owner
// is told instead, and the answer is the same, so whoever asks cannot learn which addresses
// have accounts. Both are counted under the mail limits of the address and the client.
func (s *Service) requestEmailChange(ctx context.Context, u *model.User, newEmail string, by requester) error {
	if err := s.checkLimits(ctx, hit(LimitMailAddr, newEmail), hit(LimitMailIP, clientIP(ctx))); err != nil {
		return err
	}
	now := s.clock()
	owner, err := s.store.GetUserByEmail(ctx, newEmail)
	if err == nil {
		return s.mailEmailChangeTaken(ctx, owner, by, now)
	}
	if !errors.Is(err, db.ErrNotFound) {
		return err
	}
	code, hash := auth.NewToken()
	c := &model.EmailChange{
		ID: newID(), UserID: u.ID, NewEmail: newEmail, CodeHash: hash,
		RequestedByUserID: by.userID, RequestedBy: by.name, CreatedAt: now, ExpiresAt: now.Add(EmailChangeLifetime),
	}
	if err := s.store.CreateEmailChange(ctx, c); err != nil {
		return err
	}
	msg, err := mail.Render(mail.KindEmailChangeConfirm, mail.Content{
		Lang: u.Language, To: newEmail, Name: u.Name, Username: u.Username, By: by.name, When: mail.WhenIn(u.Language, now),
		URL: s.cfg.PublicURL + "/confirm-email?c=" + url.QueryEscape(code), ExpiresIn: "24 hours", SupportEmail: s.cfg.SupportEmail,
	})
	if err != nil {
		return err
	}
	return s.mail.Send(ctx, msg)
}

// mailEmailChangeTaken tells the owner of an address that someone asked that another account
// use it. A deactivated owner is not written to.
func (s *Service) mailEmailChangeTaken(ctx context.Context, owner *model.User, by requester, now time.Time) error {
	if owner.DeletedAt != nil {
		return nil
	}
	msg, err := mail.Render(mail.KindEmailChangeTaken, mail.Content{
		Lang: owner.Language, To: owner.Email, Name: owner.Name, Username: owner.Username, By: by.name, When: mail.WhenIn(owner.Language, now),
		URL: s.cfg.PublicURL + "/sign-in", SupportEmail: s.cfg.SupportEmail,
	})
	if err != nil {
		return err
	}
	return s.mail.Send(ctx, msg)
}

// ConfirmEmailChange follows a link that confirms a new address, signed in or not (the code is
// the proof): the address becomes the account's email, verified; the old address is told who
// changed it, and the account's open profiles hear of it. It answers the new email.
func (s *Service) ConfirmEmailChange(ctx context.Context, code string) (string, error) {
	code = strings.TrimSpace(code)
	if code == "" {
		return "", apperr.Input("code", MsgBadURL)
	}
	change, was, err := s.store.ConfirmEmailChange(ctx, auth.HashToken(code), s.clock())
	switch {
	case errors.Is(err, db.ErrNotFound):
		return "", apperr.Input("code", MsgEmailChangeLinkBroken)
	case errors.Is(err, db.ErrAlreadyExists):
		return "", apperr.Input("code", MsgEmailChangeTaken)
	case err != nil:
		return "", err
	}
	u := *was
	u.Email = change.NewEmail
	by := change.RequestedBy
	if change.RequestedByUserID == was.ID {
		by = ""
	}
	s.mailEmailChanged(ctx, &u, was.Email, by)
	s.publishProfile(ctx, was.ID)
	return change.NewEmail, nil
}
