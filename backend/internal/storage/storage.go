// Package storage keeps the bytes of uploaded files: on local disk under the
// data folder (the default) or in an S3-compatible bucket. Both take uploads
// the same way, as an S3 browser POST with an AWS SigV4-signed policy: on S3
// the bucket checks the policy, on local disk Local.ReceiveUpload does.
package storage

import (
	"context"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
	"time"
)

// ErrNotExist is returned for a key that holds no object.
var ErrNotExist = errors.New("storage: object does not exist")

// Object describes a stored object.
type Object struct {
	Size        int64
	ContentType string
}

// Policy bounds one upload.
type Policy struct {
	Key     string
	Expires time.Time
	// MinBytes and MaxBytes bound the size (content-length-range).
	MinBytes, MaxBytes int64
	// ContentTypePrefix is what the upload's Content-Type must start with ("" = any).
	ContentTypePrefix string
}

// Upload is a signed browser upload: POST Fields, then a Content-Type field
// and the file (last, named "file"), as multipart/form-data to URL.
type Upload struct {
	URL    string
	Fields map[string]string
}

// Store keeps objects by key.
type Store interface {
	// Kind is "local" or "s3".
	Kind() string
	// UploadTarget signs a browser upload of p.Key.
	UploadTarget(p Policy, now time.Time) (Upload, error)
	// Stat describes key, or returns ErrNotExist.
	Stat(ctx context.Context, key string) (Object, error)
	// Open reads key, or returns ErrNotExist.
	Open(ctx context.Context, key string) (io.ReadCloser, Object, error)
	// Put stores body under key.
	Put(ctx context.Context, key, contentType string, body []byte) error
	// Move puts the object of src under dst, which must hold none, and
	// removes src (ErrNotExist when src holds none).
	Move(ctx context.Context, src, dst string) error
	// Delete removes key; a key that holds nothing is no error.
	Delete(ctx context.Context, key string) error
	// PresignGet returns a URL that serves key directly for ttl, or "" when
	// the store has none and Reach serves the bytes itself.
	PresignGet(ctx context.Context, key string, d Download, ttl time.Duration) (string, error)
}

// Download is how a downloaded object is presented.
type Download struct {
	ContentType string
	// Disposition is the Content-Disposition header's value.
	Disposition string
}

// FilenameStar is name as the filename* parameter of a Content-Disposition header writes it
// (RFC 5987 attr-chars): letters, digits and -._~ as they are, every other UTF-8 byte as %XX.
func FilenameStar(name string) string {
	var b strings.Builder
	for _, c := range []byte(name) {
		if c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || strings.IndexByte("-._~", c) >= 0 {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

var keyPattern = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]*(/[A-Za-z0-9][A-Za-z0-9._-]*)*$`)

// ValidKey tells whether key is one Reach makes: slash-separated parts of
// letters, digits, '.', '_' and '-', none starting with a dot, no "..".
func ValidKey(key string) bool {
	return len(key) <= 512 && keyPattern.MatchString(key) && !strings.Contains(key, "..")
}
