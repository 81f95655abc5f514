package model

import "time"

// Agreement kinds (agreementType in the schema).
const (
	AgreementLoan = "LOAN_AGREEMENT"
	AgreementMOU  = "MOU"
)

// Agreement statuses (spec/02 §4). Staff move PREPARING ⇄ PREVIEW, either to SIGNING, SIGNING back
// to PREPARING while nothing is signed, and anything but SIGNED to CANCELLED; SIGNING becomes
// SIGNED by itself once every party has signed and initialled every section.
const (
	AgreementPreparing = "PREPARING"
	AgreementPreview   = "PREVIEW"
	AgreementSigning   = "SIGNING"
	AgreementSigned    = "SIGNED"
	AgreementCancelled = "CANCELLED"
)

// MOU roles.
const (
	MOURoleTrainer             = "TRAINER"
	MOURoleFieldWorker         = "FIELD_WORKER"
	MOURoleRegionalCoordinator = "REGIONAL_COORDINATOR"
)

// Beneficiary is a contact a loan benefits, with the name it had when it was named.
type Beneficiary struct {
	ContactID string `json:"contactId"`
	FullName  string `json:"fullName"`
}

// Agreement is a loan agreement or a partnership agreement form (MOU): sections every party
// initials and parties who sign. Entering SIGNING freezes the content (Content, canonical JSON)
// and its SHA-256 (ContentHash), recorded with every signature and initial.
type Agreement struct {
	ID         string `bun:"id,pk"`
	Kind       string `bun:"kind,notnull"`
	Status     string `bun:"status,notnull"`
	Version    int    `bun:"version,notnull,default:1"`
	Name       string `bun:"name,notnull"`
	IsTemplate bool   `bun:"is_template,notnull,default:false"`
	// Language is the language of the agreement's PDF, its certificate and its mails' labels;
	// the text staff typed stays as typed.
	Language          string     `bun:"language,notnull,default:'en'"`
	PreviousVersionID *string    `bun:"previous_version_id"`
	CancelReason      string     `bun:"cancel_reason,notnull,default:''"`
	ApprovalDate      *time.Time `bun:"approval_date"`
	FinalizedDate     *time.Time `bun:"finalized_date"`

	// Loan agreements. Amount is ten-thousandths of a dollar.
	ProjectID     *string       `bun:"project_id"`
	Amount        int64         `bun:"amount,notnull,default:0"`
	Terms         string        `bun:"terms,notnull,default:''"`
	PaySchedule   string        `bun:"pay_schedule,notnull,default:''"`
	Beneficiaries []Beneficiary `bun:"beneficiaries,type:text,notnull"`

	// MOUs.
	Role          string  `bun:"role,notnull,default:''"`
	PeopleGroupID *string `bun:"people_group_id"`
	ContactID     *string `bun:"contact_id"`

	// Content is the canonical JSON frozen on entering SIGNING (empty before); ContentHash is its
	// SHA-256 in hex.
	Content     string `bun:"content,type:text,notnull,default:''"`
	ContentHash string `bun:"content_hash,notnull,default:''"`
	// SigningStartedAt is when the agreement last entered SIGNING (nil before, and again once
	// back in PREPARING): a household's or organisation's member signs for it only if they
	// belonged to it before then.
	SigningStartedAt *time.Time `bun:"signing_started_at"`
	// VerifyCode names the agreement on /verify/{code}; random, not the id.
	VerifyCode string `bun:"verify_code,notnull,unique"`

	// ReminderDays is how often unsigned parties are reminded (0: never); RemindersSent counts
	// the automatic ones (at most MaxReminders); NextReminderAt is when the next one is due.
	ReminderDays   int        `bun:"reminder_days,notnull,default:7"`
	RemindersSent  int        `bun:"reminders_sent,notnull,default:0"`
	NextReminderAt *time.Time `bun:"next_reminder_at"`

	CreatedAt time.Time  `bun:"created_at,notnull"`
	UpdatedAt time.Time  `bun:"updated_at,notnull"`
	DeletedAt *time.Time `bun:"deleted_at"`

	// Filled in by reads.
	Parties     []*AgreementParty      `bun:"-"`
	Sections    []*AgreementSection    `bun:"-"`
	Attachments []*AgreementAttachment `bun:"-"`
	Refs        AgreementRefs          `bun:"-"`
}

// AgreementRefs is what an agreement names, as it reads now: its project, people group and
// contact. Entering SIGNING freezes them into the content.
type AgreementRefs struct {
	Project     *AgreementProjectRef `json:"project,omitempty"`
	PeopleGroup *AgreementGroupRef   `json:"peopleGroup,omitempty"`
	Contact     *AgreementContactRef `json:"contact,omitempty"`
}

