package mail

import (
	"bytes"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/mail"
	"net/textproto"
	"strings"
	"time"

	"github.com/reachmissions/reach/backend/internal/model"
)

// buildMessage renders row as an RFC 5322 message: multipart/alternative with
// the text and HTML bodies (text only when there is no HTML), quoted-printable
// UTF-8, CRLF line ends. The Message-ID is the outbox id, the same on every retry.
func buildMessage(from *mail.Address, row *model.OutboxMail) ([]byte, error) {
	to, err := mail.ParseAddress(row.To)
	if err != nil {
		return nil, fmt.Errorf("recipient %q: %w", row.To, err)
	}
	domain := "reach.local"
	if i := strings.LastIndexByte(from.Address, '@'); i >= 0 {
		domain = from.Address[i+1:]
	}
	var b bytes.Buffer
	header := func(k, v string) { fmt.Fprintf(&b, "%s: %s\r\n", k, v) }
	header("From", from.String())
	header("To", to.String())
	header("Subject", mime.QEncoding.Encode("utf-8", oneLine(row.Subject)))
	header("Date", row.CreatedAt.In(time.UTC).Format(time.RFC1123Z))
	header("Message-ID", "<"+row.ID+"@"+domain+">")
	header("MIME-Version", "1.0")
	header("Auto-Submitted", "auto-generated")

	if row.HTMLBody == nil || *row.HTMLBody == "" {
		header("Content-Type", "text/plain; charset=utf-8")
		header("Content-Transfer-Encoding", "quoted-printable")
		b.WriteString("\r\n")
		if err := writeQP(&b, row.TextBody); err != nil {
			return nil, err
		}
		return b.Bytes(), nil
	}

	mw := multipart.NewWriter(&b)
	header("Content-Type", `multipart/alternative; boundary="`+mw.Boundary()+`"`)
	b.WriteString("\r\n")
	for _, part := range []struct{ ctype, body string }{
		{"text/plain; charset=utf-8", row.TextBody},
		{"text/html; charset=utf-8", *row.HTMLBody},
	} {
		w, err := mw.CreatePart(textproto.MIMEHeader{
			"Content-Type":              {part.ctype},
			"Content-Transfer-Encoding": {"quoted-printable"},
		})
		if err != nil {
			return nil, err
		}
		if err := writeQP(w, part.body); err != nil {
			return nil, err
		}
	}
	if err := mw.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func writeQP(w io.Writer, body string) error {
	qp := quotedprintable.NewWriter(w)
	if _, err := qp.Write([]byte(body)); err != nil {
		return err
	}
	return qp.Close()
}
