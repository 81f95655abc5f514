package graphtest

import (
	"encoding/base64"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	netmail "net/mail"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/reachmissions/reach/backend/internal/mail"
)

// Dropped returns the mail the server wrote to its mail drop folder (mail it
// sent through its outbox, such as invites, when no SMTP server is set), to
// addr, oldest first: what the recipient reads, one-time links included.
func (e *Env) Dropped(addr string) []mail.Message {
	e.T.Helper()
	dir := filepath.Join(e.Config.DataDir, mail.DropFolder)
	entries, err := os.ReadDir(dir)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		e.T.Fatalf("mail drop folder: %v", err)
	}
	names := make([]string, 0, len(entries))
	for _, en := range entries {
		if strings.HasSuffix(en.Name(), ".eml") {
			names = append(names, en.Name())
		}
	}
	sort.Strings(names)
	var out []mail.Message
	for _, name := range names {
		f, err := os.Open(filepath.Join(dir, name))
		if err != nil {
			e.T.Fatal(err)
		}
		m, err := readDropped(f)
		f.Close()
		if err != nil {
			e.T.Fatalf("read %s: %v", name, err)
		}
		if strings.EqualFold(m.To, addr) {
			out = append(out, m)
		}
	}
	return out
}

// DroppedLink returns the first address starting with prefix in the last
// dropped mail of kind to addr; the test fails when there is none.
func (e *Env) DroppedLink(addr, kind, prefix string) string {
	e.T.Helper()
	var text string
	for _, m := range e.Dropped(addr) {
		if m.Kind == kind {
			text = m.Text
		}
	}
	i := strings.Index(text, prefix)
	if i < 0 {
		e.T.Fatalf("no %s mail to %s with a link starting %s:\n%s", kind, addr, prefix, text)
	}
	return strings.Fields(text[i:])[0]
}

func readDropped(r io.Reader) (mail.Message, error) {
	msg, err := netmail.ReadMessage(r)
	if err != nil {
		return mail.Message{}, err
	}
	to, err := netmail.ParseAddress(msg.Header.Get("To"))
	if err != nil {
		return mail.Message{}, err
	}
	subject, _ := new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject"))
	out := mail.Message{To: to.Address, Subject: subject, Kind: msg.Header.Get("X-Reach-Kind")}
	mt, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil {
		return out, err
	}
	if !strings.HasPrefix(mt, "multipart/") {
		b, err := io.ReadAll(quotedprintable.NewReader(msg.Body))
		out.Text = string(b)
		return out, err
	}
	return out, readParts(&out, msg.Body, params["boundary"])
}

// readParts reads a multipart body into out: text, HTML (nested
// multipart/alternative included) and an attachment.
func readParts(out *mail.Message, r io.Reader, boundary string) error {
	mr := multipart.NewReader(r, boundary)
	for {
		p, err := mr.NextPart()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		ct, params, _ := mime.ParseMediaType(p.Header.Get("Content-Type"))
		switch {
		case strings.HasPrefix(ct, "multipart/"):
			if err := readParts(out, p, params["boundary"]); err != nil {
				return err
			}
		case strings.HasPrefix(p.Header.Get("Content-Disposition"), "attachment"):
			b, err := io.ReadAll(base64.NewDecoder(base64.StdEncoding, p))
			if err != nil {
				return err
			}
			name, _ := new(mime.WordDecoder).DecodeHeader(p.FileName())
			out.Attachment = &mail.Attachment{Name: name, ContentType: ct, Data: b}
		default:
			// multipart.Reader has already undone the quoted-printable encoding.
			b, err := io.ReadAll(p)
			if err != nil {
				return err
			}
			if ct == "text/html" {
				out.HTML = string(b)
			} else {
				out.Text = string(b)
			}
		}
	}
}
