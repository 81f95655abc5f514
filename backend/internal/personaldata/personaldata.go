// Package personaldata answers a person's request for what Reach holds about them: one zip, drawn
// for the signed-in user alone, with their profile and photo, the contacts they belong to, the
// gifts their own contact gave (each receipt as PDF), their monthly gifts, adoptions and
// sponsorships, the reports they wrote as stored, and the agreements they are a party to (the
// signed PDF when there is one).
//
// Whose data: the user's own contact only. The portal's selected account (the Contact header)
// never widens it: a household's or an organisation's gifts and agreements belong to every member
// and are read in My Giving and Agreements with that account selected; here a household or an
// organisation appears only by its name and id, never with another member's email or phone.
//
// The zip is written as it is drawn (Export.Write): the gifts are read a page at a time and each
// receipt is rendered, written and dropped before the next, so memory stays bounded whatever the
// number of gifts. docs/operations.md, "A person's data".
package personaldata

import (
	"archive/zip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/reachmissions/reach/backend/internal/agreement"
	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/giving"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/storage"
)

// Store is what the export reads.
type Store interface {
	db.RateLimit
	GetUserByID(ctx context.Context, id string) (*model.User, error)
	GetUserContacts(ctx context.Context, contactID string) (db.UserContacts, error)
	ListPayments(ctx context.Context, q db.PaymentQuery) ([]*model.Payment, int, error)
	ListRecurringPayments(ctx context.Context, payers []string, limit int) ([]*model.RecurringPayment, error)
	ListAdoptions(ctx context.Context, q db.AdoptionQuery) ([]*model.Adoption, int, error)
	ListProjectSponsorships(ctx context.Context, q db.ProjectSponsorshipQuery) ([]*model.ProjectSponsorship, int, error)
	ListReports(ctx context.Context, f db.ReportFilter, p db.ListPage) ([]*model.Report, int, error)
	ListAgreements(ctx context.Context, f db.AgreementFilter, p db.ListPage) ([]*model.Agreement, int, error)
	LoadParties(ctx context.Context, as []*model.Agreement) error
}

// Receipts draws a gift's receipt for the signed-in donor (*giving.Service).
type Receipts interface {
	MyReceipt(ctx context.Context, paymentID string) (*giving.PDFFile, error)
}

// AgreementPDFs draws an agreement's PDF for the signed-in party (*agreement.Service).
type AgreementPDFs interface {
	PDF(ctx context.Context, id string) (*agreement.PDFFile, error)
}

// Photos reads the user's profile photo (*file.Service): Get answers a file the viewer may see.
type Photos interface {
	Get(ctx context.Context, id string) (*model.File, error)
	Store() storage.Store
}

// LimitExport bounds exports: 5 an hour for one user. Each draws every receipt the person has, so
// a script asking again and again would keep the instance's render slots busy.
var LimitExport = struct {
	Name   string
	Max    int
	Window time.Duration
}{"personal-data-export", 5, time.Hour}

// PageSize is how many gifts or reports are read at once.
const PageSize = 100

// MaxRecurring bounds the monthly gifts listed (a person has a handful).
const MaxRecurring = 1000

// Service draws exports.
type Service struct {
	Store      Store
	Receipts   Receipts
	Agreements AgreementPDFs
	// Photos, when set, adds the profile photo as it was uploaded.
	Photos Photos
	Now    func() time.Time
}

// New answers a service over store, receipts and agreements.
func New(store Store, receipts Receipts, agreements AgreementPDFs) *Service {
	return &Service{Store: store, Receipts: receipts, Agreements: agreements, Now: time.Now}
}

// Export is one person's export, checked and ready to write.
type Export struct {
	s    *Service
	ctx  context.Context // the viewer narrowed to the user's own contact
	user *model.User
	own  string // the user's own contact
}

// UserID and Username name whose export this is.
func (e *Export) UserID() string   { return e.user.ID }
func (e *Export) Username() string { return e.user.Username }

// Filename is the name the zip is saved under.
func (e *Export) Filename() string {
	return "reach-data-" + e.user.Username + "-" + e.s.Now().UTC().Format("2006-01-02") + ".zip"
}

