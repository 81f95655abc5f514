package model

import "time"

// Mail statuses.
const (
	MailQueued = "QUEUED"
	MailSent   = "SENT"
	MailFailed = "FAILED"
)

// OutboxMail is every mail Reach sends. Without SMTP it stays QUEUED and staff
// read it in the back office; with SMTP it records the delivery.
type OutboxMail struct {
	ID        string     `bun:"id,pk"`
	To        string     `bun:"to_addr,notnull"`
	Subject   string     `bun:"subject,notnull"`
	TextBody  string     `bun:"text_body,notnull"`
	HTMLBody  *string    `bun:"html_body"`
	Kind      string     `bun:"kind,notnull"`
	Status    string     `bun:"status,notnull"`
	Error     *string    `bun:"error"`
	CreatedAt time.Time  `bun:"created_at,notnull"`
	SentAt    *time.Time `bun:"sent_at"`
	// Attempts counts SMTP delivery attempts since the mail was queued, or
	// resent by staff (a resend starts a new round from 0, bounded by the
	// same backoff).
	Attempts int `bun:"attempts,notnull,default:0"`
	// NextAttemptAt is when SMTP delivery is next due (or, while an attempt
	// runs, when its lease ends). NULL means no delivery is due: outbox-only
	// mail, mail already SENT, or mail that failed for good.
	NextAttemptAt *time.Time `bun:"next_attempt_at"`
	// HiddenLink is set on mail that carries a one-time link (sign-in, reset,
	// verification, invite): it names the link ("sign-in link (hidden)"), and
	// TextBody and HTMLBody show that label in the link's place. Only the
	// person the mail is sent to ever sees the link.
	HiddenLink *string `bun:"hidden_link"`
	// SecretTextBody and SecretHTMLBody are the bodies with the link, kept
	// only while an SMTP delivery is due and read only by the delivery;
	// cleared once the mail is sent or has failed for good. Without SMTP they
	// are never stored: the mail goes to the mail drop folder instead.
	SecretTextBody *string `bun:"secret_text_body"`
	SecretHTMLBody *string `bun:"secret_html_body"`
	// AttachmentName, AttachmentType and Attachment are the one file a mail
	// may carry (a gift receipt's PDF), at most mail.MaxAttachmentBytes.
	AttachmentName *string `bun:"attachment_name"`
	AttachmentType *string `bun:"attachment_type"`
	Attachment     []byte  `bun:"attachment"`
	// ReplyTo is where the reader's reply goes (the staff member who held or rejected a
	// report); NULL uses the support address (REACH_SUPPORT_EMAIL).
	ReplyTo *string `bun:"reply_to"`
}
