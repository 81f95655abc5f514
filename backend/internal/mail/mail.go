// Package mail sends Reach's mail. Every message is written to the outbox
// table; with REACH_SMTP_URL set it is also delivered over SMTP, else staff
// read it in the back office.
//
// Other packages compose a mail with Render and hand it to a Sender:
//
//	msg, err := mail.Render(mail.KindMagicLink, mail.Content{
//		To: user.Email, Name: user.Name, URL: link, ExpiresIn: "15 minutes",
//	})
//	if err != nil { ... }
//	err = sender.Send(ctx, msg)
//
// Send stores the outbox row and returns; SMTP delivery runs in the
// background and is retried with backoff, so a request never waits on a mail
// server. *Service is the Sender the server wires.
package mail

import (
	"context"
	"regexp"
	"strings"
)

// Kinds of mail.
const (
	KindMagicLink     = "MAGIC_LINK"
	KindPasswordReset = "PASSWORD_RESET"
	KindInvite        = "INVITE"
	KindVerifyEmail   = "VERIFY_EMAIL"
	KindGiftClaim     = "GIFT_CLAIM"
	// KindSignUpAttempt tells an account's owner that someone tried to sign
	// up with their address; it carries no secret link.
	KindSignUpAttempt = "SIGN_UP_ATTEMPT"
	// KindEmailChanged tells the old address that an account's email changed, and who changed it.
	KindEmailChanged = "EMAIL_CHANGED"
	// KindPasswordChanged tells an account's address that its password changed, and how to
	// reset it if it was not its owner.
	KindPasswordChanged = "PASSWORD_CHANGED"
	// KindEmailChangeConfirm asks a new address to confirm that it becomes an account's email;
	// it carries a one-time link. KindEmailChangeTaken tells the owner of an address that
	// someone asked that another account use it; it carries no secret.
	KindEmailChangeConfirm = "EMAIL_CHANGE_CONFIRM"
	KindEmailChangeTaken   = "EMAIL_CHANGE_TAKEN"
	// KindMemberAdded and KindMemberRemoved tell the other members of a household or an
	// organisation that someone joined or left it, and who made the change; the link leads to
	// the sign-in page: it is no secret.
	KindMemberAdded   = "MEMBER_ADDED"
	KindMemberRemoved = "MEMBER_REMOVED"
	// KindAgreementSigning asks a party to sign an agreement; KindAgreementReminder reminds
	// them; KindAgreementSigned tells every party it is signed. The link leads to the signed-in
	// portal: it is no secret.
	KindAgreementSigning  = "AGREEMENT_SIGNING"
	KindAgreementReminder = "AGREEMENT_REMINDER"
	KindAgreementSigned   = "AGREEMENT_SIGNED"
	// KindReportHeld and KindReportRejected tell a report's author that staff put it on hold or
	// rejected it, with the reason, who and when; the link leads to the report in the signed-in
	// portal: it is no secret.
	KindReportHeld     = "REPORT_HELD"
	KindReportRejected = "REPORT_REJECTED"
	// KindGiftReceipt is the receipt of one paid gift (or the corrected
	// receipt after a refund), its PDF attached; the link leads to the
	// signed-in portal: it is no secret.
	KindGiftReceipt = "GIFT_RECEIPT"
	// KindRecurringChanged and KindRecurringCancelled tell a donor that their
	// monthly gift's amount changed, or that it is cancelled; the link leads
	// to 'My Giving' in the signed-in portal: it is no secret.
	KindRecurringChanged   = "RECURRING_GIFT_CHANGED"
	KindRecurringCancelled = "RECURRING_GIFT_CANCELLED"
	// KindPaymentFailed tells a donor that a charge of their gift failed and
	// what happens now; the link leads to 'My Giving' (a monthly gift) or the
	// giving site: it is no secret.
	KindPaymentFailed = "PAYMENT_FAILED"
)

// MaxAttachmentBytes bounds the one file a mail may carry.
const MaxAttachmentBytes = 2 << 20

// Attachment is a file sent with a mail.
type Attachment struct {
	// Name is the file name the reader sees ("receipt-R-....pdf").
	Name        string
	ContentType string
	Data        []byte
}

// Message is one mail to one address.
type Message struct {
	To      string
	Subject string
	Text    string
	// HTML is optional.
	HTML string
	Kind string
	// HiddenLink names the one-time link the mail carries ("sign-in link
	// (hidden)"); Render sets it for the kinds that carry one. ShownText and
	// ShownHTML are then the bodies with that label in the link's place: the
	// outbox keeps only them where staff can read it, and Text and HTML go to
	// the recipient alone (see Service.Queue).
	HiddenLink           string
	ShownText, ShownHTML string
	// Attachment is an optional file (at most MaxAttachmentBytes).
	Attachment *Attachment
	// ReplyTo is where a reply goes; empty sends replies to the support
	// address (REACH_SUPPORT_EMAIL), as the mail comes from REACH_MAIL_FROM,
	// which nobody reads.
	ReplyTo string
}

// Sender sends mail.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// addressPattern is the check the old product's sign-up form made (antd's
// email rule): a local part, @, and a domain with a dot and a TLD of two or
// more letters.
var addressPattern = regexp.MustCompile(`^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$`)

// ValidAddress tells whether s is an email address the forms accept
// ('The input is not valid E-mail!' otherwise). s should be trimmed first.
func ValidAddress(s string) bool {
	return len(s) <= 254 && !strings.ContainsAny(s, "\r\n") && addressPattern.MatchString(s)
}