// Prepare checks who asks (signed in: else UNAUTHENTICATED) and counts the export against
// LimitExport (RATE_LIMITED past it), before anything is written.
func (s *Service) Prepare(ctx context.Context) (*Export, error) {
	v := auth.ViewerFrom(ctx)
	if v == nil || v.UserID == "" {
		return nil, apperr.New(apperr.Unauthenticated, apperr.MsgUnauthenticated)
	}
	bucket := LimitExport.Name + ":user:" + v.UserID
	counts, err := s.Store.HitRateLimit(ctx, LimitExport.Window, s.Now().UTC(), bucket)
	if err != nil {
		return nil, fmt.Errorf("personaldata: count exports: %w", err)
	}
	if counts[bucket] > LimitExport.Max {
		return nil, apperr.New(apperr.RateLimited, apperr.MsgRateLimited)
	}
	u, err := s.Store.GetUserByID(ctx, v.UserID)
	if err != nil {
		return nil, fmt.Errorf("personaldata: load user: %w", err)
	}
	// The selected account never widens the export: the viewer acts for their own contact.
	own := *v
	own.ContactID, own.ContactRefused = u.ContactID, false
	return &Export{s: s, ctx: auth.WithViewer(ctx, &own), user: u, own: u.ContactID}, nil
}

// Files in the zip.
const (
	FileProfile    = "profile.json"
	FileContacts   = "contacts.json"
	FileGifts      = "gifts.json"
	FileRecurring  = "recurring-gifts.json"
	FileAdoptions  = "adoptions.json"
	FileSponsored  = "sponsorships.json"
	FileReports    = "reports.json"
	FileAgreements = "agreements.json"
	DirReceipts    = "receipts/"
	DirAgreements  = "agreements/"
	// FilePhoto is the profile photo's name, before the extension of the file uploaded.
	FilePhoto = "profile-photo"
)

// Write writes the zip to w as it draws it.
func (e *Export) Write(w io.Writer) error {
	z := zip.NewWriter(w)
	steps := []func(*zip.Writer) error{e.profile, e.photo, e.contacts, e.gifts, e.receipts, e.recurring, e.adoptions, e.sponsorships, e.reports, e.agreements}
	for _, step := range steps {
		if err := step(z); err != nil {
			return err
		}
	}
	return z.Close()
}

func (e *Export) now() time.Time { return e.s.Now().UTC() }

func (e *Export) create(z *zip.Writer, name string) (io.Writer, error) {
	return z.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Deflate, Modified: e.now()})
}

