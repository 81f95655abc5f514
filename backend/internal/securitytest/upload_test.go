package securitytest

import (
	"bytes"
	"context"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/file"
	"github.com/reachmissions/reach/backend/internal/storage/s3test"
)

var (
	uploadPDF   = []byte("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")
	uploadOther = []byte("%PDF-1.4\n% not the report that was checked and saved\n%%EOF\n")
)

// uploadLink asks for a signed upload of a new file named name.
func uploadLink(t *testing.T, env *graphtest.Env, token, id, name string) (*graphtest.Response, string, map[string]string) {
	t.Helper()
	res := env.Do(token, `mutation($a: AttachmentUploadInput!) { getAttachmentUploadUrlForUser(attachment: $a) { url fields } }`,
		map[string]any{"a": map[string]any{"_id": id, "s3Key": name}})
	var d struct {
		L struct {
			URL    string
			Fields map[string]string
		} `json:"getAttachmentUploadUrlForUser"`
	}
	if len(res.Errors) == 0 {
		res.MustDecode(&d)
	}
	return res, d.L.URL, d.L.Fields
}

// uploadPost posts data with the signed fields as a browser would.
func uploadPost(t *testing.T, env *graphtest.Env, url string, fields map[string]string, data []byte) int {
	t.Helper()
	url = strings.Replace(url, env.Config.PublicURL, env.URL, 1)
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	for k, v := range fields {
		_ = w.WriteField(k, v)
	}
	_ = w.WriteField("Content-Type", "application/pdf")
	fw, _ := w.CreateFormFile("file", "report.pdf")
	_, _ = fw.Write(data)
	_ = w.Close()
	resp, err := http.Post(url, w.FormDataContentType(), &body)
	if err != nil {
		t.Fatalf("POST %s: %v", url, err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

// uploadSave saves the upload id as an attachment and answers the file's url.
func uploadSave(t *testing.T, env *graphtest.Env, token, id, name string) string {
	t.Helper()
	var d struct {
		S struct{ URL string } `json:"saveAttachmentForUser"`
	}
	env.Do(token, `mutation($a: AttachmentInput!) { saveAttachmentForUser(attachment: $a) { url } }`,
		map[string]any{"a": map[string]any{"_id": id, "filename": name, "s3Key": name, "uploaded": true}}).MustDecode(&d)
	return d.S.URL
}

// uploadFetch downloads url (following a redirect to the bucket).
func uploadFetch(t *testing.T, env *graphtest.Env, url, token string) (int, []byte) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, strings.Replace(url, env.Config.PublicURL, env.URL, 1), nil)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

// A signed upload could be posted again after saveAttachmentForUser checked
// and saved it, replacing the checked bytes. Now an upload link works once
// on local disk, and a saved file lives under a key no link grants.
func TestAnUploadLinkWorksOnceAndASavedFileCannotBeReplaced(t *testing.T) {
	env := graphtest.New(t)
	token, _ := env.SignInAs("field-worker")
	id := uuid.NewString()
	_, url, fields := uploadLink(t, env, token, id, "report.pdf")
	if s := uploadPost(t, env, url, fields, uploadPDF); s != http.StatusNoContent {
		t.Fatalf("upload answered %d", s)
	}
	// Before the save: the link is spent.
	if s := uploadPost(t, env, url, fields, uploadOther); s != http.StatusForbidden {
		t.Fatalf("a second POST before the save answered %d", s)
	}
	fileURL := uploadSave(t, env, token, id, "report.pdf")
	// After the save: still spent, and the saved file keeps the bytes that were checked.
	if s := uploadPost(t, env, url, fields, uploadOther); s != http.StatusForbidden {
		t.Fatalf("a POST after the save answered %d", s)
	}
	if status, body := uploadFetch(t, env, fileURL, token); status != http.StatusOK || !bytes.Equal(body, uploadPDF) {
		t.Fatalf("download answered %d with %q", status, body)
	}
	// A new link for the saved id is refused.
	if res, _, _ := uploadLink(t, env, token, id, "report.pdf"); res.Code() != "BAD_USER_INPUT" {
		t.Fatalf("a new link for a saved file: %s", res.Raw)
	}
}

// On S3 the browser posts to the bucket, which Reach cannot stop; the saved
// file was moved under a key no policy grants before its bytes were checked,
// so a POST after the save lands beside it and is removed a day later.
func TestOnS3ASecondPostCannotReachASavedFile(t *testing.T) {
	s3 := s3test.Start(t)
	env := graphtest.New(t, graphtest.WithConfig(func(c *config.Config) {
		c.S3Endpoint, c.S3Bucket, c.S3Region, c.S3AccessKeyID, c.S3SecretAccessKey, c.S3PathStyle =
			s3.Endpoint, s3.Bucket, s3.Region, s3.AccessKey, s3.SecretKey, true
	}))
	token, _ := env.SignInAs("field-worker")
	id := uuid.NewString()
	_, url, fields := uploadLink(t, env, token, id, "report.pdf")
	if s := uploadPost(t, env, url, fields, uploadPDF); s >= 300 {
		t.Fatalf("upload answered %d", s)
	}
	fileURL := uploadSave(t, env, token, id, "report.pdf")
	if s := uploadPost(t, env, url, fields, uploadOther); s >= 300 {
		t.Fatalf("the bucket refused the second POST (%d); the test means to show it cannot matter", s)
	}
	if status, body := uploadFetch(t, env, fileURL, token); status != http.StatusOK || !bytes.Equal(body, uploadPDF) {
		t.Fatalf("download answered %d with %q", status, body)
	}
	env.Clock.Advance(file.UploadRetention + time.Minute)
	if n, err := env.Server.Files.RemoveStaleUploads(context.Background()); err != nil || n != 1 {
		t.Fatalf("cleanup removed %d (%v)", n, err)
	}
	if status, body := uploadFetch(t, env, fileURL, token); status != http.StatusOK || !bytes.Equal(body, uploadPDF) {
		t.Fatalf("after the cleanup the download answered %d with %q", status, body)
	}
}

// A saved file's SHA-256 is recorded; bytes changed on disk afterwards are
// not served.
func TestATamperedFileIsNotServed(t *testing.T) {
	env := graphtest.New(t)
	token, _ := env.SignInAs("field-worker")
	id := uuid.NewString()
	_, url, fields := uploadLink(t, env, token, id, "report.pdf")
	uploadPost(t, env, url, fields, uploadPDF)
	fileURL := uploadSave(t, env, token, id, "report.pdf")
	if status, _ := uploadFetch(t, env, fileURL, token); status != http.StatusOK {
		t.Fatalf("download answered %d", status)
	}
	matches, _ := filepath.Glob(filepath.Join(env.Config.DataDir, "files", "f", id, "*.pdf"))
	if len(matches) != 1 {
		t.Fatalf("saved file on disk: %v", matches)
	}
	if err := os.WriteFile(matches[0], uploadOther, 0o640); err != nil {
		t.Fatal(err)
	}
	status, body := uploadFetch(t, env, fileURL, token)
	if status != http.StatusInternalServerError || bytes.Contains(body, []byte("not the report")) {
		t.Fatalf("a tampered file answered %d: %s", status, body)
	}
}

// Uploads that are never saved have a daily quota per user: a count, and
// bytes (each counts the most it may hold until it is received). A saved
// upload frees its place, and a day later the quota is whole again.
func TestUnsavedUploadsHaveADailyQuota(t *testing.T) {
	env := graphtest.New(t, graphtest.WithConfig(func(c *config.Config) { c.UploadMaxBytes = 1000 }))
	token, _ := env.SignInAs("field-worker")
	other, _ := env.SignInAs("field-worker")
	for i := 0; i < file.MaxUnsavedUploadsPerDay; i++ {
		if res, _, _ := uploadLink(t, env, token, uuid.NewString(), "a.pdf"); len(res.Errors) != 0 {
			t.Fatalf("upload %d refused: %s", i, res.Raw)
		}
	}
	res, _, _ := uploadLink(t, env, token, uuid.NewString(), "a.pdf")
	res.MustFail("RATE_LIMITED", file.MsgUploadQuota)
	// Someone else is not held back.
	if res, _, _ := uploadLink(t, env, other, uuid.NewString(), "a.pdf"); len(res.Errors) != 0 {
		t.Fatalf("another user refused: %s", res.Raw)
	}
	env.Clock.Advance(file.UploadRetention + time.Minute)
	if res, _, _ := uploadLink(t, env, token, uuid.NewString(), "a.pdf"); len(res.Errors) != 0 {
		t.Fatalf("a day later: %s", res.Raw)
	}

	big := graphtest.New(t) // the default limit, 20 MiB per upload
	token, _ = big.SignInAs("field-worker")
	allowed := int(file.MaxUnsavedUploadBytesPerDay / big.Config.UploadMaxBytes)
	for i := 0; i < allowed; i++ {
		if res, _, _ := uploadLink(t, big, token, uuid.NewString(), "a.pdf"); len(res.Errors) != 0 {
			t.Fatalf("upload %d of %d refused: %s", i, allowed, res.Raw)
		}
	}
	res, _, _ = uploadLink(t, big, token, uuid.NewString(), "a.pdf")
	res.MustFail("RATE_LIMITED", file.MsgUploadQuota)
}

// Uploads a day old are removed by a job several instances run at once: each
// once, the unsaved one's bytes gone, the saved file kept.
func TestStaleUploadsAreRemovedOnce(t *testing.T) {
	env := graphtest.New(t)
	second := env.NewInstance()
	token, _ := env.SignInAs("field-worker")
	unsaved, saved := uuid.NewString(), uuid.NewString()
	_, url, fields := uploadLink(t, env, token, unsaved, "draft.pdf")
	uploadPost(t, env, url, fields, uploadPDF)
	_, url, fields = uploadLink(t, env, token, saved, "report.pdf")
	uploadPost(t, env, url, fields, uploadPDF)
	fileURL := uploadSave(t, env, token, saved, "report.pdf")

	draft, _ := filepath.Glob(filepath.Join(env.Config.DataDir, "files", "u", "*", unsaved, "draft.pdf"))
	if len(draft) != 1 {
		t.Fatalf("the unsaved upload is not on disk: %v", draft)
	}
	if n, err := env.Server.Files.RemoveStaleUploads(context.Background()); err != nil || n != 0 {
		t.Fatalf("fresh uploads removed: %d %v", n, err)
	}
	env.Clock.Advance(file.UploadRetention + time.Minute)
	var wg sync.WaitGroup
	counts := make([]int, 2)
	for i, srv := range []*graphtest.Env{env, second} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			n, err := srv.Server.Files.RemoveStaleUploads(context.Background())
			if err != nil {
				t.Error(err)
			}
			counts[i] = n
		}()
	}
	wg.Wait()
	if counts[0]+counts[1] != 2 {
		t.Fatalf("removed %v, want the two uploads once each", counts)
	}
	if _, err := os.Stat(draft[0]); !os.IsNotExist(err) {
		t.Fatalf("the unsaved upload is still on disk: %v", err)
	}
	if status, body := uploadFetch(t, env, fileURL, token); status != http.StatusOK || !bytes.Equal(body, uploadPDF) {
		t.Fatalf("the saved file answered %d", status)
	}
}

