package storage

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// LocalBucket is the bucket name the local store's policies name.
const LocalBucket = "reach-local"

// LocalUploadPath is where the local store takes browser uploads.
const LocalUploadPath = "/files/upload"

// Local keeps objects as files under dir, each with a small .meta sidecar
// holding its content type; its folders are 0700 and its files 0600, private
// to Reach's user like the rest of the data folder. Uploads are signed with a secret kept in
// dir/.secret (made on first use, readable by the owner only).
type Local struct {
	dir       string
	uploadURL string

	once   sync.Once
	secret []byte
	err    error
}

// NewLocal returns a store under dataDir/files whose uploads go to
// publicURL + LocalUploadPath. Nothing is written until it is used.
func NewLocal(dataDir, publicURL string) *Local {
	return &Local{dir: filepath.Join(dataDir, "files"), uploadURL: strings.TrimRight(publicURL, "/") + LocalUploadPath}
}

// Kind implements Store.
func (l *Local) Kind() string { return "local" }

func (l *Local) loadSecret() ([]byte, error) {
	l.once.Do(func() {
		if l.err = os.MkdirAll(l.dir, 0o700); l.err != nil {
			return
		}
		path := filepath.Join(l.dir, ".secret")
		if b, err := os.ReadFile(path); err == nil && len(b) >= 64 {
			l.secret, l.err = hex.DecodeString(strings.TrimSpace(string(b)))
			return
		}
		s := make([]byte, 32)
		if _, l.err = rand.Read(s); l.err != nil {
			return
		}
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if errors.Is(err, os.ErrExist) {
			// Another process made it first: use theirs.
			b, err := os.ReadFile(path)
			if err != nil {
				l.err = err
				return
			}
			l.secret, l.err = hex.DecodeString(strings.TrimSpace(string(b)))
			return
		}
		if err != nil {
			l.err = err
			return
		}
		defer f.Close()
		if _, l.err = f.WriteString(hex.EncodeToString(s)); l.err == nil {
			l.secret = s
		}
	})
	return l.secret, l.err
}

// Key derives a purpose-bound key from the store's secret (uploads, download links).
func (l *Local) Key(purpose string) ([]byte, error) {
	s, err := l.loadSecret()
	if err != nil {
		return nil, fmt.Errorf("local file store secret: %w", err)
	}
	m := hmac.New(sha256.New, s)
	m.Write([]byte(purpose))
	return m.Sum(nil), nil
}

func (l *Local) credentials() (Credentials, error) {
	k, err := l.Key("upload-policy")
	if err != nil {
		return Credentials{}, err
	}
	return Credentials{AccessKeyID: "reach-local", SecretAccessKey: hex.EncodeToString(k), Region: "local"}, nil
}

// UploadTarget implements Store.
func (l *Local) UploadTarget(p Policy, now time.Time) (Upload, error) {
	c, err := l.credentials()
	if err != nil {
		return Upload{}, err
	}
	fields, err := SignPostPolicy(c, LocalBucket, p, now)
	if err != nil {
		return Upload{}, err
	}
	return Upload{URL: l.uploadURL, Fields: fields}, nil
}

func (l *Local) path(key string) (string, error) {
	if !ValidKey(key) {
		return "", fmt.Errorf("storage: invalid key %q", key)
	}
	return filepath.Join(l.dir, filepath.FromSlash(key)), nil
}

type localMeta struct {
	ContentType string `json:"contentType"`
}

// Stat implements Store.
func (l *Local) Stat(_ context.Context, key string) (Object, error) {
	p, err := l.path(key)
	if err != nil {
		return Object{}, err
	}
	fi, err := os.Stat(p)
	if errors.Is(err, os.ErrNotExist) {
		return Object{}, ErrNotExist
	}
	if err != nil {
		return Object{}, err
	}
	o := Object{Size: fi.Size()}
	if b, err := os.ReadFile(p + ".meta"); err == nil {
		var m localMeta
		if json.Unmarshal(b, &m) == nil {
			o.ContentType = m.ContentType
		}
	}
	return o, nil
}

// Open implements Store.
func (l *Local) Open(ctx context.Context, key string) (io.ReadCloser, Object, error) {
	o, err := l.Stat(ctx, key)
	if err != nil {
		return nil, o, err
	}
	p, _ := l.path(key)
	f, err := os.Open(p)
	if errors.Is(err, os.ErrNotExist) {
		return nil, o, ErrNotExist
	}
	return f, o, err
}

// Put implements Store.
func (l *Local) Put(_ context.Context, key, contentType string, body []byte) error {
	return l.write(key, contentType, true, func(w io.Writer) error {
		_, err := w.Write(body)
		return err
	})
}

