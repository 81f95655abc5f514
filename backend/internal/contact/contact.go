// Package contact holds the back office's rules for contacts: listing them,
// creating and renaming households and organisations, and who belongs to
// them. A user acts for a household or an organisation (the Contact header,
// the portal's 'My Household' and 'My Organization') only through such a
// membership, so this is where staff open those accounts to people.
//
// Decisions (the specs are silent; staff only):
//   - People's contacts come with their users (sign-up, invites, staff-made
//     users, gifts): staff create households and organisations here, not
//     individuals, and a person's name, email and phone are edited on the user
//     (their profile, or the back office's user); the contact follows in the
//     same transaction (db.User's UpdateUser).
//   - A member is a person (an individual contact); a group is a household or
//     an organisation.
//   - A person belongs to at most one household (the portal shows one 'My
//     Household') and to any number of organisations.
//   - A change of membership shows on the person's next request: the Contact
//     header is checked against the database on every request (the session
//     cache keeps only the session, the user and the roles), and their open
//     portals receive the new profile through myProfileUpdatesForUser.
//   - Nobody adds themself to a household or an organisation, or removes
//     themself from one: another member of staff must, so nobody alone comes
//     to act (and sign agreements) for someone else's group.
//   - Every change of membership is mailed to the group's other members
//     (MEMBER_ADDED, MEMBER_REMOVED), naming the staff member who made it,
//     in the change's transaction.
package contact

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/user"
)

// Messages a member of staff can act on.
const (
	MsgContactNotFound   = "Contact not found"
	MsgMemberNotFound    = "Member not found"
	MsgNoIndividuals     = "A person's contact comes with their user: create a user or send an invite. Here you can create a household or an organization."
	MsgEditPersonOnUser  = "A person's name, email and phone are edited on their user."
	MsgChooseGroup       = "Please choose a household or an organization"
	MsgChoosePerson      = "Please choose a person"
	msgGroupIsPerson     = "%s is a person: members can only be added to a household or an organization"
	msgMemberIsGroup     = "%s is not a person: only a person can be a member of a household or an organization"
	msgAlreadyMember     = "%s is already a member of %s"
	msgAlreadyHousehold  = "%s already belongs to the household %s; remove them from it first"
	MsgAddSelf           = "You cannot add yourself to a household or an organization: another member of staff must."
	MsgRemoveSelf        = "You cannot remove yourself from a household or an organization: another member of staff must."
	fieldContactType     = "contactType"
	fieldFullName        = "fullName"
	fieldGroupContactID  = "groupContactId"
	fieldMemberContactID = "memberContactId"
)

// Store is what the service reads and writes.
type Store interface {
	db.Contact
	// ListUserContacts lists the contacts of a scope, filtered, by name.
	ListUserContacts(ctx context.Context, q db.UserContactQuery) ([]*model.Contact, error)
	// CoordinatesAny tells whether one of contactIDs coordinates a people group or a project.
	CoordinatesAny(ctx context.Context, contactIDs []string) (bool, error)
}

// ProfileNotifier tells the users acting for a contact that their profile
// (the accounts they may act for) changed.
type ProfileNotifier interface {
	ContactChanged(ctx context.Context, contactID string)
}

// Mailer composes mail for the outbox and delivers it after the transaction that stored it.
type Mailer interface {
	Queue(m mail.Message) (*model.OutboxMail, error)
	DeliverQueued(row *model.OutboxMail)
}

// Service implements the contact rules.
type Service struct {
	store Store
	// Profiles, when set, hears of every change of membership and of a
	// household's or organisation's name.
	Profiles ProfileNotifier
	Now      func() time.Time

	mailer                  Mailer
	publicURL, supportEmail string
}

// SetMail makes every change of membership mailed to the group's other members; the mails link
// to publicURL's sign-in page and name supportEmail (may be empty).
func (s *Service) SetMail(m Mailer, publicURL, supportEmail string) {
	s.mailer, s.publicURL, s.supportEmail = m, strings.TrimRight(publicURL, "/"), supportEmail
}

// New returns a Service on store.
func New(store Store, profiles ProfileNotifier) *Service {
	return &Service{store: store, Profiles: profiles, Now: time.Now}
}

func (s *Service) now() time.Time { return s.Now().UTC().Truncate(time.Microsecond) }

func (s *Service) changed(ctx context.Context, contactID string) {
	if s.Profiles != nil {
		s.Profiles.ContactChanged(ctx, contactID)
	}
}

func notFound(msg string) error { return apperr.New(apperr.NotFound, msg) }

// isGroup tells whether a contact type is a household or an organisation.
func isGroup(contactType string) bool {
	return contactType == model.ContactHousehold || contactType == model.ContactOrganization
}

// ---- contacts

var contactSorts = map[string]string{"fullName": "full_name", "createdAt": "created_at", "updatedAt": "updated_at", "contactType": "type"}

