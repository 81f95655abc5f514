// Package invite is the business of inviting people: staff invite a contact
// with roles, the invite mail carries {REACH_PUBLIC_URL}/sign-up?i={code}, the
// sign-up page reads the pending invite by its code, and sign-up (service
// user) accepts it by setting invites.accepted_at and accepted_by_user_id.
//
// The code is a secret of the invitee's: it is stored only as a hash, the
// back office knows the invite by its id and never sees the code (nor the
// link: the outbox hides it), so nobody but the person invited can accept
// an invite, whatever role it grants.
//
// Decisions the spec leaves open:
//   - An invite is PENDING until it is accepted, withdrawn or 14 days old.
//     userInvite answers only pending invites; for any other id it answers
//     null, so it does not tell an unknown id from a used or withdrawn one.
//   - deleteInvite withdraws: the row stays (who invited whom is history),
//     the back office's lists no longer show it, Invite(id) still answers it
//     with status EXPIRED. An accepted invite cannot be withdrawn.
//   - Inviting an email that a contact already has reuses that contact as it
//     is (its name and phone are not changed); otherwise a new individual
//     contact is created with the name, email and phone.
package invite

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/audit"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/user"
)

// Lifetime is how long an invite can be accepted.
const Lifetime = 14 * 24 * time.Hour

// PermGrantPrivileged is the permission needed to invite someone as admin or staff.
const PermGrantPrivileged = auth.PermGrantPrivilegedRole

// Role is a role an invite can grant, with the label people read.
type Role struct {
	Name, Label string
}

// Roles are the roles of policies/policy.csv (auth.Roles), most privileged first.
func Roles() []Role {
	out := make([]Role, len(auth.Roles))
	for i, r := range auth.Roles {
		out[i] = Role{Name: r, Label: Label(r)}
	}
	return out
}

// Label answers a role's label (auth.RoleLabels), or the name itself for an unknown role.
func Label(name string) string {
	if l, ok := auth.RoleLabels[name]; ok {
		return l
	}
	return name
}

// CanFunc tells whether a user with roles holds permission (auth.Can).
type CanFunc func(roles []string, permission string) bool

// Store is the storage the service needs.
type Store interface {
	db.Invite
	db.Contact
	GetUserByEmail(ctx context.Context, email string) (*model.User, error)
}

// Mailer queues a mail as an outbox row to be stored with the invite, and
// starts its delivery after the commit (*mail.Service).
type Mailer interface {
	Queue(m mail.Message) (*model.OutboxMail, error)
	DeliverQueued(row *model.OutboxMail)
}

// Service creates, reads, lists and withdraws invites.
type Service struct {
	store        Store
	mailer       Mailer
	can          CanFunc
	publicURL    string
	supportEmail string
	// Now is the clock (tests replace it).
	Now func() time.Time
	// Audit records the invites staff send and withdraw (nil: not recorded).
	Audit *audit.Service
}

// New returns the invite service. can is the policy check (auth.Can).
func New(store Store, mailer Mailer, can CanFunc, cfg config.Config) *Service {
	return &Service{
		store: store, mailer: mailer, can: can,
		publicURL:    strings.TrimRight(cfg.PublicURL, "/"),
		supportEmail: cfg.SupportEmail,
		Now:          time.Now,
	}
}

// MsgPrivilegedRole answers (FORBIDDEN) a viewer who may not grant admin or staff.
const MsgPrivilegedRole = "Only an administrator may invite someone as Administrator or Staff."

// ErrNotFound is returned for an unknown invite, and by Pending for one that
// is not pending.
var ErrNotFound = db.ErrNotFound

// CreateInput is what staff fill in.
type CreateInput struct {
	FullName string
	Email    string
	Phone    *string
	Roles    []string
	// Gift marks the invite a gift sends to its donor: one per address while
	// it may be pending, kept by the database (ErrGiftInvitePending).
	Gift bool
	// Language is the language the invite mail speaks (an i18n code; empty is English): the
	// one staff chose, or the page a gift was given from.
	Language string
}

