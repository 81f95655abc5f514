// Package pdf draws an agreement for finance: a Letter-size PDF of the frozen content with every
// party's initials and signature in the font they chose, then a certificate page (content
// SHA-256, each signature and initial with who, when, how and from where, and a QR code to
// /verify). It holds no rules: the agreement domain decides what a Document says and when one
// may be drawn (docs/agreements.md).
//
// One font is embedded: Noto Sans's Latin subset, for the text (headings are the same face,
// stroked). Everything else - initials and signatures in their signature fonts, and any
// character of the body's other subsets (Polish, Vietnamese, Cyrillic, Greek) and of Noto Sans
// Arabic - is drawn as the outlines of its glyphs, read from the TTFs, with the same text
// invisible over them in the embedded face (whose ToUnicode map is the identity, so the text
// searches, copies and reads back with pdftotext). Each embedded font costs a render
// milliseconds; an outline, microseconds. Right-to-left text is shaped and set in visual order,
// and a right-to-left document's layout is mirrored (bidi.go).
//
// The output is byte-stable: the same Document gives the same bytes (sorted catalog, fixed
// dates, no random ids), so a PDF's SHA-256 names the state it was drawn from.
package pdf

import "time"

// Document is what the PDF shows.
type Document struct {
	// Lang is the language of the labels, status words, certificate and dates (an i18n code;
	// English when empty). What staff typed is drawn as typed.
	Lang string
	// Organisation heads the first page ("Reach").
	Organisation string
	// Kind is the agreement's kind as people read it ("Loan Agreement").
	Kind    string
	Name    string
	Version int
	// Status is the status as people read it ("Signing"); Banner, when set, is written in red
	// at the top of every page ("Partly signed — not final").
	Status string
	Banner string
	// Notes follow the status on the first page (a cancellation's reason).
	Notes []string
	// Details are the frozen details, one label and value each.
	Details     []Detail
	Attachments []Attachment
	Sections    []Section
	Parties     []Party
	// ContentHash is the SHA-256 of the frozen content.
	ContentHash string
	// AgreementID names the agreement on the certificate.
	AgreementID string
	// Records are the certificate's rows: every signature and initial.
	Records []Record
	// VerifyURL is where the QR code leads.
	VerifyURL string
	// Date is the PDF's creation and modification date.
	Date time.Time
}

// Detail is one labelled value.
type Detail struct{ Label, Value string }

// Attachment is a frozen attachment: its name, its file's name and SHA-256.
type Attachment struct{ Name, Filename, SHA256 string }

// Section is a section and the initials of every party on it, in the parties' order.
type Section struct {
	Title, Text string
	Initials    []Initial
}

// Initial is one party's initials on a section; Mark is nil when they have not initialled it.
type Initial struct {
	Party string
	Mark  *Mark
}

// Mark is typed text drawn in a signature font, and when it was given.
type Mark struct {
	Text, Font string
	At         time.Time
}

// Party is one who signs; Signature is nil until they sign.
type Party struct {
	Ref, Name, Contact string
	Signature          *Mark
}

// Record is a certificate row.
type Record struct {
	// What is "Signature" or "Initials on 2. Repayment".
	What    string
	Party   string
	Contact string
	User    string
	At      time.Time
	Method  string
	IP      string
	// ContentHash is the hash recorded with the mark; shown only when it differs from the
	// document's.
	ContentHash string
}