// ListContacts lists contacts for the back office (and its pickers).
func (s *Service) ListContacts(ctx context.Context, a db.ListArgs, f db.ListFilter) ([]*db.ContactRow, int, error) {
	q, err := a.Query(contactSorts)
	if err != nil {
		return nil, 0, err
	}
	f.Apply(&q)
	return s.store.ListContacts(ctx, q)
}

// GetContact loads one contact as the back office lists it.
func (s *Service) GetContact(ctx context.Context, id string) (*db.ContactRow, error) {
	rows, _, err := s.store.ListContacts(ctx, db.ListQuery{IDs: []string{id}, Limit: 1})
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, notFound(MsgContactNotFound)
	}
	return rows[0], nil
}

// Input is a household's or organisation's name, email and phone; nil
// leaves a field as it is, an empty email or phone removes it.
type Input struct {
	FullName *string
	Email    *string
	Phone    *string
}

// clean validates in and answers it trimmed and normalised (an email or
// phone to remove is "").
func clean(in Input) (Input, error) {
	var out Input
	if in.FullName != nil {
		name, err := user.ValidateName(*in.FullName)
		if err != nil {
			// The name's refusal on this field, its key and arguments kept so it is translated.
			refused := *apperr.As(err)
			refused.Code, refused.Field = apperr.BadUserInput, fieldFullName
			return out, &refused
		}
		out.FullName = &name
	}
	if in.Email != nil {
		email := strings.TrimSpace(*in.Email)
		if email != "" {
			var err error
			if email, err = user.ValidateEmail(email); err != nil {
				return out, err
			}
		}
		out.Email = &email
	}
	if in.Phone != nil {
		phone, err := user.NormalizePhone(in.Phone)
		if err != nil {
			return out, err
		}
		empty := ""
		if phone == nil {
			phone = &empty
		}
		out.Phone = phone
	}
	return out, nil
}

// CreateContact creates a household or an organisation.
func (s *Service) CreateContact(ctx context.Context, contactType string, in Input) (*db.ContactRow, error) {
	contactType = strings.ToUpper(strings.TrimSpace(contactType))
	if contactType == model.ContactIndividual {
		return nil, apperr.Input(fieldContactType, MsgNoIndividuals)
	}
	if !isGroup(contactType) {
		return nil, apperr.Input(fieldContactType, MsgChooseGroup)
	}
	if in.FullName == nil {
		in.FullName = new(string)
	}
	in, err := clean(in)
	if err != nil {
		return nil, err
	}
	now := s.now()
	c := &model.Contact{Type: contactType, FullName: *in.FullName, CreatedAt: now, UpdatedAt: now}
	if in.Email != nil && *in.Email != "" {
		c.Emails = []*model.ContactEmail{{Email: *in.Email}}
	}
	if in.Phone != nil && *in.Phone != "" {
		c.PhoneNumbers = []*model.ContactPhone{{Phone: *in.Phone}}
	}
	if err := s.store.CreateContact(ctx, c); err != nil {
		return nil, err
	}
	return s.GetContact(ctx, c.ID)
}

// UpdateContact renames a household or an organisation, or changes its email or phone.
func (s *Service) UpdateContact(ctx context.Context, id string, in Input) (*db.ContactRow, error) {
	c, err := s.GetContact(ctx, id)
	if err != nil {
		return nil, err
	}
	if !isGroup(c.Type) {
		return nil, apperr.Input("id", MsgEditPersonOnUser)
	}
	if in, err = clean(in); err != nil {
		return nil, err
	}
	err = s.store.UpdateContact(ctx, id, db.ContactChange{FullName: in.FullName, Email: in.Email, Phone: in.Phone, At: s.now()})
	if errors.Is(err, db.ErrNotFound) {
		return nil, notFound(MsgContactNotFound)
	} else if err != nil {
		return nil, err
	}
	if in.FullName != nil && *in.FullName != c.FullName {
		s.changed(ctx, id) // the members' account selectors show the name
	}
	return s.GetContact(ctx, id)
}

// CountMembers answers how many members each of groupIDs has.
func (s *Service) CountMembers(ctx context.Context, groupIDs []string) (map[string]int, error) {
	return s.store.CountContactMembers(ctx, groupIDs)
}

// ---- members

var memberSorts = map[string]string{"memberName": "m.full_name", "groupName": "g.full_name", "createdAt": "cm.created_at"}

// ListMembers lists memberships; the filter may name the group (group_contact_id) or the member (member_contact_id).
func (s *Service) ListMembers(ctx context.Context, a db.ListArgs, f db.ListFilter) ([]*db.ContactMemberRow, int, error) {
	q, err := a.Query(memberSorts)
	if err != nil {
		return nil, 0, err
	}
	if q.Sort == "id" {
		q.Sort = "cm.group_contact_id"
	}
	f.Apply(&q)
	return s.store.ListContactMembers(ctx, q)
}

// GetMember loads one membership by its id ("{group}:{member}").
func (s *Service) GetMember(ctx context.Context, id string) (*db.ContactMemberRow, error) {
	groupID, memberID, ok := model.ParseContactMemberID(id)
	if !ok {
		return nil, notFound(MsgMemberNotFound)
	}
	m, err := s.store.GetContactMember(ctx, groupID, memberID)
	if errors.Is(err, db.ErrNotFound) {
		return nil, notFound(MsgMemberNotFound)
	}
	return m, err
}

