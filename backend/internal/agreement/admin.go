package agreement

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/reachmissions/reach/backend/internal/agreement/pdf"
	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/audit"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/model"
)

// What staff do in the back office: prepare, move through signing, cancel, remind, version.

// SectionDraft, PartyDraft and AttachmentDraft are what staff type for a section, a party and an
// attachment. An ID keeps the row's id (and so its initials' meaning) across edits.
type SectionDraft struct {
	ID          string
	Title, Text string
}

// PartyDraft is a party as staff name it.
type PartyDraft struct {
	ID, Ref, Name, ContactID string
}

// AttachmentDraft is an attachment as staff add it: a file uploaded through the file API.
type AttachmentDraft struct {
	ID, Ref, Name, FileID string
}

// Draft is what staff set while an agreement is PREPARING; nil fields stay as they are.
type Draft struct {
	Name       *string
	IsTemplate *bool
	// Language is the language of the PDF's labels and certificate (an i18n code).
	Language      *string
	ApprovalDate  **time.Time
	ReminderDays  *int
	ProjectID     **string
	Amount        *int64
	Terms         *string
	PaySchedule   *string
	Beneficiaries *[]string
	Role          *string
	PeopleGroupID **string
	ContactID     **string
	Sections      *[]SectionDraft
	Parties       *[]PartyDraft
	Attachments   *[]AttachmentDraft
}

// RefStore answers what staff name, for checks and names: every id given must exist.
type RefStore interface {
	// ContactNames answers the full names of the contacts among ids that exist.
	ContactNames(ctx context.Context, ids []string) (map[string]string, error)
	// Files answers, by id, the saved files among ids (deleted ones left out).
	Files(ctx context.Context, ids []string) (map[string]*model.File, error)
	// ProjectExists and PeopleGroupExists tell whether a project or a people group exists.
	ProjectExists(ctx context.Context, id string) (bool, error)
	PeopleGroupExists(ctx context.Context, id string) (bool, error)
	// ContactLanguage answers the language of the user whose own contact is contactID ("" when
	// the contact has no account).
	ContactLanguage(ctx context.Context, contactID string) (string, error)
}

// Create stores a new agreement of kind in PREPARING: blank, or a copy of templateID's content
// with d applied over it. From a template d must name the new agreement: the template's name is
// not copied.
func (s *Service) Create(ctx context.Context, kind string, templateID string, d Draft) (*model.Agreement, error) {
	if kind != model.AgreementLoan && kind != model.AgreementMOU {
		return nil, apperr.Input("agreementType", "Unknown agreement type")
	}
	now := s.now()
	a := &model.Agreement{
		ID: newID(), Kind: kind, Status: model.AgreementPreparing, Version: 1,
		VerifyCode: newVerifyCode(), ReminderDays: DefaultReminders, Beneficiaries: []model.Beneficiary{},
		CreatedAt: now, UpdatedAt: now,
	}
	if templateID != "" {
		t, err := s.store.GetAgreement(ctx, templateID)
		if errors.Is(err, db.ErrNotFound) || (err == nil && (t.Kind != kind || t.DeletedAt != nil)) {
			return nil, apperr.Input("templateId", "Template not found")
		}
		if err != nil {
			return nil, err
		}
		copyContent(a, t)
		a.IsTemplate = false
		// The content is the template's, the name is not: "Standard loan (template)" would
		// name every agreement made from it.
		a.Name = ""
		if d.Name == nil || strings.TrimSpace(*d.Name) == "" {
			return nil, apperr.Input("name", MsgNameFromTemplate)
		}
	}
	if err := s.apply(ctx, a, d); err != nil {
		return nil, err
	}
	if d.Language == nil || strings.TrimSpace(*d.Language) == "" {
		lang, err := s.defaultLanguage(ctx, a)
		if err != nil {
			return nil, err
		}
		a.Language = lang
	}
	if err := s.store.CreateAgreement(ctx, a); err != nil {
		return nil, err
	}
	return s.store.GetAgreement(ctx, a.ID)
}

