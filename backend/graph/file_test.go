package graph_test

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/file"
)

const (
	uploadURLMutation = `mutation($a: AttachmentUploadInput!) { getAttachmentUploadUrlForUser(attachment: $a) { url fields } }`
	saveAttachment    = `mutation($a: AttachmentInput!) { saveAttachmentForUser(attachment: $a) { ` + fileFields + ` } }`
	saveProfilePhoto  = `mutation($p: ProfilePhotoInput!) { saveProfilePhotoForUser(profilePhoto: $p) { ` + fileFields + ` } }`
	allFiles          = `query($f: FileFilters) { allFilesForUser(filters: $f) { _id url } }`
	fileFields        = `_id s3Key size filename contentType type attachedTo profilePhotoFor uploaded processed url thumbnail createdBy images { sizeCode width height contentType url }`
)

type gqlFile struct {
	ID              string `json:"_id"`
	S3Key           string
	Size            int
	Filename        string
	ContentType     string
	Type            string
	AttachedTo      *string
	ProfilePhotoFor *string
	Uploaded        bool
	Processed       bool
	URL             string
	Thumbnail       *string
	CreatedBy       string
	Images          []struct {
		SizeCode      string
		Width, Height int
		ContentType   string
		URL           string
	}
}

// uploadTarget asks for a signed upload of name.
func uploadTarget(t testing.TB, env *graphtest.Env, token, id, name, typePrefix string) (string, map[string]string) {
	t.Helper()
	in := map[string]any{"_id": id, "s3Key": name}
	if typePrefix != "" {
		in["contentType"] = typePrefix
	}
	var d struct {
		GetAttachmentUploadURLForUser struct {
			URL    string
			Fields map[string]string
		} `json:"getAttachmentUploadUrlForUser"`
	}
	env.Do(token, uploadURLMutation, map[string]any{"a": in}).MustDecode(&d)
	return d.GetAttachmentUploadURLForUser.URL, d.GetAttachmentUploadURLForUser.Fields
}