// checkMember holds the membership rules, run inside the write's transaction.
func checkMember(group, member *model.Contact, memberGroups []*model.Contact) error {
	switch {
	case group == nil:
		return apperr.Input(fieldGroupContactID, MsgChooseGroup)
	case !isGroup(group.Type):
		return apperr.Inputf(fieldGroupContactID, msgGroupIsPerson, group.FullName)
	case member == nil:
		return apperr.Input(fieldMemberContactID, MsgChoosePerson)
	case member.Type != model.ContactIndividual:
		return apperr.Inputf(fieldMemberContactID, msgMemberIsGroup, member.FullName)
	}
	for _, g := range memberGroups {
		if g.ID == group.ID {
			return apperr.Inputf(fieldMemberContactID, msgAlreadyMember, member.FullName, group.FullName)
		}
	}
	if group.Type == model.ContactHousehold {
		for _, g := range memberGroups {
			if g.Type == model.ContactHousehold {
				return apperr.Inputf(fieldMemberContactID, msgAlreadyHousehold, member.FullName, g.FullName)
			}
		}
	}
	return nil
}

// AddMember makes the person memberID a member of the household or organisation groupID.
func (s *Service) AddMember(ctx context.Context, groupID, memberID string) (*db.ContactMemberRow, error) {
	groupID, memberID = strings.TrimSpace(groupID), strings.TrimSpace(memberID)
	v := auth.ViewerFrom(ctx)
	if v != nil && memberID == v.UserContactID {
		return nil, apperr.New(apperr.Forbidden, MsgAddSelf)
	}
	now := s.now()
	m := &model.ContactMember{GroupContactID: groupID, MemberContactID: memberID, CreatedAt: now}
	tell, mails := s.tell(ctx, v, mail.KindMemberAdded, now)
	err := s.store.CreateContactMember(ctx, m, checkMember, tell)
	if errors.Is(err, db.ErrAlreadyExists) {
		// another request added the same membership a moment ago
		return nil, apperr.Input(fieldMemberContactID, "This person is already a member")
	} else if err != nil {
		return nil, err
	}
	s.deliver(*mails)
	s.changed(ctx, memberID)
	return s.GetMember(ctx, m.ID())
}

// RemoveMember ends a membership and answers it as it was.
func (s *Service) RemoveMember(ctx context.Context, id string) (*db.ContactMemberRow, error) {
	m, err := s.GetMember(ctx, id)
	if err != nil {
		return nil, err
	}
	v := auth.ViewerFrom(ctx)
	if v != nil && m.MemberContactID == v.UserContactID {
		return nil, apperr.New(apperr.Forbidden, MsgRemoveSelf)
	}
	tell, mails := s.tell(ctx, v, mail.KindMemberRemoved, s.now())
	err = s.store.DeleteContactMember(ctx, m.GroupContactID, m.MemberContactID, tell)
	if errors.Is(err, db.ErrNotFound) {
		return nil, notFound(MsgMemberNotFound)
	} else if err != nil {
		return nil, err
	}
	s.deliver(*mails)
	s.changed(ctx, m.MemberContactID)
	return m, nil
}

// tell composes, for a change of membership of kind (mail.KindMemberAdded or
// KindMemberRemoved) made by v at now, the mail to each of the group's other
// members; the rows it queued are in *mails once the change is stored. nil
// when the service sends no mail.
func (s *Service) tell(ctx context.Context, v *auth.Viewer, kind string, now time.Time) (db.MemberMails, *[]*model.OutboxMail) {
	mails := new([]*model.OutboxMail)
	if s.mailer == nil {
		return nil, mails
	}
	by := ""
	if v != nil {
		if c, err := s.store.GetContact(ctx, v.UserContactID); err == nil {
			by = c.FullName
		}
	}
	return func(group, member *model.Contact, others []db.MemberAddress) ([]*model.OutboxMail, error) {
		var rows []*model.OutboxMail
		for _, o := range others {
			// Each member reads it in their own language.
			staff := ""
			if by != "" {
				staff = i18n.T(o.Language, "%s (Reach staff)", by)
			}
			msg, err := mail.Render(kind, mail.Content{
				Lang: o.Language, To: o.Email, Name: o.Name, Member: member.FullName, Group: group.FullName, By: staff,
				When: mail.WhenIn(o.Language, now), URL: s.publicURL + "/sign-in", SupportEmail: s.supportEmail,
			})
			if err != nil {
				return nil, err
			}
			row, err := s.mailer.Queue(msg)
			if err != nil {
				return nil, err
			}
			rows = append(rows, row)
		}
		*mails = rows
		return rows, nil
	}, mails
}

// deliver sends the mail a stored change queued.
func (s *Service) deliver(rows []*model.OutboxMail) {
	for _, row := range rows {
		s.mailer.DeliverQueued(row)
	}
}
