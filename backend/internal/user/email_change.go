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
// mails the link there, in one transaction. An address that belongs to an account already gets
// no link: its owner is told instead (as at sign-up), and the change is recorded all the same
// with a code nobody is sent, so the answer, the pending address the account shows and asking
// again are the same: whoever asks cannot learn which addresses have accounts. Both are counted
// under the mail limits of the address and the client.
func (s *Service) requestEmailChange(ctx context.Context, u *model.User, newEmail string, by requester) error {
	if err := s.checkLimits(ctx, hit(LimitMailAddr, newEmail), hit(LimitMailIP, clientIP(ctx))); err != nil {
		return err
	}
	now := s.clock()
	code, hash := auth.NewToken()
	c := &model.EmailChange{
		ID: newID(), UserID: u.ID, NewEmail: newEmail, CodeHash: hash,
		RequestedByUserID: by.userID, RequestedBy: by.name, CreatedAt: now, ExpiresAt: now.Add(EmailChangeLifetime),
	}
	var row *model.OutboxMail
	owner, err := s.store.GetUserByEmail(ctx, newEmail)
	switch {
	case err == nil && owner.ID == u.ID:
		return nil // the account's own address in other capitals: nothing to confirm
	case err == nil:
		row, err = s.emailChangeTakenMail(owner, by, now)
	case errors.Is(err, db.ErrNotFound):
		row, err = s.queue(mail.KindEmailChangeConfirm, mail.Content{
			Lang: u.Language, To: newEmail, Name: u.Name, Username: u.Username, By: by.name, When: mail.WhenIn(u.Language, now),
			URL: s.cfg.PublicURL + "/confirm-email?c=" + url.QueryEscape(code), ExpiresIn: "24 hours", SupportEmail: s.cfg.SupportEmail,
		})
	}
	if err != nil {
		return err
	}
	if err := s.store.CreateEmailChange(ctx, c, row); err != nil {
		return err
	}
	s.deliver(row)
	return nil
}

// emailChangeTakenMail is the mail telling the owner of an address that someone asked that
// another account use it; nil for a deactivated owner, who is not written to.
func (s *Service) emailChangeTakenMail(owner *model.User, by requester, now time.Time) (*model.OutboxMail, error) {
	if owner.DeletedAt != nil {
		return nil, nil
	}
	return s.queue(mail.KindEmailChangeTaken, mail.Content{
		Lang: owner.Language, To: owner.Email, Name: owner.Name, Username: owner.Username, By: by.name, When: mail.WhenIn(owner.Language, now),
		URL: s.cfg.PublicURL + "/sign-in", SupportEmail: s.cfg.SupportEmail,
	})
}

// PendingEmail is a change of the viewer's email waiting for its new address.
type PendingEmail struct {
	Email     string
	ExpiresAt time.Time
}

// MyPendingEmailChange answers the viewer's change of email waiting for its new address, or nil.
func (s *Service) MyPendingEmailChange(ctx context.Context) (*PendingEmail, error) {
	v, err := requireViewer(ctx)
	if err != nil {
		return nil, err
	}
	c, err := s.store.PendingEmailChange(ctx, v.UserID, s.clock())
	if errors.Is(err, db.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &PendingEmail{Email: c.NewEmail, ExpiresAt: c.ExpiresAt}, nil
}

// MsgNoEmailChangePending answers asking again for a confirmation link when no change waits.
const MsgNoEmailChangePending = "No change of email address is waiting. Change it on your profile."

// ResendEmailChange sends the viewer's pending change of email again, as it was first asked
// for: a new link (the one mailed before stops working), under the same limits, and, for an
// address that has an account, the same answer as for a free one.
func (s *Service) ResendEmailChange(ctx context.Context) (*PendingEmail, error) {
	v, err := requireViewer(ctx)
	if err != nil {
		return nil, err
	}
	u, err := s.store.GetUserByID(ctx, v.UserID)
	if err != nil {
		return nil, err
	}
	c, err := s.store.PendingEmailChange(ctx, u.ID, s.clock())
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.Input("", MsgNoEmailChangePending)
	}
	if err != nil {
		return nil, err
	}
	if err := s.requestEmailChange(ctx, u, c.NewEmail, requester{userID: c.RequestedByUserID, name: c.RequestedBy}); err != nil {
		return nil, err
	}
	return s.MyPendingEmailChange(ctx)
}

// MsgEmailChangeOtherAccount answers a signed-in person who follows the link confirming a new
// address for another account: nothing changes, and the link still works for its owner.
const MsgEmailChangeOtherAccount = "This confirmation link is for another Reach account. Sign out, then open the link again."

// ConfirmEmailChange follows a link that confirms a new address (the code is the proof): the
// address becomes the account's email, verified; the old address is told who changed it, in the
// same transaction, and the account's open profiles hear of it. Signed out anyone holding the
// link may follow it; signed in, only to the account it is for. It answers the new email.
func (s *Service) ConfirmEmailChange(ctx context.Context, code string) (string, error) {
	code = strings.TrimSpace(code)
	if code == "" {
		return "", apperr.Input("code", MsgBadURL)
	}
	now, hash := s.clock(), auth.HashToken(code)
	pending, err := s.store.GetEmailChange(ctx, hash, now)
	if errors.Is(err, db.ErrNotFound) {
		return "", apperr.Input("code", MsgEmailChangeLinkBroken)
	}
	if err != nil {
		return "", err
	}
	if v := auth.ViewerFrom(ctx); v != nil && v.UserID != "" && v.UserID != pending.UserID {
		return "", apperr.Input("code", MsgEmailChangeOtherAccount)
	}
	was, err := s.store.GetUserByID(ctx, pending.UserID)
	if errors.Is(err, db.ErrNotFound) {
		return "", apperr.Input("code", MsgEmailChangeLinkBroken)
	}
	if err != nil {
		return "", err
	}
	by := pending.RequestedBy
	if pending.RequestedByUserID == was.ID {
		by = ""
	}
	row, err := s.queue(mail.KindEmailChanged, mail.Content{
		Lang: was.Language, To: was.Email, Name: was.Name, Username: was.Username, NewEmail: pending.NewEmail, When: mail.WhenIn(was.Language, now), By: by,
		URL: s.cfg.PublicURL + "/sign-in", SupportEmail: s.cfg.SupportEmail,
	})
	if err != nil {
		return "", err
	}
	change, _, err := s.store.ConfirmEmailChange(ctx, hash, pending.UserID, row, now)
	switch {
	case errors.Is(err, db.ErrNotFound):
		return "", apperr.Input("code", MsgEmailChangeLinkBroken)
	case errors.Is(err, db.ErrAlreadyExists):
		return "", apperr.Input("code", MsgEmailChangeTaken)
	case err != nil:
		return "", err
	}
	s.deliver(row)
	s.publishProfile(ctx, was.ID)
	return change.NewEmail, nil
}
