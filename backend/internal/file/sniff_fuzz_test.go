package file

import (
	"bytes"
	"net/http"
	"testing"
)

// FuzzSniff feeds any first bytes, declared type and file name through the
// upload check: it never panics; a refusal gives one of the two messages a
// user can act on; an accepted file is an accepted type (never one that runs
// script in a browser) whose bytes carry that type's signature.
func FuzzSniff(f *testing.F) {
	for _, s := range []struct {
		ct, name string
		head     []byte
	}{
		{"image/jpeg", "a.jpg", []byte("\xff\xd8\xff\xe0\x00\x10JFIF")},
		{"", "a.png", []byte("\x89PNG\r\n\x1a\n")},
		{"application/pdf", "r.pdf", []byte("%PDF-1.4\n")},
		{"text/html", "x.html", []byte("<html><script>alert(1)</script>")},
		{"image/svg+xml", "x.svg", []byte("<svg onload=alert(1)>")},
		{"application/msword", "d.doc", oleMagic},
		{"text/plain; charset=utf-8", "n.txt", []byte("hello")},
		{"image/jpeg", "a.jpg", []byte("<html>")},
		{"application/octet-stream", "a.JPG", []byte("\xff\xd8\xff")},
		{"image/jpeg; x=\"", "", nil},
	} {
		f.Add(s.ct, s.name, s.head)
	}
	f.Fuzz(func(t *testing.T, claimed, filename string, head []byte) {
		ct, msg := checkContent(claimed, filename, head)
		if msg != "" {
			if ct != "" || (msg != MsgTypeRefused && msg != MsgContentMismatch) {
				t.Fatalf("refusal %q with type %q", msg, ct)
			}
			return
		}
		want, ok := accepted[ct]
		if !ok {
			t.Fatalf("accepted type %q is not an accepted type", ct)
		}
		if want == oleDocument {
			if !bytes.HasPrefix(head, oleMagic) {
				t.Fatalf("accepted %q without the OLE signature", ct)
			}
			return
		}
		if got := baseType(http.DetectContentType(head)); got != want {
			t.Fatalf("accepted %q, but its bytes sniff as %q", ct, got)
		}
	})
}