// defaultLanguage is the language an agreement is prepared in when staff do not choose one: the
// first party's user's language (the first party whose contact has an account), else English.
// A language agreements cannot be prepared in (AgreementLanguage) is passed over.
func (s *Service) defaultLanguage(ctx context.Context, a *model.Agreement) (string, error) {
	for _, p := range a.Parties {
		lang, err := s.store.ContactLanguage(ctx, p.ContactID)
		if err != nil {
			return "", err
		}
		if lang == "" {
			continue
		}
		if AgreementLanguage(lang) != nil {
			return i18n.English, nil
		}
		return lang, nil
	}
	return i18n.English, nil
}

// AgreementLanguage refuses a language an agreement cannot be prepared in: one Reach does not
// speak (user.MsgLanguage's message), or one whose script the PDF cannot print (MsgLanguagePDF).
func AgreementLanguage(code string) error {
	if !i18n.Supported(code) {
		return apperr.Input("language", MsgLanguage)
	}
	if !pdf.Prints(code) {
		l, _ := i18n.Get(code)
		return apperr.Inputf("language", MsgLanguagePDF, l.Name)
	}
	return nil
}

// copyContent copies what staff prepared of from into a (new ids, nothing signed).
func copyContent(a, from *model.Agreement) {
	a.Name, a.IsTemplate, a.ApprovalDate, a.ReminderDays = from.Name, from.IsTemplate, from.ApprovalDate, from.ReminderDays
	a.ProjectID, a.Amount, a.Terms, a.PaySchedule = from.ProjectID, from.Amount, from.Terms, from.PaySchedule
	a.Beneficiaries = slices.Clone(from.Beneficiaries)
	a.Role, a.PeopleGroupID, a.ContactID = from.Role, from.PeopleGroupID, from.ContactID
	a.Sections, a.Parties, a.Attachments = nil, nil, nil
	for i, sec := range from.Sections {
		a.Sections = append(a.Sections, &model.AgreementSection{ID: newID(), AgreementID: a.ID, Position: i, Title: sec.Title, Text: sec.Text})
	}
	for i, p := range from.Parties {
		a.Parties = append(a.Parties, &model.AgreementParty{ID: newID(), AgreementID: a.ID, Position: i, Ref: p.Ref, Name: p.Name, ContactID: p.ContactID, ContactName: p.ContactName})
	}
	for i, at := range from.Attachments {
		a.Attachments = append(a.Attachments, &model.AgreementAttachment{ID: newID(), AgreementID: a.ID, Position: i, Ref: at.Ref, Name: at.Name, FileID: at.FileID})
	}
}

// Update changes what staff prepared. Only while PREPARING.
func (s *Service) Update(ctx context.Context, kind, id string, d Draft) (*model.Agreement, error) {
	// Names and existence are checked before the transaction; the change itself re-checks the
	// status under the row's lock.
	probe, err := s.getKind(ctx, kind, id)
	if err != nil {
		return nil, err
	}
	if err := s.checkEditable(probe); err != nil {
		return nil, err
	}
	staged := *probe
	if err := s.apply(ctx, &staged, d); err != nil {
		return nil, err
	}
	return s.store.Change(ctx, id, func(a *model.Agreement) (Changes, error) {
		if err := s.checkEditable(a); err != nil {
			return Changes{}, err
		}
		if err := s.apply(ctx, a, d); err != nil {
			return Changes{}, err
		}
		a.UpdatedAt = s.now()
		return Changes{Row: true, Content: true}, nil
	})
}

func (s *Service) checkEditable(a *model.Agreement) error {
	if Touched(a) || a.Status == model.AgreementSigned {
		return apperr.New(apperr.BadUserInput, MsgLocked)
	}
	if a.Status == model.AgreementCancelled {
		// It cannot go back to Preparing: a change is a new version.
		return apperr.New(apperr.BadUserInput, MsgCancelled)
	}
	if a.Status != model.AgreementPreparing {
		return apperr.New(apperr.BadUserInput, MsgNotPreparing)
	}
	return nil
}

func (s *Service) getKind(ctx context.Context, kind, id string) (*model.Agreement, error) {
	a, err := s.store.GetAgreement(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, notFound()
	}
	if err != nil {
		return nil, err
	}
	if a.Kind != kind || a.DeletedAt != nil {
		return nil, notFound()
	}
	return a, nil
}

