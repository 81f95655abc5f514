package mail_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/mail"
)

// A mail carries at most one bounded, named file; anything else is refused
// before it reaches the outbox.
func TestAttachmentsAreBoundedAndNamed(t *testing.T) {
	cfg, _ := config.FromEnv(func(string) string { return "" })
	s, err := mail.NewService(nil, cfg, mail.Options{})
	if err != nil {
		t.Fatal(err)
	}
	m := noticeMessage("ann@example.org")
	m.Attachment = &mail.Attachment{Name: "receipt\r\nBcc: x@evil.example.pdf", ContentType: "application/pdf", Data: []byte("%PDF-1.4")}
	row, err := s.Queue(m)
	if err != nil {
		t.Fatal(err)
	}
	if row.AttachmentName == nil || strings.ContainsAny(*row.AttachmentName, "\r\n") || !bytes.Equal(row.Attachment, []byte("%PDF-1.4")) {
		t.Fatalf("stored attachment %v %q", row.AttachmentName, row.Attachment)
	}
	for name, a := range map[string]*mail.Attachment{
		"too large": {Name: "big.pdf", ContentType: "application/pdf", Data: make([]byte, mail.MaxAttachmentBytes+1)},
		"empty":     {Name: "empty.pdf", ContentType: "application/pdf"},
		"no name":   {Name: " ", ContentType: "application/pdf", Data: []byte("x")},
		"bad type":  {Name: "a.pdf", ContentType: "application/pdf\r\nX-Evil: 1", Data: []byte("x")},
		"no type":   {Name: "a.pdf", Data: []byte("x")},
	} {
		m.Attachment = a
		if _, err := s.Queue(m); err == nil {
			t.Errorf("%s: attachment accepted", name)
		}
	}
}