// AgreementProjectRef is the part of a holistic project an agreement shows. A project has no
// country of its own: CountryCode and Country are its first impacted people group's (empty when
// it names none; left out of the frozen content then, as in content frozen before they existed).
type AgreementProjectRef struct {
	ID            string `json:"id"`
	ProjectName   string `json:"projectName"`
	TypeOfProject string `json:"typeOfProject"`
	RegionCode    string `json:"regionCode"`
	Region        string `json:"region"`
	Stage         string `json:"stage"`
	CountryCode   string `json:"countryCode,omitempty"`
	Country       string `json:"country,omitempty"`
}

// AgreementGroupRef is the part of a people group an MOU shows.
type AgreementGroupRef struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Country     string `json:"country"`
	CountryCode string `json:"countryCode"`
}

// AgreementContactRef is the part of a contact an MOU shows.
type AgreementContactRef struct {
	ID       string `json:"id"`
	FullName string `json:"fullName"`
	Email    string `json:"email,omitempty"`
}

// AgreementParty is one who signs: a named party (Ref, e.g. "Borrower") bound to a contact.
// Signature, FontName and SignedAt are set once, together, by a conditional update.
type AgreementParty struct {
	ID          string `bun:"id,pk"`
	AgreementID string `bun:"agreement_id,notnull"`
	Position    int    `bun:"position,notnull,default:0"`
	Ref         string `bun:"ref,notnull,default:''"`
	Name        string `bun:"name,notnull,default:''"`
	ContactID   string `bun:"contact_id,notnull"`

	Signature string        `bun:"signature,notnull,default:''"`
	FontName  string        `bun:"font_name,notnull,default:''"`
	SignedAt  *time.Time    `bun:"signed_at"`
	SignedBy  SigningRecord `bun:"embed:signed_"`

	RemindedAt *time.Time `bun:"reminded_at"`

	ContactName string `bun:"contact_name,scanonly"`
	// Emails are where the party's mail goes: the contact's address, else its members'.
	Emails []string `bun:"-"`
}

// SigningRecord is how a signature or initials were given: who, from where, how they had signed
// in, and the content hash they saw.
type SigningRecord struct {
	UserID      string `bun:"user_id,notnull,default:''"`
	UserName    string `bun:"user_name,notnull,default:''"`
	IP          string `bun:"ip,notnull,default:''"`
	UserAgent   string `bun:"user_agent,notnull,default:''"`
	Method      string `bun:"method,notnull,default:''"`
	ContentHash string `bun:"content_hash,notnull,default:''"`
}

// AgreementSection is one section every party initials.
type AgreementSection struct {
	ID          string `bun:"id,pk"`
	AgreementID string `bun:"agreement_id,notnull"`
	Position    int    `bun:"position,notnull,default:0"`
	Title       string `bun:"title,notnull,default:''"`
	Text        string `bun:"text,type:text,notnull,default:''"`

	Initials []*AgreementInitial `bun:"-"`
}

// AgreementInitial is a party's initials on a section: once per section and party.
type AgreementInitial struct {
	ID          string        `bun:"id,pk"`
	AgreementID string        `bun:"agreement_id,notnull"`
	SectionID   string        `bun:"section_id,notnull,unique:agreement_initials_section_party"`
	PartyID     string        `bun:"party_id,notnull,unique:agreement_initials_section_party"`
	Initials    string        `bun:"initials,notnull"`
	FontName    string        `bun:"font_name,notnull"`
	Date        time.Time     `bun:"date,notnull"`
	By          SigningRecord `bun:"embed:by_"`
}

// AgreementAttachment is a file that belongs to an agreement; SHA256 is the file's, frozen with
// the content.
type AgreementAttachment struct {
	ID          string `bun:"id,pk"`
	AgreementID string `bun:"agreement_id,notnull"`
	Position    int    `bun:"position,notnull,default:0"`
	Ref         string `bun:"ref,notnull,default:''"`
	Name        string `bun:"name,notnull,default:''"`
	FileID      string `bun:"file_id,notnull"`
	SHA256      string `bun:"sha256,notnull,default:''"`

	File *File `bun:"-"`
}

// AgreementPDF records a PDF Reach served: /verify tells whether a dropped file is one of them.
type AgreementPDF struct {
	SHA256      string    `bun:"sha256,pk"`
	AgreementID string    `bun:"agreement_id,notnull"`
	Status      string    `bun:"status,notnull"`
	Signatures  int       `bun:"signatures,notnull,default:0"`
	Initials    int       `bun:"initials,notnull,default:0"`
	CreatedAt   time.Time `bun:"created_at,notnull"`
}