func (e *Export) writeJSON(z *zip.Writer, name string, v any) error {
	f, err := e.create(z, name)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(f)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// Profile is profile.json: the user as Reach holds them, without the password hash, tokens or
// sessions.
type Profile struct {
	ID                string     `json:"id"`
	Username          string     `json:"username"`
	Name              string     `json:"name"`
	Email             string     `json:"email"`
	EmailVerified     bool       `json:"emailVerified"`
	Phone             string     `json:"phone"`
	Language          string     `json:"language"`
	Newsletter        bool       `json:"newsletter"`
	Roles             []string   `json:"roles"`
	SignsInWithGoogle bool       `json:"signsInWithGoogle"`
	HasProfilePhoto   bool       `json:"hasProfilePhoto"`
	CreatedAt         time.Time  `json:"createdAt"`
	LastSignInAt      *time.Time `json:"lastSignInAt"`
	ExportedAt        time.Time  `json:"exportedAt"`
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func (e *Export) profile(z *zip.Writer) error {
	u := e.user
	roles := []string{}
	for _, r := range u.Roles {
		roles = append(roles, r.Role)
	}
	return e.writeJSON(z, FileProfile, Profile{
		ID: u.ID, Username: u.Username, Name: u.Name, Email: u.Email, EmailVerified: u.EmailVerified, Phone: deref(u.Phone),
		Language: u.Language, Newsletter: u.Newsletter, Roles: roles, SignsInWithGoogle: u.GoogleSubject != nil,
		HasProfilePhoto: u.ProfilePhotoID != nil, CreatedAt: u.CreatedAt, LastSignInAt: u.LastSignInAt,
		ExportedAt: e.now(),
	})
}

// photoExt names the photo's file by its type (never by the name it was uploaded under).
var photoExt = map[string]string{"image/jpeg": ".jpg", "image/png": ".png", "image/webp": ".webp", "image/gif": ".gif", "image/heic": ".heic"}

// photo copies the profile photo as it was uploaded, streamed from the file store. A photo whose
// file is gone is left out (profile.json says there is one).
func (e *Export) photo(z *zip.Writer) error {
	if e.s.Photos == nil || e.user.ProfilePhotoID == nil {
		return nil
	}
	f, err := e.s.Photos.Get(e.ctx, *e.user.ProfilePhotoID)
	if apperr.As(err) != nil && apperr.As(err).Code == apperr.NotFound {
		return nil
	}
	if err != nil {
		return fmt.Errorf("personaldata: load profile photo: %w", err)
	}
	body, _, err := e.s.Photos.Store().Open(e.ctx, f.S3Key)
	if errors.Is(err, storage.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("personaldata: open profile photo: %w", err)
	}
	defer body.Close()
	w, err := z.CreateHeader(&zip.FileHeader{Name: FilePhoto + photoExt[f.ContentType], Method: zip.Store, Modified: e.now()})
	if err != nil {
		return err
	}
	_, err = io.Copy(w, body)
	return err
}

// Contact is a contact in contacts.json: the user's own (its email and phone are the profile's)
// and the households and organisations they belong to, by name only.
type Contact struct {
	ID       string `json:"id"`
	Type     string `json:"type"`
	FullName string `json:"fullName"`
	Role     string `json:"role"`
}

func (e *Export) contacts(z *zip.Writer) error {
	cs, err := e.s.Store.GetUserContacts(e.ctx, e.own)
	if err != nil && !errors.Is(err, db.ErrNotFound) {
		return fmt.Errorf("personaldata: load contacts: %w", err)
	}
	out := []Contact{}
	if c := cs.Contact; c != nil {
		out = append(out, Contact{ID: c.ID, Type: c.Type, FullName: c.FullName, Role: "self"})
	}
	// A household or an organisation: its name only, never its other members' addresses.
	if h := cs.Household; h != nil {
		out = append(out, Contact{ID: h.ID, Type: h.Type, FullName: h.FullName, Role: "member"})
	}
	for _, o := range cs.Organizations {
		out = append(out, Contact{ID: o.ID, Type: o.Type, FullName: o.FullName, Role: "member"})
	}
	return e.writeJSON(z, FileContacts, out)
}

// Gift is one payment in gifts.json.
type Gift struct {
	ID            string    `json:"id"`
	Status        string    `json:"status"`
	AmountCents   int64     `json:"amountUsdCents"`
	Fund          string    `json:"fund"`
	GivenOn       time.Time `json:"givenOn"`
	PaymentMethod string    `json:"paymentMethod"`
	Monthly       bool      `json:"monthly"`
	RefundOf      string    `json:"refundOf,omitempty"`
	Receipt       string    `json:"receipt"`
}

// eachGift calls f with every gift of the user's own contact (failed charges left out: nothing was
// given), oldest first, a page at a time: a gift recorded while the zip is drawn comes last, so
// the pages already read do not shift.
func (e *Export) eachGift(f func(p *model.Payment) error) error {
	for offset := 0; ; offset += PageSize {
		rows, _, err := e.s.Store.ListPayments(e.ctx, db.PaymentQuery{Payers: []string{e.own}, NotStatus: model.PaymentFailed,
			ListPage: db.ListPage{Sort: "givenOn", Offset: offset, Limit: PageSize}})
		if err != nil {
			return fmt.Errorf("personaldata: list gifts: %w", err)
		}
		for _, p := range rows {
			if err := f(p); err != nil {
				return err
			}
		}
		if len(rows) < PageSize {
			return nil
		}
	}
}

func receiptName(p *model.Payment) string { return DirReceipts + p.ID + ".pdf" }

// jsonArray writes a JSON array one element at a time.
type jsonArray struct {
	w     io.Writer
	first bool
}

func (a *jsonArray) add(v any) error {
	b, err := json.MarshalIndent(v, "  ", "  ")
	if err != nil {
		return err
	}
	sep := ",\n  "
	if a.first {
		sep, a.first = "[\n  ", false
	}
	_, err = io.WriteString(a.w, sep+string(b))
	return err
}

func (a *jsonArray) close() error {
	end := "\n]\n"
	if a.first {
		end = "[]\n"
	}
	_, err := io.WriteString(a.w, end)
	return err
}

func (e *Export) gifts(z *zip.Writer) error {
	f, err := e.create(z, FileGifts)
	if err != nil {
		return err
	}
	arr := &jsonArray{w: f, first: true}
	if err := e.eachGift(func(p *model.Payment) error {
		return arr.add(Gift{ID: p.ID, Status: p.Status, AmountCents: p.USDCentsAmount, Fund: deref(p.FundName), GivenOn: p.GivenOn,
			PaymentMethod: deref(p.PaymentMethodType), Monthly: p.RecurringPaymentID != nil, RefundOf: deref(p.RefundForID), Receipt: receiptName(p)})
	}); err != nil {
		return err
	}
	return arr.close()
}

// receipts writes each gift's receipt, the one the donor downloads in My Giving.
func (e *Export) receipts(z *zip.Writer) error {
	return e.eachGift(func(p *model.Payment) error {
		pdf, err := e.s.Receipts.MyReceipt(e.ctx, p.ID)
		if err != nil {
			return fmt.Errorf("personaldata: receipt %s: %w", p.ID, err)
		}
		f, err := z.CreateHeader(&zip.FileHeader{Name: receiptName(p), Method: zip.Store, Modified: e.now()})
		if err != nil {
			return err
		}
		_, err = f.Write(pdf.Data)
		return err
	})
}

// Recurring is one monthly gift in recurring-gifts.json.
type Recurring struct {
	ID          string     `json:"id"`
	Status      string     `json:"status"`
	AmountCents int64      `json:"amountUsdCents"`
	Fund        string     `json:"fund"`
	Frequency   string     `json:"frequency"`
	StartDate   time.Time  `json:"startDate"`
	EndDate     *time.Time `json:"endDate"`
	CancelledAt *time.Time `json:"cancelledAt"`
}

func (e *Export) recurring(z *zip.Writer) error {
	rows, err := e.s.Store.ListRecurringPayments(e.ctx, []string{e.own}, MaxRecurring)
	if err != nil {
		return fmt.Errorf("personaldata: list monthly gifts: %w", err)
	}
	out := make([]Recurring, 0, len(rows))
	for _, r := range rows {
		out = append(out, Recurring{ID: r.ID, Status: r.Status, AmountCents: r.USDCentsAmount, Fund: deref(r.FundName), Frequency: r.Frequency,
			StartDate: r.StartDate, EndDate: r.EndDate, CancelledAt: r.CancelledAt})
	}
	return e.writeJSON(z, FileRecurring, out)
}

// Adoption is one adoption in adoptions.json.
type Adoption struct {
	ID            string     `json:"id"`
	PeopleGroupID string     `json:"peopleGroupId"`
	Level         string     `json:"level"`
	Status        string     `json:"status"`
	AmountCents   int64      `json:"amountUsdCents"`
	Frequency     string     `json:"frequency"`
	StartDate     *time.Time `json:"startDate"`
	CreatedAt     time.Time  `json:"createdAt"`
}

func (e *Export) adoptions(z *zip.Writer) error {
	f, err := e.create(z, FileAdoptions)
	if err != nil {
		return err
	}
	arr := &jsonArray{w: f, first: true}
	for offset := 0; ; offset += PageSize {
		rows, _, err := e.s.Store.ListAdoptions(e.ctx, db.AdoptionQuery{ContactID: e.own, ListPage: db.ListPage{Sort: "createdAt", Desc: true, Offset: offset, Limit: PageSize}})
		if err != nil {
			return fmt.Errorf("personaldata: list adoptions: %w", err)
		}
		for _, a := range rows {
			if err := arr.add(Adoption{ID: a.ID, PeopleGroupID: a.PeopleGroupID, Level: a.Level, Status: a.Status, AmountCents: a.Amount,
				Frequency: deref(a.DonationFrequency), StartDate: a.StartDate, CreatedAt: a.CreatedAt}); err != nil {
				return err
			}
		}
		if len(rows) < PageSize {
			break
		}
	}
	return arr.close()
}

// Sponsorship is one gift to a holistic project (or the holistic fund) in sponsorships.json.
type Sponsorship struct {
	ID          string     `json:"id"`
	ProjectID   string     `json:"projectId"`
	ProjectName string     `json:"projectName"`
	AmountCents int64      `json:"amountUsdCents"`
	Monthly     bool       `json:"monthly"`
	StartDate   *time.Time `json:"startDate"`
	CreatedAt   time.Time  `json:"createdAt"`
}

func (e *Export) sponsorships(z *zip.Writer) error {
	f, err := e.create(z, FileSponsored)
	if err != nil {
		return err
	}
	arr := &jsonArray{w: f, first: true}
	for offset := 0; ; offset += PageSize {
		rows, _, err := e.s.Store.ListProjectSponsorships(e.ctx, db.ProjectSponsorshipQuery{ContactID: e.own, ListPage: db.ListPage{Sort: "createdAt", Desc: true, Offset: offset, Limit: PageSize}})
		if err != nil {
			return fmt.Errorf("personaldata: list sponsorships: %w", err)
		}
		for _, p := range rows {
			if err := arr.add(Sponsorship{ID: p.ID, ProjectID: p.ProjectID, ProjectName: p.ProjectName, AmountCents: p.Amount, Monthly: p.Recurring,
				StartDate: p.StartDate, CreatedAt: p.CreatedAt}); err != nil {
				return err
			}
		}
		if len(rows) < PageSize {
			break
		}
	}
	return arr.close()
}

// Report is one report in reports.json, as stored, with its status.
type Report struct {
	ID                string          `json:"id"`
	Type              string          `json:"type"`
	Status            string          `json:"status"`
	Quarter           string          `json:"quarter"`
	PeopleGroupID     string          `json:"peopleGroupId,omitempty"`
	HolisticProjectID string          `json:"holisticProjectId,omitempty"`
	Notes             string          `json:"notes"`
	Fields            json.RawMessage `json:"fields"`
	SubmittedAt       *time.Time      `json:"submittedAt"`
	DecidedAt         *time.Time      `json:"decidedAt"`
	DecisionReason    string          `json:"decisionReason,omitempty"`
	CreatedAt         time.Time       `json:"createdAt"`
	UpdatedAt         time.Time       `json:"updatedAt"`
}

func (e *Export) reports(z *zip.Writer) error {
	f, err := e.create(z, FileReports)
	if err != nil {
		return err
	}
	arr := &jsonArray{w: f, first: true}
	for offset := 0; ; offset += PageSize {
		rows, _, err := e.s.Store.ListReports(e.ctx, db.ReportFilter{CreatedBy: e.user.ID}, db.ListPage{Sort: "createdAt", Desc: true, Offset: offset, Limit: PageSize})
		if err != nil {
			return fmt.Errorf("personaldata: list reports: %w", err)
		}
		for _, r := range rows {
			fields := json.RawMessage(r.Fields)
			if !json.Valid(fields) {
				fields = json.RawMessage("{}")
			}
			if err := arr.add(Report{ID: r.ID, Type: r.Type, Status: r.Status, Quarter: r.Quarter, PeopleGroupID: deref(r.PeopleGroupID),
				HolisticProjectID: deref(r.HolisticProjectID), Notes: r.Notes, Fields: fields, SubmittedAt: r.SubmittedAt,
				DecidedAt: r.DecidedAt, DecisionReason: r.DecisionReason, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt}); err != nil {
				return err
			}
		}
		if len(rows) < PageSize {
			break
		}
	}
	return arr.close()
}

// Agreement is one agreement in agreements.json: the user's own party on it.
type Agreement struct {
	ID       string     `json:"id"`
	Kind     string     `json:"kind"`
	Name     string     `json:"name"`
	Status   string     `json:"status"`
	Version  int        `json:"version"`
	Amount   int64      `json:"amountUsdCents,omitempty"`
	PartyRef string     `json:"party"`
	SignedAt *time.Time `json:"signedAt"`
	PDF      string     `json:"pdf,omitempty"`
}

// pdfStatuses are the statuses whose agreement has a PDF that was (or is being) signed.
var pdfStatuses = map[string]bool{model.AgreementSigning: true, model.AgreementSigned: true}

func (e *Export) agreements(z *zip.Writer) error {
	no := false
	as, _, err := e.s.Store.ListAgreements(e.ctx, db.AgreementFilter{PartyContactID: e.own, IsTemplate: &no}, db.ListPage{Sort: "updatedAt", Desc: true, Limit: db.MaxPerPage})
	if err != nil {
		return fmt.Errorf("personaldata: list agreements: %w", err)
	}
	if err := e.s.Store.LoadParties(e.ctx, as); err != nil {
		return fmt.Errorf("personaldata: load parties: %w", err)
	}
	out := []Agreement{}
	var pdfs []*model.Agreement
	for _, a := range as {
		if a.DeletedAt != nil || a.Status == model.AgreementPreparing || a.Status == model.AgreementPreview {
			continue // a draft staff prepare is not yet the person's
		}
		row := Agreement{ID: a.ID, Kind: a.Kind, Name: a.Name, Status: a.Status, Version: a.Version, Amount: a.Amount}
		for _, p := range a.Parties {
			if p.ContactID == e.own {
				row.PartyRef, row.SignedAt = p.Ref, p.SignedAt
			}
		}
		// The PDF names the MOU's contact with their email: only when that contact is the user.
		if pdfStatuses[a.Status] && (a.ContactID == nil || *a.ContactID == e.own) {
			row.PDF = DirAgreements + a.ID + ".pdf"
			pdfs = append(pdfs, a)
		}
		out = append(out, row)
	}
	if err := e.writeJSON(z, FileAgreements, out); err != nil {
		return err
	}
	for _, a := range pdfs {
		f, err := e.s.Agreements.PDF(e.ctx, a.ID)
		if err != nil {
			return fmt.Errorf("personaldata: agreement pdf %s: %w", a.ID, err)
		}
		w, err := z.CreateHeader(&zip.FileHeader{Name: DirAgreements + a.ID + ".pdf", Method: zip.Deflate, Modified: e.now()})
		if err != nil {
			return err
		}
		if _, err := w.Write(f.Content); err != nil {
			return err
		}
	}
	return nil
}
