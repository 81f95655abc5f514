package agreement

import (
	"context"
	"errors"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/link"
	"github.com/reachmissions/reach/backend/internal/model"
)

// What parties do in the portal: read their agreements, initial sections, sign.

// PortalStatuses are the statuses a party sees an agreement in: not while staff prepare it.
// (spec/02 shows the status labels of every status on cards; Reach keeps drafts to staff: a
// party sees an agreement from the moment staff preview it with them.)
var PortalStatuses = []string{model.AgreementPreview, model.AgreementSigning, model.AgreementSigned, model.AgreementCancelled}

// MOUListStatuses are the statuses /mous lists (spec/02: forms to sign and signed ones).
var MOUListStatuses = []string{model.AgreementSigning, model.AgreementSigned}

// PortalFilter is what the portal's lists ask for.
type PortalFilter struct {
	ProjectID  string
	IsTemplate *bool
	// SigneeID keeps agreements with a party for this contact: staff only; for anyone else the
	// list is always the acting contact's.
	SigneeID string
	// Sort is one of PortalSorts, Desc its direction; without one the list is newest first (last
	// updated first).
	Sort string
	Desc bool
}

// PortalSorts are the keys the portal's loan agreement list sorts by.
var PortalSorts = []string{"updatedAt", "createdAt", "name", "amount", "version"}

// MsgUnknownSort refuses a sort key not among PortalSorts.
const MsgUnknownSort = "Sort by updatedAt, createdAt, name, amount or version."

// ForUser lists the agreements of kind the viewer may read, newest first unless f says how:
// staff read every one; anyone else those with a party for the contact the request acts for.
// Templates never show.
func (s *Service) ForUser(ctx context.Context, kind string, f PortalFilter) ([]*model.Agreement, error) {
	v, err := link.Viewer(ctx)
	if err != nil {
		return nil, err
	}
	page := db.ListPage{Sort: "updatedAt", Desc: true, Limit: db.MaxPerPage}
	if f.Sort != "" {
		if !slices.Contains(PortalSorts, f.Sort) {
			return nil, apperr.Input("sortBy", MsgUnknownSort)
		}
		page.Sort, page.Desc = f.Sort, f.Desc
	}
	if f.IsTemplate != nil && *f.IsTemplate {
		return []*model.Agreement{}, nil
	}
	no := false
	lf := Filter{Kind: kind, IsTemplate: &no, ProjectID: f.ProjectID, Status: PortalStatuses}
	if kind == model.AgreementMOU {
		lf.Status = MOUListStatuses
	}
	if isStaff(v) {
		lf.PartyContactID = f.SigneeID
	} else {
		lf.PartyContactID = v.ContactID
	}
	if isStaff(v) && kind == model.AgreementLoan {
		lf.Status = nil // staff see drafts in the portal too
	}
	as, _, err := s.store.ListAgreements(ctx, lf, page)
	if err != nil {
		return nil, err
	}
	if err := s.store.LoadParties(ctx, as); err != nil {
		return nil, err
	}
	return as, nil
}

// OneForUser loads an agreement of kind the viewer may read (see the package comment).
func (s *Service) OneForUser(ctx context.Context, kind, id string) (*model.Agreement, error) {
	return s.read(ctx, kind, id)
}

// ReadForUser loads an agreement of either kind the viewer may read, by the rules of
// OneForUser (the PDF's route names no kind).
func (s *Service) ReadForUser(ctx context.Context, id string) (*model.Agreement, error) {
	return s.read(ctx, "", id)
}

// read loads an agreement of kind ("" for either) the viewer may read.
func (s *Service) read(ctx context.Context, kind, id string) (*model.Agreement, error) {
	v, err := link.Viewer(ctx)
	if err != nil {
		return nil, err
	}
	a, err := s.store.GetAgreement(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, notFound()
	}
	if err != nil {
		return nil, err
	}
	if kind == "" {
		kind = a.Kind
	}
	if err := s.canRead(ctx, v, kind, a); err != nil {
		return nil, err
	}
	return a, nil
}

