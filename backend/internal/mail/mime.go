package mail

import (
	"bytes"
	"encoding/base64"
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
// UTF-8, CRLF line ends. The Message-ID is the outbox id, the same on every retry. Reply-To is
// the row's, else replyTo (the support address; nil: none): From is an address nobody reads.
func buildMessage(from, replyTo *mail.Address, row *model.OutboxMail) ([]byte, error) {
	to, err := mail.ParseAddress(row.To)
	if err != nil {
		return nil, fmt.Errorf("recipient %q: %w", row.To, err)
	}
	if row.ReplyTo != nil {
		if replyTo, err = mail.ParseAddress(*row.ReplyTo); err != nil {
			return nil, fmt.Errorf("reply-to %q: %w", *row.ReplyTo, err)
		}
	}
	domain := "reach.local"
	if i := strings.LastIndexByte(from.Address, '@'); i >= 0 {
		domain = from.Address[i+1:]
	}
	var b bytes.Buffer
	header := func(k, v string) { fmt.Fprintf(&b, "%s: %s\r\n", k, v) }
	header("From", from.String())
	header("To", to.String())
	if replyTo != nil {
		header("Reply-To", replyTo.String())
	}
	header("Subject", mime.QEncoding.Encode("utf-8", oneLine(row.Subject)))
	header("Date", row.CreatedAt.In(time.UTC).Format(time.RFC1123Z))
	header("Message-ID", "<"+row.ID+"@"+domain+">")
	header("MIME-Version", "1.0")
	header("Auto-Submitted", "auto-generated")

	if row.Attachment != nil && row.AttachmentName != nil && row.AttachmentType != nil {
		// multipart/mixed: the bodies, then the file.
		mixed := multipart.NewWriter(&b)
		header("Content-Type", `multipart/mixed; boundary="`+mixed.Boundary()+`"`)
		b.WriteString("\r\n")
		var body bytes.Buffer
		bodyType, err := writeBodies(&body, row)
		if err != nil {
			return nil, err
		}
		w, err := mixed.CreatePart(textproto.MIMEHeader{"Content-Type": {bodyType}, "Content-Transfer-Encoding": {bodyEncoding(bodyType)}})
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(body.Bytes()); err != nil {
			return nil, err
		}
		name := mime.QEncoding.Encode("utf-8", oneLine(*row.AttachmentName))
		w, err = mixed.CreatePart(textproto.MIMEHeader{
			"Content-Type":              {oneLine(*row.AttachmentType) + `; name="` + name + `"`},
			"Content-Disposition":       {`attachment; filename="` + name + `"`},
			"Content-Transfer-Encoding": {"base64"},
		})
		if err != nil {
			return nil, err
		}
		enc := base64.StdEncoding.EncodeToString(row.Attachment)
		for len(enc) > 76 {
			if _, err := io.WriteString(w, enc[:76]+"\r\n"); err != nil {
				return nil, err
			}
			enc = enc[76:]
		}
		if _, err := io.WriteString(w, enc+"\r\n"); err != nil {
			return nil, err
		}
		if err := mixed.Close(); err != nil {
			return nil, err
		}
		return b.Bytes(), nil
	}

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

// writeBodies writes the text (and HTML) bodies as one MIME part's content
// and answers that part's Content-Type.
func writeBodies(w io.Writer, row *model.OutboxMail) (string, error) {
	if row.HTMLBody == nil || *row.HTMLBody == "" {
		return "text/plain; charset=utf-8", writeQP(w, row.TextBody)
	}
	mw := multipart.NewWriter(w)
	for _, part := range []struct{ ctype, body string }{
		{"text/plain; charset=utf-8", row.TextBody},
		{"text/html; charset=utf-8", *row.HTMLBody},
	} {
		pw, err := mw.CreatePart(textproto.MIMEHeader{
			"Content-Type":              {part.ctype},
			"Content-Transfer-Encoding": {"quoted-printable"},
		})
		if err != nil {
			return "", err
		}
		if err := writeQP(pw, part.body); err != nil {
			return "", err
		}
	}
	if err := mw.Close(); err != nil {
		return "", err
	}
	return `multipart/alternative; boundary="` + mw.Boundary() + `"`, nil
}

// bodyEncoding is the transfer encoding of a body part of type ctype.
func bodyEncoding(ctype string) string {
	if strings.HasPrefix(ctype, "multipart/") {
		return "7bit"
	}
	return "quoted-printable"
}

func writeQP(w io.Writer, body string) error {
	qp := quotedprintable.NewWriter(w)
	if _, err := qp.Write([]byte(body)); err != nil {
		return err
	}
	return qp.Close()
}