// Get loads one agreement of kind for staff.
func (s *Service) Get(ctx context.Context, kind, id string) (*model.Agreement, error) {
	return s.getKind(ctx, kind, id)
}

// List lists agreements for staff.
func (s *Service) List(ctx context.Context, f Filter, args db.ListArgs) ([]*model.Agreement, int, error) {
	p := args.ListPage(true)
	if p.Sort == "" {
		p.Sort = "updatedAt"
	}
	as, n, err := s.store.ListAgreements(ctx, f, p)
	if err != nil {
		return nil, 0, err
	}
	if err := s.store.LoadParties(ctx, as); err != nil {
		return nil, 0, err
	}
	return as, n, nil
}

func tooLong(field, v string, n int) error {
	if utf8.RuneCountInString(v) > n {
		return apperr.Inputf(field, "At most %d characters", n)
	}
	return nil
}

// apply checks d and sets it on a.
func (s *Service) apply(ctx context.Context, a *model.Agreement, d Draft) error {
	refs := s.store
	if d.Name != nil {
		name := strings.TrimSpace(*d.Name)
		if name == "" {
			return apperr.Input("name", MsgRequired)
		}
		if err := tooLong("name", name, MaxName); err != nil {
			return err
		}
		a.Name = name
	}
	if strings.TrimSpace(a.Name) == "" {
		return apperr.Input("name", MsgRequired)
	}
	if d.IsTemplate != nil {
		a.IsTemplate = *d.IsTemplate
	}
	if d.Language != nil && strings.TrimSpace(*d.Language) != "" {
		lang := strings.TrimSpace(*d.Language)
		if err := AgreementLanguage(lang); err != nil {
			return err
		}
		a.Language = lang
	}
	if a.Language == "" {
		a.Language = i18n.English
	}
	if d.ApprovalDate != nil {
		a.ApprovalDate = *d.ApprovalDate
	}
	if d.ReminderDays != nil {
		if *d.ReminderDays < 0 || *d.ReminderDays > MaxReminderDays {
			return apperr.Inputf("reminderDays", "Between 0 (no reminders) and %d days", MaxReminderDays)
		}
		a.ReminderDays = *d.ReminderDays
	}
	for _, t := range []struct {
		field string
		v     *string
		to    *string
	}{{"terms", d.Terms, &a.Terms}, {"paySchedule", d.PaySchedule, &a.PaySchedule}} {
		if t.v != nil {
			if err := tooLong(t.field, *t.v, MaxText); err != nil {
				return err
			}
			*t.to = strings.TrimSpace(*t.v)
		}
	}
	if d.Amount != nil {
		if *d.Amount < 0 || *d.Amount > MaxAmount {
			return apperr.Input("amount", "The amount must be between $0 and $100,000,000.00")
		}
		a.Amount = *d.Amount
	}
	if d.ProjectID != nil {
		a.ProjectID = trimmedID(*d.ProjectID)
		if a.ProjectID != nil {
			ok, err := refs.ProjectExists(ctx, *a.ProjectID)
			if err != nil {
				return err
			}
			if !ok {
				return apperr.Input("projectId", "Holistic project not found")
			}
		}
	}
	if d.Role != nil {
		if *d.Role != "" && !slices.Contains(MOURoles, *d.Role) {
			return apperr.Input("role", "The role must be TRAINER, FIELD_WORKER or REGIONAL_COORDINATOR")
		}
		a.Role = *d.Role
	}
	if d.PeopleGroupID != nil {
		a.PeopleGroupID = trimmedID(*d.PeopleGroupID)
		if a.PeopleGroupID != nil {
			ok, err := refs.PeopleGroupExists(ctx, *a.PeopleGroupID)
			if err != nil {
				return err
			}
			if !ok {
				return apperr.Input("peopleGroupId", "People group not found")
			}
		}
	}
	if d.Sections != nil {
		if len(*d.Sections) > MaxSections {
			return apperr.Inputf("sections", "At most %d sections", MaxSections)
		}
		old := a.Sections
		a.Sections = make([]*model.AgreementSection, 0, len(*d.Sections))
		for i, sd := range *d.Sections {
			title, text := strings.TrimSpace(sd.Title), strings.TrimSpace(sd.Text)
			if title == "" {
				return apperr.Input(fmt.Sprintf("sections.%d.title", i), MsgRequired)
			}
			if err := tooLong(fmt.Sprintf("sections.%d.title", i), title, MaxSectionTitle); err != nil {
				return err
			}
			if err := tooLong(fmt.Sprintf("sections.%d.text", i), text, MaxSectionText); err != nil {
				return err
			}
			a.Sections = append(a.Sections, &model.AgreementSection{ID: keepID(sd.ID, old, func(x *model.AgreementSection) string { return x.ID }), AgreementID: a.ID, Position: i, Title: title, Text: text})
		}
	}
	var contactIDs []string
	if d.Parties != nil {
		if len(*d.Parties) > MaxParties {
			return apperr.Inputf("parties", "At most %d parties", MaxParties)
		}
		old := a.Parties
		a.Parties = make([]*model.AgreementParty, 0, len(*d.Parties))
		for i, pd := range *d.Parties {
			cid := strings.TrimSpace(pd.ContactID)
			if cid == "" {
				return apperr.Input(fmt.Sprintf("parties.%d.contactId", i), MsgRequired)
			}
			ref, name := strings.TrimSpace(pd.Ref), strings.TrimSpace(pd.Name)
			if err := tooLong(fmt.Sprintf("parties.%d.ref", i), ref, MaxName); err != nil {
				return err
			}
			if err := tooLong(fmt.Sprintf("parties.%d.name", i), name, MaxName); err != nil {
				return err
			}
			contactIDs = append(contactIDs, cid)
			a.Parties = append(a.Parties, &model.AgreementParty{ID: keepID(pd.ID, old, func(x *model.AgreementParty) string { return x.ID }), AgreementID: a.ID, Position: i, Ref: ref, Name: name, ContactID: cid})
		}
	}
	if d.ContactID != nil {
		a.ContactID = trimmedID(*d.ContactID)
		if a.ContactID != nil {
			contactIDs = append(contactIDs, *a.ContactID)
		}
	}
	if d.Beneficiaries != nil {
		a.Beneficiaries = []model.Beneficiary{}
		for _, id := range *d.Beneficiaries {
			if id = strings.TrimSpace(id); id != "" && !slices.ContainsFunc(a.Beneficiaries, func(b model.Beneficiary) bool { return b.ContactID == id }) {
				a.Beneficiaries = append(a.Beneficiaries, model.Beneficiary{ContactID: id})
				contactIDs = append(contactIDs, id)
			}
		}
	}
	if len(contactIDs) > 0 {
		names, err := refs.ContactNames(ctx, contactIDs)
		if err != nil {
			return err
		}
		for _, id := range contactIDs {
			if _, ok := names[id]; !ok {
				return apperr.Input("contactId", "Contact not found")
			}
		}
		for _, p := range a.Parties {
			if n, ok := names[p.ContactID]; ok {
				p.ContactName = n
			}
		}
		for i, b := range a.Beneficiaries {
			if n, ok := names[b.ContactID]; ok {
				a.Beneficiaries[i].FullName = n
			}
		}
	}
	if d.Attachments != nil {
		if len(*d.Attachments) > MaxAttachments {
			return apperr.Inputf("attachments", "At most %d attachments", MaxAttachments)
		}
		old := a.Attachments
		a.Attachments = make([]*model.AgreementAttachment, 0, len(*d.Attachments))
		var fileIDs []string
		for i, ad := range *d.Attachments {
			fid := strings.TrimSpace(ad.FileID)
			if fid == "" {
				return apperr.Input(fmt.Sprintf("attachments.%d.fileId", i), MsgRequired)
			}
			ref, name := strings.TrimSpace(ad.Ref), strings.TrimSpace(ad.Name)
			if err := tooLong(fmt.Sprintf("attachments.%d.name", i), name, MaxName); err != nil {
				return err
			}
			fileIDs = append(fileIDs, fid)
			a.Attachments = append(a.Attachments, &model.AgreementAttachment{ID: keepID(ad.ID, old, func(x *model.AgreementAttachment) string { return x.ID }), AgreementID: a.ID, Position: i, Ref: ref, Name: name, FileID: fid})
		}
		if err := s.checkAttachments(ctx, a, old, fileIDs); err != nil {
			return err
		}
	}
	return nil
}