func (s *Service) canRead(ctx context.Context, v *auth.Viewer, kind string, a *model.Agreement) error {
	if a.Kind != kind || a.DeletedAt != nil || a.IsTemplate {
		return notFound()
	}
	if isStaff(v) {
		return nil
	}
	if !slices.Contains(PortalStatuses, a.Status) {
		return notFound()
	}
	signees := SigneeIDs(a)
	if slices.Contains(signees, v.ContactID) {
		return nil
	}
	mine, err := s.store.ContactIDsOf(ctx, v.UserContactID)
	if err != nil {
		return err
	}
	for _, c := range mine {
		if slices.Contains(signees, c) {
			return apperr.New(apperr.Forbidden, MsgInsufficient)
		}
	}
	return notFound()
}

// Mark is a signature or initials as a party gives them.
type Mark struct {
	AgreementID string
	PartyID     string
	// SectionID is set for initials.
	SectionID string
	Text      string
	FontName  string
	// ContentHash, when given, must be the content hash the signer read.
	ContentHash string
}

func (m Mark) check(maxLen int) error {
	text := strings.TrimSpace(m.Text)
	if text == "" {
		return apperr.Input("signature", MsgRequired)
	}
	if utf8.RuneCountInString(text) > maxLen || strings.ContainsAny(text, "\r\n\t") {
		return apperr.Input("signature", "Please type your name as you sign it, on one line")
	}
	if strings.TrimSpace(m.FontName) == "" {
		return apperr.Input("fontName", MsgRequired)
	}
	if !IsFont(m.FontName) {
		return apperr.Input("fontName", MsgUnknownFont)
	}
	return nil
}

// record is how the viewer signs now.
func (s *Service) record(ctx context.Context, v *auth.Viewer, hash string) (model.SigningRecord, error) {
	method, err := s.store.SignInMethod(ctx, v.SessionID)
	if err != nil {
		return model.SigningRecord{}, err
	}
	c := auth.ClientFrom(ctx)
	ua := c.UserAgent
	if len(ua) > 300 {
		ua = ua[:300]
	}
	return model.SigningRecord{UserID: v.UserID, UserName: v.Username, IP: c.IP, UserAgent: ua, Method: method, ContentHash: hash}, nil
}

// Sign records the viewer's signature for a party of theirs and answers the agreement.
func (s *Service) Sign(ctx context.Context, kind string, m Mark) (*model.Agreement, error) {
	return s.mark(ctx, kind, m, false)
}

// Initial records the viewer's initials on a section for a party of theirs and answers the
// agreement.
func (s *Service) Initial(ctx context.Context, kind string, m Mark) (*model.Agreement, error) {
	return s.mark(ctx, kind, m, true)
}

