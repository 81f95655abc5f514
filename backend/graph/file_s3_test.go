package graph_test

import (
	"bytes"
	"image"
	"net/http"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/storage/s3test"
)

// TestFilesOnS3 runs the whole flow against a real S3-compatible server
// (versitygw, built by the test): the browser upload goes to the bucket,
// which checks the policy; downloads are presigned GETs.
func TestFilesOnS3(t *testing.T) {
	s3 := s3test.Start(t)
	env := graphtest.New(t, graphtest.WithConfig(func(c *config.Config) {
		c.S3Endpoint, c.S3Bucket, c.S3Region, c.S3AccessKeyID, c.S3SecretAccessKey, c.S3PathStyle =
			s3.Endpoint, s3.Bucket, s3.Region, s3.AccessKey, s3.SecretKey, true
		c.UploadMaxBytes = 200_000
	}))
	owner, _ := env.SignInAs("partner")
	other, _ := env.SignInAs("partner")
	// The apps may POST to the bucket and show its pictures.
	if csp := env.Get("/healthz").Header.Get("Content-Security-Policy"); !strings.Contains(csp, "connect-src 'self' ws://localhost:8080 "+s3.Endpoint) {
		t.Fatalf("CSP does not let the portal reach the bucket: %s", csp)
	}

	// The bucket refuses what the policy does not allow.
	url, fields := uploadTarget(t, env, owner, uuid.NewString(), "big.pdf", "")
	if !strings.HasPrefix(url, s3.Endpoint+"/"+s3.Bucket) {
		t.Fatalf("upload url %s is not the bucket's", url)
	}
	if status, _ := postUpload(t, env, url, fields, "application/pdf", bytes.Repeat([]byte("a"), 200_001)); status < 400 {
		t.Fatalf("the bucket took a file over the limit (%d)", status)
	}
	url, fields = uploadTarget(t, env, owner, uuid.NewString(), "x.pdf", "")
	fields["x-amz-signature"] = strings.Repeat("0", 64)
	if status, _ := postUpload(t, env, url, fields, "application/pdf", pdfBytes); status != http.StatusForbidden {
		t.Fatalf("the bucket took a tampered upload (%d)", status)
	}

	// Round trip: upload a photo to the bucket, save it, download its sizes.
	f := upload(t, env, owner, "field.jpg", "image/jpeg", testJPEG(t, 900, 600), nil)
	if !f.Processed || len(f.Images) != 4 || f.Thumbnail == nil {
		t.Fatalf("saved %+v", f)
	}
	if !strings.HasPrefix(f.URL, s3.Endpoint) || !strings.Contains(f.URL, "X-Amz-Signature=") {
		t.Fatalf("a private file's url is not presigned by the bucket: %s", f.URL)
	}
	resp, body := fetch(t, env, f.URL, "")
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != "image/jpeg" || !strings.Contains(resp.Header.Get("Content-Disposition"), "field.jpg") {
		t.Fatalf("presigned download answered %d %q %q", resp.StatusCode, resp.Header.Get("Content-Type"), resp.Header.Get("Content-Disposition"))
	}
	if cfg, _, err := image.DecodeConfig(bytes.NewReader(body)); err != nil || cfg.Width != 900 {
		t.Fatalf("original %dx%d (%v)", cfg.Width, cfg.Height, err)
	}
	_, body = fetch(t, env, *f.Thumbnail, "")
	if cfg, _, err := image.DecodeConfig(bytes.NewReader(body)); err != nil || cfg.Width != 150 || cfg.Height != 100 {
		t.Fatalf("thumbnail %dx%d (%v)", cfg.Width, cfg.Height, err)
	}

	// Reach's own route: 401 for nobody, 403 for another partner, a redirect
	// to a presigned GET for the owner.
	noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	route := env.URL + "/files/" + f.ID + "/thumb"
	for _, tc := range []struct {
		token string
		want  int
	}{{"", http.StatusUnauthorized}, {other, http.StatusForbidden}, {owner, http.StatusFound}} {
		req, _ := http.NewRequest(http.MethodGet, route, nil)
		if tc.token != "" {
			req.Header.Set("Authorization", "Bearer "+tc.token)
		}
		resp, err := noRedirect.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != tc.want {
			t.Fatalf("route answered %d, want %d", resp.StatusCode, tc.want)
		}
		if tc.want == http.StatusFound && !strings.HasPrefix(resp.Header.Get("Location"), s3.Endpoint) {
			t.Fatalf("redirected to %s", resp.Header.Get("Location"))
		}
	}
}