// ErrGiftInvitePending refuses a gift's invite to an address another gift's
// invite holds (two gifts completed at the same instant): nothing is stored
// or mailed.
var ErrGiftInvitePending = errors.New("invite: a gift's invite to this address is pending")

// Create validates in, finds or creates the contact, stores the invite and
// its mail in one transaction, then starts the mail's delivery.
func (s *Service) Create(ctx context.Context, viewer *auth.Viewer, in CreateInput) (*model.Invite, error) {
	// The sign-up form's rules and messages, so an invite never holds what sign-up would refuse.
	name, err := user.ValidateName(in.FullName)
	if e := apperr.As(err); e != nil {
		e.Field = "fullName"
		return nil, e
	}
	email, err := user.ValidateEmail(in.Email)
	if err != nil {
		return nil, err
	}
	phone, err := user.NormalizePhone(in.Phone)
	if err != nil {
		return nil, err
	}
	roles, err := s.checkRoles(viewer, in.Roles)
	if err != nil {
		return nil, err
	}
	lang := i18n.English
	if l := strings.TrimSpace(in.Language); l != "" {
		if !i18n.Supported(l) {
			return nil, apperr.Input("language", user.MsgLanguage)
		}
		lang = l
	}
	// Sign-up would refuse the email: the person already has an account to sign in to.
	if _, err := s.store.GetUserByEmail(ctx, email); err == nil {
		return nil, apperr.Input("email", user.MsgEmailTaken)
	} else if !errors.Is(err, db.ErrNotFound) {
		return nil, fmt.Errorf("invite: find user: %w", err)
	}

	now := s.Now().UTC().Truncate(time.Microsecond)
	code, codeHash := auth.NewToken()
	inv := &model.Invite{
		ID:        uuid.Must(uuid.NewV7()).String(),
		CodeHash:  codeHash,
		Code:      code,
		Email:     email,
		Roles:     strings.Join(roles, ","),
		Language:  lang,
		CreatedAt: now,
		ExpiresAt: now.Add(Lifetime),
	}
	if viewer != nil && viewer.UserID != "" {
		inv.CreatedByUserID = &viewer.UserID
	}
	if in.Gift {
		held := strings.ToLower(email)
		inv.GiftEmail = &held
	}

	var newContact *model.Contact
	contact, err := s.store.GetContactByEmail(ctx, email)
	switch {
	case err == nil:
		inv.ContactID = contact.ID
	case errors.Is(err, db.ErrNotFound):
		first := strings.Fields(name)[0]
		newContact = &model.Contact{
			Type:      model.ContactIndividual,
			FullName:  name,
			FirstName: &first,
			Emails:    []*model.ContactEmail{{Email: email}},
			CreatedAt: now,
			UpdatedAt: now,
		}
		if phone != nil {
			newContact.PhoneNumbers = []*model.ContactPhone{{Phone: *phone}}
		}
		contact = newContact
	default:
		return nil, fmt.Errorf("invite: find contact: %w", err)
	}

	row, err := s.queueMail(inv, contact, roles)
	if err != nil {
		return nil, err
	}
	if viewer != nil && viewer.UserID != "" && !in.Gift {
		// A staff member's invite is recorded in its transaction; a gift's is Reach's own.
		ctx, _ = s.Audit.Attach(ctx, audit.Entry{Kind: audit.KindInviteSent, TargetType: audit.TargetInvite, TargetID: inv.ID,
			TargetLabel: name + " <" + email + ">", Changes: audit.Changes{}.Add("email", "", email).Add("roles", "", audit.List(roles))})
	}
	if err := s.store.CreateInvite(ctx, inv, newContact, row); err != nil {
		if in.Gift && errors.Is(err, db.ErrAlreadyExists) {
			return nil, ErrGiftInvitePending
		}
		return nil, fmt.Errorf("invite: store: %w", err)
	}
	s.mailer.DeliverQueued(row)
	stored, err := s.store.GetInvite(ctx, inv.ID)
	if err != nil {
		return nil, err
	}
	stored.Code = code
	return stored, nil
}