// checkAttachments refuses a file that is not an agreement file uploaded for a (type
// AGREEMENT_FILE, attached to a) unless a already carries it: an attachment copied from a
// template or an earlier version keeps its file, attached to where it was first uploaded.
func (s *Service) checkAttachments(ctx context.Context, a *model.Agreement, old []*model.AgreementAttachment, fileIDs []string) error {
	if len(fileIDs) == 0 {
		return nil
	}
	files, err := s.store.Files(ctx, fileIDs)
	if err != nil {
		return err
	}
	for i, id := range fileIDs {
		f := files[id]
		if f == nil {
			return apperr.Input(fmt.Sprintf("attachments.%d.fileId", i), MsgFileNotFound)
		}
		if slices.ContainsFunc(old, func(at *model.AgreementAttachment) bool { return at.FileID == id }) {
			continue
		}
		if f.Type != model.FileTypeAgreementFile || f.AttachedTo == nil || *f.AttachedTo != a.ID {
			return apperr.Input(fmt.Sprintf("attachments.%d.fileId", i), MsgFileNotForAgreement)
		}
	}
	return nil
}

// keepID keeps id when it names one of old's rows, else makes a new one.
func keepID[T any](id string, old []T, idOf func(T) string) string {
	if id != "" && slices.ContainsFunc(old, func(x T) bool { return idOf(x) == id }) {
		return id
	}
	return newID()
}