// postUpload posts fields, Content-Type and data as a browser form would and
// returns the status and body. url is the one getAttachmentUploadUrlForUser
// gave (the local store's is rebased onto the test server).
func postUpload(t testing.TB, env *graphtest.Env, url string, fields map[string]string, contentType string, data []byte) (int, string) {
	t.Helper()
	url = strings.Replace(url, env.Config.PublicURL, env.URL, 1)
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	for k, v := range fields {
		if err := w.WriteField(k, v); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.WriteField("Content-Type", contentType); err != nil {
		t.Fatal(err)
	}
	fw, err := w.CreateFormFile("file", "upload")
	if err != nil {
		t.Fatal(err)
	}
	fw.Write(data) //nolint:errcheck
	w.Close()
	resp, err := http.Post(url, w.FormDataContentType(), &body)
	if err != nil {
		t.Fatalf("POST %s: %v", url, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// upload signs, posts and saves data as an attachment and returns the File.
func upload(t *testing.T, env *graphtest.Env, token, name, contentType string, data []byte, extra map[string]any) gqlFile {
	t.Helper()
	id := uuid.NewString()
	url, fields := uploadTarget(t, env, token, id, name, "")
	if status, body := postUpload(t, env, url, fields, contentType, data); status != http.StatusNoContent {
		t.Fatalf("upload answered %d: %s", status, body)
	}
	in := map[string]any{"_id": id, "filename": name, "s3Key": name, "uploaded": true}
	for k, v := range extra {
		in[k] = v
	}
	var d struct{ SaveAttachmentForUser gqlFile }
	env.Do(token, saveAttachment, map[string]any{"a": in}).MustDecode(&d)
	return d.SaveAttachmentForUser
}

// fetch GETs a file URL (rebased onto the test server) with an optional token.
func fetch(t *testing.T, env *graphtest.Env, url, token string) (*http.Response, []byte) {
	t.Helper()
	url = strings.Replace(url, env.Config.PublicURL, env.URL, 1)
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, b
}

// testJPEG is a w x h photo-like JPEG.
func testJPEG(t testing.TB, w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			img.Set(x, y, color.RGBA{uint8(x * 255 / w), uint8(y * 255 / h), 120, 255})
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

var pdfBytes = []byte("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")

func TestUploadPolicyIsEnforced(t *testing.T) {
	env := graphtest.New(t, graphtest.WithConfig(func(c *config.Config) { c.UploadMaxBytes = 4000 }))
	token, _ := env.SignInAs("partner")
	tests := []struct {
		name        string
		typePrefix  string
		contentType string
		data        []byte
		tamper      func(map[string]string)
		wait        time.Duration
		want        int
	}{
		{name: "within the policy", contentType: "application/pdf", data: pdfBytes, want: http.StatusNoContent},
		{name: "larger than the limit", contentType: "application/pdf", data: bytes.Repeat([]byte("a"), 4001), want: http.StatusBadRequest},
		{name: "empty file", contentType: "application/pdf", data: nil, want: http.StatusBadRequest},
		{name: "after the policy expired", contentType: "application/pdf", data: pdfBytes, wait: file.UploadLifetime + time.Second, want: http.StatusForbidden},
		{name: "a type the policy does not allow", typePrefix: "image/", contentType: "application/pdf", data: pdfBytes, want: http.StatusForbidden},
		{name: "another key", contentType: "application/pdf", data: pdfBytes, want: http.StatusForbidden,
			tamper: func(f map[string]string) { f["key"] = strings.Replace(f["key"], "u/", "x/", 1) }},
		{name: "a larger limit written into the policy", contentType: "application/pdf", data: pdfBytes, want: http.StatusForbidden,
			tamper: func(f map[string]string) { f["policy"] = f["policy"][:len(f["policy"])-4] + "AAA=" }},
		{name: "a changed signature", contentType: "application/pdf", data: pdfBytes, want: http.StatusForbidden,
			tamper: func(f map[string]string) { f["x-amz-signature"] = strings.Repeat("0", 64) }},
		{name: "a field the policy does not cover", contentType: "application/pdf", data: pdfBytes, want: http.StatusForbidden,
			tamper: func(f map[string]string) { f["acl"] = "public-read" }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			url, fields := uploadTarget(t, env, token, uuid.NewString(), "report.pdf", tc.typePrefix)
			if tc.tamper != nil {
				tc.tamper(fields)
			}
			env.Clock.Advance(tc.wait)
			if status, body := postUpload(t, env, url, fields, tc.contentType, tc.data); status != tc.want {
				t.Fatalf("upload answered %d (%s), want %d", status, body, tc.want)
			}
		})
	}
}

func TestSaveChecksTheUploadedBytes(t *testing.T) {
	env := graphtest.New(t)
	token, _ := env.SignInAs("partner")
	tests := []struct {
		name, filename, contentType string
		data                        []byte
		wantMsg                     string
	}{
		{"text claiming to be a picture", "photo.png", "image/png", []byte("just some words, not a picture"), file.MsgContentMismatch},
		{"a PDF claiming to be a JPEG", "photo.jpg", "image/jpeg", pdfBytes, file.MsgContentMismatch},
		{"a web page", "page.html", "text/html", []byte("<html><script>alert(1)</script></html>"), file.MsgTypeRefused},
		{"a picture in disguise as a PDF", "report.pdf", "application/pdf", testJPEG(t, 20, 20), file.MsgContentMismatch},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			id := uuid.NewString()
			url, fields := uploadTarget(t, env, token, id, tc.filename, "")
			if status, body := postUpload(t, env, url, fields, tc.contentType, tc.data); status != http.StatusNoContent {
				t.Fatalf("upload answered %d: %s", status, body)
			}
			env.Do(token, saveAttachment, map[string]any{"a": map[string]any{"_id": id, "filename": tc.filename, "s3Key": tc.filename}}).
				MustFail("BAD_USER_INPUT", tc.wantMsg)
			env.Do(token, `query($id: ID!) { fileForUser(_id: $id) { _id } }`, map[string]any{"id": id}).MustFail("NOT_FOUND", "")
		})
	}
	t.Run("not uploaded at all", func(t *testing.T) {
		env.Do(token, saveAttachment, map[string]any{"a": map[string]any{"_id": uuid.NewString(), "filename": "a.pdf", "s3Key": "a.pdf"}}).
			MustFail("BAD_USER_INPUT", file.MsgNotUploaded)
	})
}

func TestPrivateFilesNeedAValidLinkOrTheRightUser(t *testing.T) {
	env := graphtest.New(t)
	owner, ownerUser := env.SignInAs("partner")
	other, _ := env.SignInAs("partner")
	staff, _ := env.SignInAs("staff")
	project := uuid.NewString()
	f := upload(t, env, owner, "Loan terms.pdf", "application/pdf", pdfBytes, map[string]any{"attachedTo": project})
	if f.CreatedBy != ownerUser.ID || f.ContentType != "application/pdf" || f.Size != len(pdfBytes) || !f.Uploaded || !f.Processed || len(f.Images) != 0 {
		t.Fatalf("saved file %+v", f)
	}
	if !strings.Contains(f.URL, "sig=") || !strings.Contains(f.URL, "exp=") {
		t.Fatalf("a private file's url is not signed: %s", f.URL)
	}

	resp, body := fetch(t, env, f.URL, "")
	if resp.StatusCode != http.StatusOK || !bytes.Equal(body, pdfBytes) {
		t.Fatalf("signed link answered %d", resp.StatusCode)
	}
	if got := resp.Header.Get("Content-Type"); got != "application/pdf" {
		t.Errorf("Content-Type %q", got)
	}
	if got := resp.Header.Get("Content-Disposition"); !strings.Contains(got, "Loan_terms.pdf") || !strings.HasPrefix(got, "inline") {
		t.Errorf("Content-Disposition %q", got)
	}

	bare := env.URL + "/files/" + f.ID + "/orig"
	cases := []struct {
		name, url, token string
		want             int
	}{
		{"nobody signed in, no link", bare, "", http.StatusUnauthorized},
		{"another partner", bare, other, http.StatusForbidden},
		{"another partner with a tampered link", strings.Replace(f.URL, "sig=", "sig=0", 1), other, http.StatusForbidden},
		{"a link for another size", strings.Replace(f.URL, "/orig?", "/thumb?", 1), "", http.StatusNotFound},
		{"the uploader", bare, owner, http.StatusOK},
		{"staff", bare, staff, http.StatusOK},
		{"an unknown file", env.URL + "/files/" + uuid.NewString() + "/orig", owner, http.StatusNotFound},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if resp, _ := fetch(t, env, tc.url, tc.token); resp.StatusCode != tc.want {
				t.Fatalf("answered %d, want %d", resp.StatusCode, tc.want)
			}
		})
	}

	// The other partner neither lists it nor gets it by id; the owner and staff do.
	listed := func(token string) int {
		var d struct{ AllFilesForUser []gqlFile }
		env.Do(token, allFiles, map[string]any{"f": map[string]any{"attachedTo": project}}).MustDecode(&d)
		return len(d.AllFilesForUser)
	}
	if listed(other) != 0 || listed(owner) != 1 || listed(staff) != 1 {
		t.Fatalf("listed by other %d, owner %d, staff %d", listed(other), listed(owner), listed(staff))
	}
	env.Do(other, `query($id: ID!) { fileForUser(_id: $id) { _id } }`, map[string]any{"id": f.ID}).MustFail("NOT_FOUND", "")
	env.Do("", allFiles, nil).MustFail("UNAUTHENTICATED", "")

	// Links expire.
	env.Clock.Advance(file.LinkLifetime + file.LinkRounding + time.Minute)
	if resp, _ := fetch(t, env, f.URL, ""); resp.StatusCode != http.StatusForbidden {
		t.Fatalf("an expired link answered %d", resp.StatusCode)
	}
}