// Move implements Store: a link under dst (which fails if dst exists), then
// src removed, so dst is never half there.
func (l *Local) Move(_ context.Context, src, dst string) error {
	ps, err := l.path(src)
	if err != nil {
		return err
	}
	pd, err := l.path(dst)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(pd), 0o700); err != nil {
		return err
	}
	if err := os.Link(ps, pd); errors.Is(err, os.ErrNotExist) {
		return ErrNotExist
	} else if err != nil {
		return err
	}
	if meta, err := os.ReadFile(ps + ".meta"); err == nil {
		if err := os.WriteFile(pd+".meta", meta, 0o600); err != nil {
			return err
		}
	}
	_ = os.Remove(ps + ".meta")
	return os.Remove(ps)
}

// Delete implements Store.
func (l *Local) Delete(_ context.Context, key string) error {
	p, err := l.path(key)
	if err != nil {
		return err
	}
	_ = os.Remove(p + ".meta")
	if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}

// write stores key atomically: the bytes go to a temporary file that is put
// into place only when fill succeeds; with replace false an existing object
// is kept and ErrUsed returned.
func (l *Local) write(key, contentType string, replace bool, fill func(io.Writer) error) error {
	p, err := l.path(key)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(p), ".upload-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) //nolint:errcheck // gone after the rename
	if err := fill(tmp); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	meta, _ := json.Marshal(localMeta{ContentType: contentType})
	if !replace {
		if err := os.Link(tmp.Name(), p); errors.Is(err, os.ErrExist) {
			return ErrUsed
		} else if err != nil {
			return err
		}
		return os.WriteFile(p+".meta", meta, 0o600)
	}
	if err := os.WriteFile(p+".meta", meta, 0o600); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), p)
}

// PresignGet implements Store: the local store has no presigned URLs.
func (l *Local) PresignGet(context.Context, string, Download, time.Duration) (string, error) {
	return "", nil
}

// maxFormFieldBytes bounds the form fields before the file.
const maxFormFieldBytes = 64 << 10

// Receipt takes one signed key for one POST (see ReceiveUpload): take
// answers ErrUsed when the key was taken already; done reports the bytes
// kept, or -1 when none were.
type Receipt interface {
	Take(ctx context.Context, key string, now time.Time) error
	Done(ctx context.Context, key string, size int64)
}

// ReceiveUpload takes an S3-style browser POST (multipart/form-data: the
// signed fields, then the file) and stores the file under the signed key,
// once: receipt takes the key first, and an object already there is never
// replaced. It streams the file to disk and stops as soon as it passes the
// policy's size limit. The error says what was wrong (ErrSignature,
// ErrExpired, ErrPolicy, ErrUsed, ErrTooLarge, ErrTooSmall, ErrMalformed); a
// partial file is never kept.
func (l *Local) ReceiveUpload(r *http.Request, now time.Time, receipt Receipt) error {
	c, err := l.credentials()
	if err != nil {
		return err
	}
	mt, params, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/form-data" || params["boundary"] == "" {
		return ErrMalformed
	}
	mr := multipart.NewReader(r.Body, params["boundary"])
	fields := map[string]string{}
	fieldBytes := 0
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			return fmt.Errorf("%w: no file", ErrMalformed)
		}
		if err != nil {
			return ErrMalformed
		}
		name := part.FormName()
		if name == "file" {
			pol, err := VerifyPostPolicy(c, LocalBucket, fields, now)
			if err != nil {
				return err
			}
			ct := pol.ContentType
			if ct == "" {
				ct = part.Header.Get("Content-Type")
			}
			if err := receipt.Take(r.Context(), pol.Key, now); err != nil {
				return err
			}
			var n int64
			err = l.write(pol.Key, ct, false, func(w io.Writer) error {
				n, err = io.Copy(w, io.LimitReader(part, pol.MaxBytes+1))
				if err != nil {
					return ErrMalformed
				}
				if n > pol.MaxBytes {
					return ErrTooLarge
				}
				if n < pol.MinBytes {
					return ErrTooSmall
				}
				return nil
			})
			switch {
			case err == nil:
				receipt.Done(r.Context(), pol.Key, n)
			case !errors.Is(err, ErrUsed):
				receipt.Done(r.Context(), pol.Key, -1) // nothing kept: the link may be used again
			}
			return err
		}
		b, err := io.ReadAll(io.LimitReader(part, maxFormFieldBytes-int64(fieldBytes)+1))
		fieldBytes += len(b)
		if err != nil || fieldBytes > maxFormFieldBytes || name == "" {
			return ErrMalformed
		}
		fields[name] = string(b)
	}
}