// BenchmarkVerifiedDownload downloads a saved 20 MiB file from local disk:
// each download hashes the whole file before serving it.
func BenchmarkVerifiedDownload(b *testing.B) {
	env := graphtest.New(b)
	token, _ := env.SignInAs("field-worker")
	data := append(append([]byte{}, uploadPDF...), bytes.Repeat([]byte("0"), 20<<20-len(uploadPDF)-100)...)
	id := uuid.NewString()
	res := env.Do(token, `mutation($a: AttachmentUploadInput!) { getAttachmentUploadUrlForUser(attachment: $a) { url fields } }`,
		map[string]any{"a": map[string]any{"_id": id, "s3Key": "big.pdf"}})
	var d struct {
		L struct {
			URL    string
			Fields map[string]string
		} `json:"getAttachmentUploadUrlForUser"`
	}
	res.MustDecode(&d)
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	for k, v := range d.L.Fields {
		_ = w.WriteField(k, v)
	}
	_ = w.WriteField("Content-Type", "application/pdf")
	fw, _ := w.CreateFormFile("file", "big.pdf")
	_, _ = fw.Write(data)
	_ = w.Close()
	resp, err := http.Post(strings.Replace(d.L.URL, env.Config.PublicURL, env.URL, 1), w.FormDataContentType(), &body)
	if err != nil || resp.StatusCode != http.StatusNoContent {
		b.Fatalf("upload: %v %v", err, resp)
	}
	var s struct {
		S struct{ URL string } `json:"saveAttachmentForUser"`
	}
	env.Do(token, `mutation($a: AttachmentInput!) { saveAttachmentForUser(attachment: $a) { url } }`,
		map[string]any{"a": map[string]any{"_id": id, "filename": "big.pdf", "s3Key": "big.pdf", "uploaded": true}}).MustDecode(&s)
	url := strings.Replace(s.S.URL, env.Config.PublicURL, env.URL, 1)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		resp, err := http.Get(url)
		if err != nil || resp.StatusCode != http.StatusOK {
			b.Fatalf("download: %v %v", err, resp)
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	}
}