func trimmedID(p *string) *string {
	if p == nil {
		return nil
	}
	v := strings.TrimSpace(*p)
	if v == "" {
		return nil
	}
	return &v
}

// Transitions staff make.
const (
	ToPreview   = "PREVIEW"
	ToPreparing = "PREPARING"
	ToSigning   = "SIGNING"
	ToCancelled = "CANCELLED"
)

// Move moves an agreement of kind to status to (PREVIEW, PREPARING, SIGNING or CANCELLED; reason
// is required for CANCELLED).
func (s *Service) Move(ctx context.Context, kind, id, to, reason string) (*model.Agreement, error) {
	cur, err := s.getKind(ctx, kind, id)
	if err != nil {
		return nil, err
	}
	// The store writes the move's audit entry in its transaction, only when the move is made.
	if k := moveKinds[to]; k != "" {
		ch := audit.Changes{}.Add("status", cur.Status, to)
		if to == ToCancelled {
			ch = ch.Add("cancelReason", cur.CancelReason, strings.TrimSpace(reason))
		}
		ctx, _ = s.Audit.Attach(ctx, audit.Entry{Kind: k, TargetType: audit.TargetAgreement, TargetID: id, TargetLabel: agreementLabel(cur), Changes: ch})
	}
	var mails []*model.OutboxMail
	a, err := s.store.Change(ctx, id, func(a *model.Agreement) (Changes, error) {
		from := a.Status
		bad := apperr.Newf(apperr.BadUserInput, MsgBadTransition, from, to)
		now := s.now()
		ch := Changes{Row: true}
		switch to {
		case ToPreview:
			if from != model.AgreementPreparing {
				return Changes{}, bad
			}
		case ToPreparing:
			switch from {
			case model.AgreementPreview:
			case model.AgreementSigning:
				if Touched(a) {
					return Changes{}, apperr.New(apperr.BadUserInput, MsgLocked)
				}
				a.Content, a.ContentHash, a.NextReminderAt, a.SigningStartedAt = "", "", nil, nil
			default:
				return Changes{}, bad
			}
		case ToSigning:
			if from != model.AgreementPreparing && from != model.AgreementPreview {
				return Changes{}, bad
			}
			if err := readyToSign(a); err != nil {
				return Changes{}, err
			}
			content, hash, err := Freeze(a)
			if err != nil {
				return Changes{}, err
			}
			a.Content, a.ContentHash, a.RemindersSent, a.SigningStartedAt = content, hash, 0, &now
			if a.ReminderDays > 0 {
				next := now.Add(time.Duration(a.ReminderDays) * 24 * time.Hour)
				a.NextReminderAt = &next
			}
			a.Status, ch.Content = to, true
			for _, p := range a.Parties {
				ms, err := s.partyMails(a, p, kindSigning)
				if err != nil {
					return Changes{}, err
				}
				ch.Mails = append(ch.Mails, ms...)
			}
		case ToCancelled:
			if from == model.AgreementSigned || from == model.AgreementCancelled {
				return Changes{}, bad
			}
			reason = strings.TrimSpace(reason)
			if reason == "" {
				return Changes{}, apperr.Input("reason", MsgCancelReason)
			}
			if err := tooLong("reason", reason, MaxCancelReason); err != nil {
				return Changes{}, err
			}
			a.CancelReason, a.NextReminderAt = reason, nil
		case model.AgreementSigned:
			// SIGNED is a status, but only the last signature or initial brings it.
			return Changes{}, bad
		default:
			return Changes{}, apperr.Input("status", "Unknown status")
		}
		a.Status, a.UpdatedAt = to, now
		mails = ch.Mails
		return ch, nil
	})
	if err != nil {
		return nil, err
	}
	for _, m := range mails {
		s.mailer.DeliverQueued(m)
	}
	return a, nil
}