// queueMail composes the invite mail of inv (its code known) to contact with roles, in the
// invite's language, as an outbox row to store with the invite.
func (s *Service) queueMail(inv *model.Invite, contact *model.Contact, roles []string) (*model.OutboxMail, error) {
	lang := inv.Language
	labels := make([]string, len(roles))
	for i, r := range roles {
		labels[i] = i18n.T(lang, Label(r))
	}
	greet := inv.Email
	if contact != nil {
		greet = contact.FullName
		if contact.FirstName != nil && *contact.FirstName != "" {
			greet = *contact.FirstName
		}
	}
	msg, err := mail.Render(mail.KindInvite, mail.Content{
		Lang: lang, To: inv.Email, Name: greet, URL: s.URL(inv), Roles: labels,
		ExpiresIn: "14 days", SupportEmail: s.supportEmail,
	})
	if err != nil {
		return nil, fmt.Errorf("invite: render mail: %w", err)
	}
	row, err := s.mailer.Queue(msg)
	if err != nil {
		return nil, fmt.Errorf("invite: queue mail: %w", err)
	}
	return row, nil
}

// MsgNoSuchInvite answers an unknown invite id.
const MsgNoSuchInvite = "There is no such invite."

// MsgResendClosed refuses to send again an invite that was accepted or withdrawn.
const MsgResendClosed = "This invite was accepted or withdrawn, so it cannot be sent again."

// Resend sends an invite that is neither accepted nor withdrawn again (resendInvite), pending
// or expired: a new link, good for Lifetime from now, in the invite's language, to its address;
// the link mailed before stops working. Its roles must be ones viewer may grant, as when it
// was made, and the address must still have no account. The audit trail records it as it
// records an invite sent, in the same transaction as the new code and its mail.
func (s *Service) Resend(ctx context.Context, viewer *auth.Viewer, id string) (*model.Invite, error) {
	inv, err := s.store.GetInvite(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.New(apperr.NotFound, MsgNoSuchInvite)
	}
	if err != nil {
		return nil, err
	}
	roles, err := s.checkRoles(viewer, RoleNames(inv))
	if err != nil {
		return nil, err
	}
	if inv.AcceptedAt != nil || inv.WithdrawnAt != nil {
		return nil, apperr.Input("id", MsgResendClosed)
	}
	if _, err := s.store.GetUserByEmail(ctx, inv.Email); err == nil {
		return nil, apperr.Input("email", user.MsgEmailTaken)
	} else if !errors.Is(err, db.ErrNotFound) {
		return nil, fmt.Errorf("invite: find user: %w", err)
	}
	now := s.Now().UTC().Truncate(time.Microsecond)
	code, codeHash := auth.NewToken()
	inv.Code = code
	row, err := s.queueMail(inv, inv.Contact, roles)
	if err != nil {
		return nil, err
	}
	if viewer != nil && viewer.UserID != "" {
		ctx, _ = s.Audit.Attach(ctx, audit.Entry{Kind: audit.KindInviteSent, TargetType: audit.TargetInvite, TargetID: inv.ID,
			TargetLabel: inviteLabel(inv), Changes: audit.Changes{}.Add("email", "", inv.Email).Add("roles", "", audit.List(roles))})
	}
	switch err := s.store.ResendInvite(ctx, inv.ID, codeHash, now.Add(Lifetime), row); {
	case errors.Is(err, db.ErrNotFound):
		return nil, apperr.New(apperr.NotFound, MsgNoSuchInvite)
	case errors.Is(err, db.ErrInviteAccepted):
		return nil, apperr.Input("id", MsgResendClosed)
	case err != nil:
		return nil, err
	}
	s.mailer.DeliverQueued(row)
	return s.store.GetInvite(ctx, inv.ID)
}