func TestPicturesGetSizesAndProjectPhotosArePublic(t *testing.T) {
	env := graphtest.New(t)
	staff, _ := env.SignInAs("staff")
	partner, _ := env.SignInAs("partner")
	project := uuid.NewString()
	f := upload(t, env, staff, "well.jpg", "image/jpeg", testJPEG(t, 1000, 750), map[string]any{"attachedTo": project, "type": "H_PHOTO"})
	got := map[string]string{}
	for _, img := range f.Images {
		got[img.SizeCode] = fmt.Sprintf("%dx%d %s", img.Width, img.Height, img.ContentType)
	}
	want := map[string]string{"orig": "1000x750 image/jpeg", "md": "800x600 image/jpeg", "sm": "400x300 image/jpeg", "thumb": "150x113 image/jpeg"}
	if fmt.Sprint(got) != fmt.Sprint(want) || !f.Processed || f.Thumbnail == nil {
		t.Fatalf("images %v (processed %v), want %v", got, f.Processed, want)
	}
	// A public picture's URL is stable and anyone may fetch it.
	resp, body := fetch(t, env, *f.Thumbnail, "")
	cfg, _, err := image.DecodeConfig(bytes.NewReader(body))
	if resp.StatusCode != http.StatusOK || err != nil || cfg.Width != 150 {
		t.Fatalf("thumbnail answered %d, %dx%d (%v)", resp.StatusCode, cfg.Width, cfg.Height, err)
	}
	if strings.Contains(*f.Thumbnail, "sig=") {
		t.Errorf("a public picture's url expires: %s", *f.Thumbnail)
	}
	// A picture smaller than the thumbnail is never enlarged: its thumbnail is the picture itself.
	small := upload(t, env, staff, "icon.jpg", "image/jpeg", testJPEG(t, 100, 80), map[string]any{"attachedTo": project, "type": "H_PHOTO"})
	if small.Thumbnail == nil {
		t.Fatal("a small picture has no thumbnail")
	}
	resp, body = fetch(t, env, *small.Thumbnail, "")
	if cfg, _, err := image.DecodeConfig(bytes.NewReader(body)); resp.StatusCode != http.StatusOK || err != nil || cfg.Width != 100 {
		t.Fatalf("small picture's thumbnail answered %d (%v)", resp.StatusCode, err)
	}
	var d struct{ AllFilesForUser []gqlFile }
	env.Do(partner, allFiles, map[string]any{"f": map[string]any{"type": "H_PHOTO", "attachedTo": project}}).MustDecode(&d)
	if len(d.AllFilesForUser) != 2 {
		t.Fatalf("a partner lists %d project photos", len(d.AllFilesForUser))
	}
	// Only those who may edit the project attach its photos.
	id := uuid.NewString()
	url, fields := uploadTarget(t, env, partner, id, "mine.jpg", "image/")
	postUpload(t, env, url, fields, "image/jpeg", testJPEG(t, 50, 50))
	env.Do(partner, saveAttachment, map[string]any{"a": map[string]any{"_id": id, "filename": "mine.jpg", "s3Key": "mine.jpg", "attachedTo": project, "type": "H_PHOTO"}}).
		MustFail("FORBIDDEN", "")
}