func readyToSign(a *model.Agreement) error {
	if a.IsTemplate {
		return apperr.New(apperr.BadUserInput, MsgTemplateSigning)
	}
	if len(a.Parties) == 0 {
		return apperr.New(apperr.BadUserInput, MsgNoParties)
	}
	for _, p := range a.Parties {
		if p.ContactID == "" {
			return apperr.New(apperr.BadUserInput, MsgNoParties)
		}
	}
	if len(a.Sections) == 0 {
		return apperr.New(apperr.BadUserInput, MsgNoSections)
	}
	for _, at := range a.Attachments {
		// The content freezes each file's SHA-256: a file that is gone, or was never hashed,
		// cannot be vouched for.
		if at.File == nil || at.File.DeletedAt != nil || at.File.SHA256 == nil || *at.File.SHA256 == "" {
			return apperr.Newf(apperr.BadUserInput, MsgAttachmentMissing, at.Name)
		}
	}
	switch a.Kind {
	case model.AgreementLoan:
		if a.ProjectID == nil || a.Amount <= 0 {
			return apperr.New(apperr.BadUserInput, MsgNoAmount)
		}
	case model.AgreementMOU:
		if a.Role == "" || a.PeopleGroupID == nil || a.ContactID == nil {
			return apperr.New(apperr.BadUserInput, MsgNoMOUFields)
		}
	}
	return nil
}

// NewVersion copies an agreement's content into a new agreement, one version up, in PREPARING;
// the old one stays as it is (cancel it if it no longer holds).
func (s *Service) NewVersion(ctx context.Context, kind, id string) (*model.Agreement, error) {
	old, err := s.getKind(ctx, kind, id)
	if err != nil {
		return nil, err
	}
	now := s.now()
	a := &model.Agreement{
		ID: newID(), Kind: kind, Status: model.AgreementPreparing, Version: old.Version + 1,
		PreviousVersionID: &old.ID, Language: old.Language, VerifyCode: newVerifyCode(), CreatedAt: now, UpdatedAt: now,
	}
	copyContent(a, old)
	ctx, _ = s.Audit.Attach(ctx, audit.Entry{Kind: audit.KindAgreementNewVersion, TargetType: audit.TargetAgreement, TargetID: a.ID,
		TargetLabel: agreementLabel(a), Changes: audit.Changes{}.Add("version", fmt.Sprint(old.Version), fmt.Sprint(a.Version)).Add("previousVersionId", "", old.ID)})
	if err := s.store.CreateAgreement(ctx, a); err != nil {
		return nil, err
	}
	return s.store.GetAgreement(ctx, a.ID)
}

