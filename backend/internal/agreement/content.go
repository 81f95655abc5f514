package agreement

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"time"

	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Content is what entering SIGNING freezes: everything a party reads and agrees to. Its JSON
// (struct fields in this order, no HTML escaping, times in RFC 3339 UTC) is canonical: the same
// agreement always gives the same bytes, and their SHA-256 is the content hash recorded with
// every signature and initial.
type Content struct {
	ID            string                     `json:"id"`
	Kind          string                     `json:"kind"`
	Name          string                     `json:"name"`
	Version       int                        `json:"version"`
	ApprovalDate  *string                    `json:"approvalDate"`
	Project       *model.AgreementProjectRef `json:"project,omitempty"`
	Amount        int64                      `json:"amount"`
	Terms         string                     `json:"terms"`
	PaySchedule   string                     `json:"paySchedule"`
	Beneficiaries []model.Beneficiary        `json:"beneficiaries"`
	Role          string                     `json:"role,omitempty"`
	PeopleGroup   *model.AgreementGroupRef   `json:"peopleGroup,omitempty"`
	Contact       *model.AgreementContactRef `json:"contact,omitempty"`
	Parties       []ContentParty             `json:"parties"`
	Sections      []ContentSection           `json:"sections"`
	Attachments   []ContentAttachment        `json:"attachments"`
	// Language is the language of the PDF's labels and certificate, frozen with the text;
	// English is left out (content frozen before agreements had a language reads as English).
	Language string `json:"language,omitempty"`
}

// Lang is the language c's PDF is drawn in.
func (c *Content) Lang() string {
	if c == nil || c.Language == "" {
		return i18n.English
	}
	return c.Language
}

// ContentParty is a party as frozen.
type ContentParty struct {
	ID          string `json:"id"`
	Ref         string `json:"ref"`
	Name        string `json:"name"`
	ContactID   string `json:"contactId"`
	ContactName string `json:"contactName"`
}

// ContentSection is a section as frozen.
type ContentSection struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	Text  string `json:"text"`
}

// ContentAttachment is an attachment as frozen, with its file's SHA-256.
type ContentAttachment struct {
	ID       string `json:"id"`
	Ref      string `json:"ref"`
	Name     string `json:"name"`
	FileID   string `json:"fileId"`
	Filename string `json:"filename"`
	SHA256   string `json:"sha256"`
}

// ContentOf is a's content as it reads now.
func ContentOf(a *model.Agreement) Content {
	c := Content{
		ID: a.ID, Kind: a.Kind, Name: a.Name, Version: a.Version,
		Amount: a.Amount, Terms: a.Terms, PaySchedule: a.PaySchedule, Beneficiaries: a.Beneficiaries,
		Role: a.Role, Project: a.Refs.Project, PeopleGroup: a.Refs.PeopleGroup, Contact: a.Refs.Contact,
		Parties: []ContentParty{}, Sections: []ContentSection{}, Attachments: []ContentAttachment{},
	}
	if a.Language != i18n.English {
		c.Language = a.Language
	}
	if c.Beneficiaries == nil {
		c.Beneficiaries = []model.Beneficiary{}
	}
	if a.ApprovalDate != nil {
		d := a.ApprovalDate.UTC().Format(time.RFC3339)
		c.ApprovalDate = &d
	}
	for _, p := range a.Parties {
		c.Parties = append(c.Parties, ContentParty{ID: p.ID, Ref: p.Ref, Name: p.Name, ContactID: p.ContactID, ContactName: p.ContactName})
	}
	for _, s := range a.Sections {
		c.Sections = append(c.Sections, ContentSection{ID: s.ID, Title: s.Title, Text: s.Text})
	}
	for _, at := range a.Attachments {
		ca := ContentAttachment{ID: at.ID, Ref: at.Ref, Name: at.Name, FileID: at.FileID, SHA256: at.SHA256}
		if at.File != nil {
			ca.Filename = at.File.Filename
			if at.File.SHA256 != nil {
				ca.SHA256 = *at.File.SHA256
			}
		}
		c.Attachments = append(c.Attachments, ca)
	}
	return c
}

// Canonical is c's canonical JSON.
func Canonical(c Content) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(c); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// Hash is the hex SHA-256 of b.
func Hash(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// Freeze answers a's canonical content and its hash, and records each attachment's file hash
// on it.
func Freeze(a *model.Agreement) (string, string, error) {
	c := ContentOf(a)
	for i, at := range a.Attachments {
		at.SHA256 = c.Attachments[i].SHA256
	}
	b, err := Canonical(c)
	if err != nil {
		return "", "", err
	}
	return string(b), Hash(b), nil
}

// FrozenContent reads back the content an agreement froze (nil before SIGNING).
func FrozenContent(a *model.Agreement) (*Content, error) {
	if a.Content == "" {
		return nil, nil
	}
	var c Content
	if err := json.Unmarshal([]byte(a.Content), &c); err != nil {
		return nil, err
	}
	return &c, nil
}

// Intact tells whether the stored content still has the recorded hash.
func Intact(a *model.Agreement) bool {
	return a.Content != "" && Hash([]byte(a.Content)) == a.ContentHash
}