func TestProfilePhotoUpdatesTheProfile(t *testing.T) {
	env := graphtest.New(t)
	token, u := env.SignInAs("field-worker")
	_, other := env.SignInAs("partner")
	sub := env.Subscribe(token, "", `subscription { myProfileUpdatesForUser { crud new { _id name profilePhotoId primaryThumbnailUrl } } }`, nil)
	waitForUpdate(t, env, token, u.ID, sub) // the subscription is live

	id := uuid.NewString()
	url, fields := uploadTarget(t, env, token, id, "me.jpg", "image/")
	if status, body := postUpload(t, env, url, fields, "image/jpeg", testJPEG(t, 600, 800)); status != http.StatusNoContent {
		t.Fatalf("upload answered %d: %s", status, body)
	}
	photo := map[string]any{"_id": id, "filename": "me.jpg", "s3Key": "me.jpg", "profilePhotoFor": other.ID, "uploaded": true}
	env.Do(token, saveProfilePhoto, map[string]any{"p": photo}).MustFail("FORBIDDEN", file.MsgOwnPhotoOnly)
	photo["profilePhotoFor"] = u.ID
	var d struct{ SaveProfilePhotoForUser gqlFile }
	env.Do(token, saveProfilePhoto, map[string]any{"p": photo}).MustDecode(&d)
	if d.SaveProfilePhotoForUser.Type != "PROFILE_PHOTO" || d.SaveProfilePhotoForUser.ProfilePhotoFor == nil || *d.SaveProfilePhotoForUser.ProfilePhotoFor != u.ID {
		t.Fatalf("saved %+v", d.SaveProfilePhotoForUser)
	}

	var p struct {
		MyProfileForUser struct {
			ProfilePhotoID      *string
			PrimaryThumbnailURL *string `json:"primaryThumbnailUrl"`
		}
	}
	env.Do(token, `{ myProfileForUser { profilePhotoId primaryThumbnailUrl } }`, nil).MustDecode(&p)
	if p.MyProfileForUser.ProfilePhotoID == nil || *p.MyProfileForUser.ProfilePhotoID != id || p.MyProfileForUser.PrimaryThumbnailURL == nil {
		t.Fatalf("profile %+v", p.MyProfileForUser)
	}
	resp, body := fetch(t, env, *p.MyProfileForUser.PrimaryThumbnailURL, "")
	cfg, _, err := image.DecodeConfig(bytes.NewReader(body))
	if resp.StatusCode != http.StatusOK || err != nil || cfg.Width != 113 || cfg.Height != 150 {
		t.Fatalf("thumbnail answered %d, %dx%d (%v)", resp.StatusCode, cfg.Width, cfg.Height, err)
	}

	for {
		res, err := sub.Next(3 * time.Second)
		if err != nil {
			t.Fatalf("no profile update with the photo: %v", err)
		}
		var up struct {
			MyProfileUpdatesForUser struct {
				New struct {
					ProfilePhotoID      *string
					PrimaryThumbnailURL *string `json:"primaryThumbnailUrl"`
				}
			}
		}
		res.MustDecode(&up)
		if n := up.MyProfileUpdatesForUser.New; n.ProfilePhotoID != nil && *n.ProfilePhotoID == id && n.PrimaryThumbnailURL != nil {
			break
		}
	}

	// A profile photo must be a picture.
	pdfID := uuid.NewString()
	url, fields = uploadTarget(t, env, token, pdfID, "me.pdf", "")
	postUpload(t, env, url, fields, "application/pdf", pdfBytes)
	env.Do(token, saveProfilePhoto, map[string]any{"p": map[string]any{"_id": pdfID, "filename": "me.pdf", "s3Key": "me.pdf", "profilePhotoFor": u.ID}}).
		MustFail("BAD_USER_INPUT", file.MsgNotPicture)
}
