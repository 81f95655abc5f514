package server

import (
	"context"
	"errors"
	"io"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/file"
	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/storage"
	"github.com/reachmissions/reach/backend/internal/user"
)

// newFiles builds the file service on local disk, or on S3 when a bucket is configured.
func newFiles(o Options, users *user.Service) (*file.Service, error) {
	c := o.Config
	var store storage.Store = storage.NewLocal(c.DataDir, c.PublicURL)
	if c.S3Bucket != "" {
		s3, err := storage.NewS3(storage.S3Config{Endpoint: c.S3Endpoint, Bucket: c.S3Bucket, Region: c.S3Region,
			AccessKey: c.S3AccessKeyID, SecretKey: c.S3SecretAccessKey, PathStyle: c.S3PathStyle, HTTPClient: o.HTTPClient})
		if err != nil {
			return nil, err
		}
		store = s3
	}
	return file.New(file.Options{
		Files: o.DB, Store: store, PublicURL: c.PublicURL, MaxBytes: c.UploadMaxBytes, Log: o.Log, Now: o.Now,
		SetProfilePhoto: func(ctx context.Context, userID, fileID string) error {
			_, err := users.EditMyProfile(ctx, user.ProfileEdit{ID: userID, ProfilePhotoID: &fileID})
			return err
		},
	}), nil
}

// registerFileRoutes serves POST /files/upload (the local store's S3-style
// browser upload) and GET /files/{id}/{sizeCode} (downloads).
func registerFileRoutes(r gin.IRouter, files *file.Service, authn gin.HandlerFunc, maxBytes int64, now func() time.Time) {
	if now == nil {
		now = time.Now
	}
	if local, ok := files.Store().(*storage.Local); ok {
		r.POST(storage.LocalUploadPath, func(c *gin.Context) { receiveUpload(c, local, files, maxBytes, now) })
	}
	download := func(c *gin.Context) { serveDownload(c, files) }
	r.GET("/files/:id/:size", authn, download)
	r.HEAD("/files/:id/:size", authn, download)
}

// receiveUpload answers as S3 does: 204 when stored, 403 for a bad signature
// or an expired or unmet policy (or a link used already: an upload link
// works once), 400 for a malformed form or a size outside the policy's range.
func receiveUpload(c *gin.Context, local *storage.Local, receipt storage.Receipt, maxBytes int64, now func() time.Time) {
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, maxBytes+1<<20)
	err := local.ReceiveUpload(c.Request, now(), receipt)
	ctx := c.Request.Context()
	var tooBig *http.MaxBytesError
	switch {
	case err == nil:
		c.Status(http.StatusNoContent)
	case errors.Is(err, storage.ErrSignature), errors.Is(err, storage.ErrExpired), errors.Is(err, storage.ErrPolicy), errors.Is(err, storage.ErrUsed):
		c.String(http.StatusForbidden, i18n.TC(ctx, uploadRefusal(err).Error()))
	case errors.Is(err, storage.ErrTooLarge), errors.As(err, &tooBig):
		c.String(http.StatusBadRequest, i18n.TC(ctx, storage.ErrTooLarge.Error()))
	case errors.Is(err, storage.ErrTooSmall), errors.Is(err, storage.ErrMalformed):
		c.String(http.StatusBadRequest, i18n.TC(ctx, uploadRefusal(err).Error()))
	default:
		c.Error(err) //nolint:errcheck
		c.String(http.StatusInternalServerError, i18n.TC(ctx, apperr.MsgInternal))
	}
}

// uploadRefusals are the storage errors an upload is refused with, each a message of the
// catalogs (upload.<code>.json).
var uploadRefusals = []error{storage.ErrSignature, storage.ErrExpired, storage.ErrPolicy, storage.ErrUsed, storage.ErrTooLarge, storage.ErrTooSmall, storage.ErrMalformed}

// uploadRefusal is the refusal err is (or wraps), so the answer is its message without the
// detail a wrapped error adds.
func uploadRefusal(err error) error {
	for _, r := range uploadRefusals {
		if errors.Is(err, r) {
			return r
		}
	}
	return err
}

var statusOf = map[string]int{
	apperr.NotFound:        http.StatusNotFound,
	apperr.Unauthenticated: http.StatusUnauthorized,
	apperr.Forbidden:       http.StatusForbidden,
}

func serveDownload(c *gin.Context, files *file.Service) {
	d, err := files.Open(c.Request.Context(), auth.ViewerFrom(c.Request.Context()), c.Param("id"), c.Param("size"), c.Query("exp"), c.Query("sig"))
	ctx := c.Request.Context()
	if e := apperr.As(err); e != nil && statusOf[e.Code] != 0 {
		c.String(statusOf[e.Code], messageOf(ctx, e))
		return
	}
	if errors.Is(err, file.ErrDamaged) {
		c.String(http.StatusInternalServerError, i18n.TC(ctx, "This file changed after it was saved, so it is not served. Please tell an administrator."))
		return
	}
	if err != nil {
		c.Error(err) //nolint:errcheck
		c.String(http.StatusInternalServerError, i18n.TC(ctx, apperr.MsgInternal))
		return
	}
	h := c.Writer.Header()
	if d.Public {
		h.Set("Cache-Control", "public, max-age=3600")
	} else {
		h.Set("Cache-Control", "private, no-store")
	}
	if d.Redirect != "" {
		c.Redirect(http.StatusFound, d.Redirect)
		return
	}
	defer d.Body.Close()
	h.Set("Content-Type", d.ContentType)
	h.Set("Content-Disposition", d.Disposition)
	// A downloaded file never runs script, whatever it holds.
	h.Set("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
	if rs, ok := d.Body.(io.ReadSeeker); ok {
		http.ServeContent(c.Writer, c.Request, "", time.Time{}, rs)
		return
	}
	c.DataFromReader(http.StatusOK, d.Size, d.ContentType, d.Body, nil)
}
