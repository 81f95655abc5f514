package agreement

import (
	"context"
	"errors"
	"regexp"
	"strings"
	"time"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/model"
)

// /verify/{code} is public: anyone holding a PDF (its QR code names the page) sees what the
// certificate says, without the IP addresses and user names the certificate keeps for finance,
// and can check a PDF file against the ones Reach served (docs/agreements.md).

// MsgVerifyNotFound is the answer to an unknown code.
const MsgVerifyNotFound = "No agreement has this verification code."

var (
	verifyCodePattern = regexp.MustCompile(`^[a-z2-7]{24}$`)
	sha256Pattern     = regexp.MustCompile(`^[0-9a-f]{64}$`)
)

// Verification is what /verify shows of an agreement.
type Verification struct {
	Kind, Name string
	Version    int
	Status     string // the status as people read it
	// ContentHash is empty until signing starts (nothing is frozen).
	ContentHash   string
	FinalizedDate *time.Time
	Parties       []VerifiedParty
	Marks         []VerifiedMark
	Sections      int
	// Damaged tells that the stored content no longer matches its hash: nothing of it is shown.
	Damaged bool
}

// VerifiedParty is a party and whether it has signed.
type VerifiedParty struct {
	Party, Contact string
	SignedAt       *time.Time
}

// VerifiedMark is a signature or initials as the public page shows them.
type VerifiedMark struct {
	What, Party, Contact, Method string
	At                           time.Time
}

// PDFCheck answers whether Reach served a PDF for an agreement, and of which state.
type PDFCheck struct {
	Issued     bool
	Status     string // the status as people read it, when issued
	Signatures int
	Initials   int
	// IssuedAt is when Reach first served that PDF.
	IssuedAt time.Time
	// Current tells whether the PDF shows the agreement as it is now.
	Current bool
}

// byCode loads the agreement a verification code names; NOT_FOUND for a malformed or unknown
// code, a deleted agreement or a template (a template never enters signing).
func (s *Service) byCode(ctx context.Context, code string) (*model.Agreement, error) {
	nf := apperr.New(apperr.NotFound, MsgVerifyNotFound)
	code = strings.ToLower(code)
	if !verifyCodePattern.MatchString(code) {
		return nil, nf // no query for what cannot be a code
	}
	a, err := s.store.AgreementByVerifyCode(ctx, code)
	if errors.Is(err, db.ErrNotFound) {
		return nil, nf
	}
	if err != nil {
		return nil, err
	}
	if a.DeletedAt != nil || a.IsTemplate {
		return nil, nf
	}
	return a, nil
}

// Verify answers what /verify/{code} shows, in the request's language (i18n.FromContext).
// Signed out is fine.
func (s *Service) Verify(ctx context.Context, code string) (*Verification, error) {
	a, err := s.byCode(ctx, code)
	if err != nil {
		return nil, err
	}
	lang := i18n.FromContext(ctx)
	v := &Verification{Kind: KindLabel(lang, a.Kind), Name: a.Name, Version: a.Version, Status: StatusLabel(lang, a.Status), FinalizedDate: a.FinalizedDate}
	if a.Content != "" && !Intact(a) {
		v.Damaged = true
		return v, nil
	}
	c, err := FrozenContent(a)
	if err != nil || c == nil {
		// Not frozen: name, kind, version and status only.
		return v, err
	}
	v.Name, v.ContentHash, v.Sections = c.Name, a.ContentHash, len(c.Sections)
	for _, cp := range c.Parties {
		vp := VerifiedParty{Party: firstOf(cp.Ref, cp.Name, cp.ContactName), Contact: cp.ContactName}
		if p := Party(a, cp.ID); p != nil {
			vp.SignedAt = p.SignedAt
		}
		v.Parties = append(v.Parties, vp)
	}
	for _, r := range Records(lang, a, c) {
		v.Marks = append(v.Marks, VerifiedMark{What: r.What, Party: r.Party, Contact: r.Contact, Method: r.Method, At: r.At})
	}
	return v, nil
}

// CheckPDF answers whether Reach served the PDF whose SHA-256 is sha for the agreement code
// names. A hash served for another agreement answers "not issued", as an unknown one does.
func (s *Service) CheckPDF(ctx context.Context, code, sha string) (*PDFCheck, error) {
	sha = strings.ToLower(sha)
	if !sha256Pattern.MatchString(sha) {
		return nil, apperr.Input("sha256", "A SHA-256 is 64 hexadecimal characters.")
	}
	a, err := s.byCode(ctx, code)
	if err != nil {
		return nil, err
	}
	rec, err := s.store.AgreementPDF(ctx, sha)
	if errors.Is(err, db.ErrNotFound) || (err == nil && rec.AgreementID != a.ID) {
		return &PDFCheck{}, nil
	}
	if err != nil {
		return nil, err
	}
	signatures, initials := Counts(a)
	return &PDFCheck{
		Issued: true, Status: StatusLabel(i18n.FromContext(ctx), rec.Status), Signatures: rec.Signatures, Initials: rec.Initials, IssuedAt: rec.CreatedAt,
		Current: rec.Status == a.Status && rec.Signatures == signatures && rec.Initials == initials,
	}, nil
}