func (s *Service) mark(ctx context.Context, kind string, m Mark, initials bool) (*model.Agreement, error) {
	v, err := link.Viewer(ctx)
	if err != nil {
		return nil, err
	}
	maxLen := MaxSignature
	if initials {
		maxLen = MaxInitials
	}
	if err := m.check(maxLen); err != nil {
		return nil, err
	}
	m.Text = strings.TrimSpace(m.Text)
	// The read guard first: who may not read the agreement learns nothing more.
	if _, err := s.OneForUser(ctx, kind, m.AgreementID); err != nil {
		return nil, err
	}
	var mails []*model.OutboxMail
	a, err := s.store.Change(ctx, m.AgreementID, func(a *model.Agreement) (Changes, error) {
		p := Party(a, m.PartyID)
		if p == nil {
			return Changes{}, apperr.Input("partyId", MsgUnknownParty)
		}
		if p.ContactID != v.ContactID {
			return Changes{}, apperr.New(apperr.Forbidden, MsgNotYourParty)
		}
		if err := s.memberBeforeSigning(ctx, a, p, v); err != nil {
			return Changes{}, err
		}
		if sameMarkRecorded(a, p, m, v, initials) {
			return Changes{}, nil // a double submit (perhaps the one that completed it): recorded once
		}
		if a.Status != model.AgreementSigning {
			return Changes{}, apperr.New(apperr.BadUserInput, MsgNotSigning)
		}
		if m.ContentHash != "" && m.ContentHash != a.ContentHash {
			return Changes{}, apperr.New(apperr.BadUserInput, MsgChanged)
		}
		rec, err := s.record(ctx, v, a.ContentHash)
		if err != nil {
			return Changes{}, err
		}
		now := s.now()
		var ch Changes
		if initials {
			sec := Section(a, m.SectionID)
			if sec == nil {
				return Changes{}, apperr.Input("sectionId", MsgUnknownSection)
			}
			if Initialled(sec, p.ID) != nil {
				return Changes{}, apperr.New(apperr.BadUserInput, MsgAlreadyInitialled)
			}
			in := &model.AgreementInitial{ID: newID(), AgreementID: a.ID, SectionID: sec.ID, PartyID: p.ID, Initials: m.Text, FontName: m.FontName, Date: now, By: rec}
			sec.Initials = append(sec.Initials, in)
			ch.Initial = in
		} else {
			if p.SignedAt != nil {
				return Changes{}, apperr.New(apperr.BadUserInput, MsgAlreadySigned)
			}
			p.Signature, p.FontName, p.SignedAt, p.SignedBy = m.Text, m.FontName, &now, rec
			ch.Sign = p
		}
		if Complete(a) {
			a.Status, a.FinalizedDate, a.NextReminderAt, a.UpdatedAt = model.AgreementSigned, &now, nil, now
			ch.Row = true
			for _, party := range a.Parties {
				ms, err := s.partyMails(a, party, kindSigned)
				if err != nil {
					return Changes{}, err
				}
				ch.Mails = append(ch.Mails, ms...)
			}
		}
		mails = ch.Mails
		return ch, nil
	})
	if errors.Is(err, db.ErrConflict) || errors.Is(err, db.ErrAlreadyExists) {
		// Another request recorded it first (the row lock makes this rare): answer as that one did.
		if initials {
			return nil, apperr.New(apperr.BadUserInput, MsgAlreadyInitialled)
		}
		return nil, apperr.New(apperr.BadUserInput, MsgAlreadySigned)
	}
	if err != nil {
		return nil, err
	}
	for _, row := range mails {
		s.mailer.DeliverQueued(row)
	}
	return a, nil
}

// sameMarkRecorded tells whether the same user already gave exactly this signature or these
// initials for p.
func sameMarkRecorded(a *model.Agreement, p *model.AgreementParty, m Mark, v *auth.Viewer, initials bool) bool {
	if !initials {
		return p.SignedAt != nil && p.Signature == m.Text && p.FontName == m.FontName && p.SignedBy.UserID == v.UserID
	}
	sec := Section(a, m.SectionID)
	if sec == nil {
		return false
	}
	prev := Initialled(sec, p.ID)
	return prev != nil && prev.Initials == m.Text && prev.FontName == m.FontName && prev.By.UserID == v.UserID
}

// memberBeforeSigning refuses v's signature or initials for p when p's contact is a household or
// an organisation (not v's own) that v joined after a entered SIGNING.
func (s *Service) memberBeforeSigning(ctx context.Context, a *model.Agreement, p *model.AgreementParty, v *auth.Viewer) error {
	if p.ContactID == v.UserContactID || a.SigningStartedAt == nil {
		return nil
	}
	since, err := s.store.MemberSince(ctx, p.ContactID, v.UserContactID)
	if errors.Is(err, db.ErrNotFound) {
		return apperr.New(apperr.Forbidden, MsgNotYourParty) // removed since the request began
	}
	if err != nil {
		return err
	}
	if since.After(*a.SigningStartedAt) {
		return apperr.Newf(apperr.Forbidden, MsgJoinedAfterSigning, p.ContactName, p.ContactName)
	}
	return nil
}