// Remind mails one unsigned party again, at most once an hour.
func (s *Service) Remind(ctx context.Context, kind, id, partyID string) (*model.Agreement, error) {
	if _, err := s.getKind(ctx, kind, id); err != nil {
		return nil, err
	}
	var mails []*model.OutboxMail
	a, err := s.store.Change(ctx, id, func(a *model.Agreement) (Changes, error) {
		if a.Status != model.AgreementSigning {
			return Changes{}, apperr.New(apperr.BadUserInput, MsgNotSigning)
		}
		p := Party(a, partyID)
		if p == nil {
			return Changes{}, apperr.Input("partyId", MsgUnknownParty)
		}
		if err := remindable(p, s.now()); err != nil {
			return Changes{}, err
		}
		ms, err := s.partyMails(a, p, kindReminder)
		if err != nil {
			return Changes{}, err
		}
		mails = ms
		return Changes{Mails: ms, Reminded: []string{p.ID}, RemindedAt: s.now()}, nil
	})
	if err != nil {
		return nil, err
	}
	for _, m := range mails {
		s.mailer.DeliverQueued(m)
	}
	return a, nil
}

// RemindOff says why a party cannot be reminded now ("" when it can).
func RemindOff(a *model.Agreement, p *model.AgreementParty, now time.Time) string {
	if a.Status != model.AgreementSigning {
		return MsgNotSigning
	}
	if err := remindable(p, now); err != nil {
		return err.Error()
	}
	return ""
}

func remindable(p *model.AgreementParty, now time.Time) error {
	if p.SignedAt != nil {
		return apperr.New(apperr.BadUserInput, MsgPartySigned)
	}
	if len(p.Emails) == 0 {
		return apperr.New(apperr.BadUserInput, MsgNoAddress)
	}
	if p.RemindedAt != nil && now.Sub(*p.RemindedAt) < RemindEvery {
		return apperr.New(apperr.BadUserInput, MsgRemindTooSoon)
	}
	return nil
}

// SendDueReminders sends the automatic reminders due now: every unsigned party of each
// agreement claimed (each agreement is claimed by one instance only). It answers how many
// agreements it reminded.
func (s *Service) SendDueReminders(ctx context.Context) (int, error) {
	ids, err := s.store.DueReminders(ctx, s.now(), 50, MaxReminders)
	if err != nil {
		return 0, err
	}
	sent := 0
	for _, id := range ids {
		var mails []*model.OutboxMail
		_, err := s.store.Change(ctx, id, func(a *model.Agreement) (Changes, error) {
			if a.Status != model.AgreementSigning {
				return Changes{}, nil
			}
			now := s.now()
			ch := Changes{RemindedAt: now}
			for _, p := range a.Parties {
				if p.SignedAt != nil || len(p.Emails) == 0 {
					continue
				}
				ms, err := s.partyMails(a, p, kindReminder)
				if err != nil {
					return Changes{}, err
				}
				ch.Mails = append(ch.Mails, ms...)
				ch.Reminded = append(ch.Reminded, p.ID)
			}
			mails = ch.Mails
			return ch, nil
		})
		if err != nil {
			return sent, err
		}
		for _, m := range mails {
			s.mailer.DeliverQueued(m)
		}
		if len(mails) > 0 {
			sent++
		}
	}
	return sent, nil
}

// Count counts agreements for staff.
func (s *Service) Count(ctx context.Context, f Filter) (int, error) {
	_, n, err := s.store.ListAgreements(ctx, f, db.ListPage{Limit: 1})
	return n, err
}

// ReminderCheckEvery is how often RunReminders looks for due reminders.
const ReminderCheckEvery = 15 * time.Minute

// RunReminders sends the automatic reminders until ctx ends; log reports failures.
func (s *Service) RunReminders(ctx context.Context, log func(msg string, args ...any)) {
	t := time.NewTicker(ReminderCheckEvery)
	defer t.Stop()
	for {
		if n, err := s.SendDueReminders(ctx); err != nil && ctx.Err() == nil {
			log("agreement: send reminders", "reminded", n, "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// moveKinds are the audit trail's kinds of the moves staff make (a preview is not recorded: it
// changes nothing anyone signs).
var moveKinds = map[string]string{
	ToPreparing: audit.KindAgreementPreparing,
	ToSigning:   audit.KindAgreementSigning,
	ToCancelled: audit.KindAgreementCancelled,
}

// agreementLabel names an agreement in the audit trail: its name and version.
func agreementLabel(a *model.Agreement) string {
	return fmt.Sprintf("%s (v%d)", a.Name, a.Version)
}