// checkRoles answers the known roles in policy order, or why they cannot be granted.
func (s *Service) checkRoles(viewer *auth.Viewer, names []string) ([]string, error) {
	var roles []string
	for _, r := range auth.Roles {
		if slices.Contains(names, r) {
			roles = append(roles, r)
		}
	}
	for _, n := range names {
		if !slices.Contains(roles, n) {
			return nil, apperr.Inputf("roles", "Unknown role: %s", n)
		}
	}
	if len(roles) == 0 {
		return nil, apperr.Input("roles", "Please select at least one role")
	}
	for _, r := range roles {
		if auth.IsPrivilegedRole(r) {
			var held []string
			if viewer != nil {
				held = viewer.Roles
			}
			if s.can == nil || !s.can(held, PermGrantPrivileged) {
				return nil, apperr.New(apperr.Forbidden, MsgPrivilegedRole)
			}
			break
		}
	}
	return roles, nil
}

// URL is the sign-up link the invite mail carries; it holds the code, so it
// is known only while the invite is being made.
func (s *Service) URL(inv *model.Invite) string {
	return s.publicURL + "/sign-up?i=" + inv.Code
}

// Status is the invite's status now: PENDING, ACCEPTED or EXPIRED (which
// includes withdrawn).
func (s *Service) Status(inv *model.Invite) string {
	return db.InviteStatus(inv, s.Now())
}

// RoleNames splits the invite's roles.
func RoleNames(inv *model.Invite) []string {
	if inv.Roles == "" {
		return []string{}
	}
	return strings.Split(inv.Roles, ",")
}

// Pending loads, by the code of its link, an invite that can still be
// accepted, with its contact; ErrNotFound for every other code. The sign-up
// page uses it before accepting.
func (s *Service) Pending(ctx context.Context, code string) (*model.Invite, error) {
	inv, err := s.store.GetInviteByCode(ctx, auth.HashToken(code))
	if err != nil {
		return nil, err
	}
	if s.Status(inv) != db.InvitePending {
		return nil, ErrNotFound
	}
	return inv, nil
}

// Get loads any invite with its contact (the back office).
func (s *Service) Get(ctx context.Context, id string) (*model.Invite, error) {
	return s.store.GetInvite(ctx, id)
}

// Query is the back office's list request: react-admin's arguments
// (newest first unless ASC is asked for) and the filter.
type Query struct {
	Args      db.ListArgs
	IDs       []string
	Q, Status string
}

// List answers one page of invites and the count of all matching.
func (s *Service) List(ctx context.Context, q Query) ([]*model.Invite, int, error) {
	p := q.Args.ListPage(true)
	return s.store.ListInvites(ctx, db.InviteQuery{
		IDs: q.IDs, Q: q.Q, Status: strings.ToUpper(q.Status), Now: s.Now(),
		Sort: p.Sort, Desc: p.Desc, Offset: p.Offset, Limit: p.Limit,
	})
}

// Withdraw withdraws an invite that is not accepted yet (deleteInvite).
func (s *Service) Withdraw(ctx context.Context, id string) (*model.Invite, error) {
	before, err := s.store.GetInvite(ctx, id)
	if err != nil {
		return nil, err
	}
	// The store records the withdrawal in its transaction, only when it withdrew a pending invite.
	ctx, _ = s.Audit.Attach(ctx, audit.Entry{Kind: audit.KindInviteRevoked, TargetType: audit.TargetInvite, TargetID: id,
		TargetLabel: inviteLabel(before), Changes: audit.Changes{}.Add("status", "pending", "withdrawn")})
	inv, err := s.store.WithdrawInvite(ctx, id, s.Now())
	if errors.Is(err, db.ErrInviteAccepted) {
		return nil, apperr.Input("id", "This invite has already been accepted and cannot be withdrawn")
	}
	return inv, err
}

// inviteLabel names an invite in the audit trail: the person's name and address.
func inviteLabel(inv *model.Invite) string {
	if inv.Contact != nil && inv.Contact.FullName != "" {
		return inv.Contact.FullName + " <" + inv.Email + ">"
	}
	return inv.Email
}
