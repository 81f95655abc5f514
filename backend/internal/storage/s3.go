package storage

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/s3/types"
	"github.com/aws/smithy-go"
)

// S3Config is an S3-compatible bucket.
type S3Config struct {
	// Endpoint is the service's base URL (https://s3.example.com); empty = AWS.
	Endpoint  string
	Bucket    string
	Region    string
	AccessKey string
	SecretKey string
	// PathStyle addresses the bucket as Endpoint/Bucket rather than Bucket.host.
	PathStyle bool
	// HTTPClient overrides the default client.
	HTTPClient *http.Client
}

// S3 keeps objects in an S3-compatible bucket. Browser uploads go straight to
// the bucket, which checks the signed policy; downloads are presigned GETs.
type S3 struct {
	cfg     S3Config
	http    *http.Client // the SDK's, and the CORS check's
	client  *s3.Client
	presign *s3.PresignClient
	creds   Credentials
}

// NewS3 returns a store on the bucket of c.
func NewS3(c S3Config) (*S3, error) {
	if c.Bucket == "" || c.AccessKey == "" || c.SecretKey == "" {
		return nil, errors.New("S3 storage needs a bucket, an access key id and a secret access key")
	}
	if c.Region == "" {
		c.Region = "us-east-1"
	}
	c.Endpoint = strings.TrimRight(c.Endpoint, "/")
	o := s3.Options{
		Region:       c.Region,
		Credentials:  credentials.NewStaticCredentialsProvider(c.AccessKey, c.SecretKey, ""),
		UsePathStyle: c.PathStyle,
		// Only what every S3-compatible server understands.
		RequestChecksumCalculation: aws.RequestChecksumCalculationWhenRequired,
		ResponseChecksumValidation: aws.ResponseChecksumValidationWhenRequired,
	}
	if c.Endpoint != "" {
		o.BaseEndpoint = aws.String(c.Endpoint)
	}
	hc := c.HTTPClient
	if hc == nil {
		hc = &http.Client{Timeout: 2 * time.Minute}
	}
	o.HTTPClient = hc
	client := s3.New(o)
	return &S3{cfg: c, http: hc, client: client, presign: s3.NewPresignClient(client),
		creds: Credentials{AccessKeyID: c.AccessKey, SecretAccessKey: c.SecretKey, Region: c.Region}}, nil
}

// Kind implements Store.
func (s *S3) Kind() string { return "s3" }

// bucketURL is where browser uploads go.
func (s *S3) bucketURL() string { return BucketURL(s.cfg) }

// BucketURL is the address of c's bucket (browser uploads go there).
func BucketURL(c S3Config) string {
	endpoint := strings.TrimRight(c.Endpoint, "/")
	if endpoint == "" {
		region := c.Region
		if region == "" {
			region = "us-east-1"
		}
		return fmt.Sprintf("https://%s.s3.%s.amazonaws.com", c.Bucket, region)
	}
	if c.PathStyle {
		return endpoint + "/" + c.Bucket
	}
	u, err := url.Parse(endpoint)
	if err != nil {
		return endpoint + "/" + c.Bucket
	}
	u.Host = c.Bucket + "." + u.Host
	return u.String()
}

// BucketOrigin is the scheme://host of c's bucket, for the apps' CSP
// (uploads POST there, presigned downloads come from there).
func BucketOrigin(c S3Config) string { return Origin(BucketURL(c)) }

// Origin is the scheme://host of the address raw, or empty when raw has no host.
func Origin(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return ""
	}
	return u.Scheme + "://" + u.Host
}

// CheckBrowserUploads asks the bucket, as a browser on origin asks before the apps post an
// upload to it, whether it allows the upload: the CORS preflight of packages/ui's postFile (a
// POST that reports its progress, so the browser asks first). Browsers post uploads straight to
// the bucket, so a bucket whose CORS does not allow Reach's public address refuses every upload
// from the apps while Reach itself reads and writes it without trouble; the error says so.
// The caller's ctx bounds how long it waits.
func (s *S3) CheckBrowserUploads(ctx context.Context, origin string) error {
	target := s.bucketURL()
	req, err := http.NewRequestWithContext(ctx, http.MethodOptions, target, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Origin", origin)
	req.Header.Set("Access-Control-Request-Method", http.MethodPost)
	resp, err := s.http.Do(req)
	if err != nil {
		return fmt.Errorf("the bucket at %s did not answer a browser's upload check from %s: %w", target, origin, err)
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	// POST is a method CORS always allows once the origin is: only the origin needs checking.
	if allowed := resp.Header.Get("Access-Control-Allow-Origin"); resp.StatusCode >= 300 || (allowed != "*" && allowed != origin) {
		return fmt.Errorf("the bucket at %s does not let browsers on %s upload (its CORS preflight answered %d, Access-Control-Allow-Origin %q): every upload from the apps will fail until the bucket's CORS allows POST from %s (docs/scale-out.md)",
			target, origin, resp.StatusCode, resp.Header.Get("Access-Control-Allow-Origin"), origin)
	}
	return nil
}

// UploadTarget implements Store.
func (s *S3) UploadTarget(p Policy, now time.Time) (Upload, error) {
	fields, err := SignPostPolicy(s.creds, s.cfg.Bucket, p, now)
	if err != nil {
		return Upload{}, err
	}
	return Upload{URL: s.bucketURL(), Fields: fields}, nil
}

func notFound(err error) bool {
	var nf *types.NotFound
	var nk *types.NoSuchKey
	if errors.As(err, &nf) || errors.As(err, &nk) {
		return true
	}
	var ae smithy.APIError
	return errors.As(err, &ae) && (ae.ErrorCode() == "NotFound" || ae.ErrorCode() == "NoSuchKey")
}

// Stat implements Store.
func (s *S3) Stat(ctx context.Context, key string) (Object, error) {
	out, err := s.client.HeadObject(ctx, &s3.HeadObjectInput{Bucket: &s.cfg.Bucket, Key: &key})
	if notFound(err) {
		return Object{}, ErrNotExist
	}
	if err != nil {
		return Object{}, fmt.Errorf("s3 head %s: %w", key, err)
	}
	return Object{Size: aws.ToInt64(out.ContentLength), ContentType: aws.ToString(out.ContentType)}, nil
}

// Open implements Store.
func (s *S3) Open(ctx context.Context, key string) (io.ReadCloser, Object, error) {
	out, err := s.client.GetObject(ctx, &s3.GetObjectInput{Bucket: &s.cfg.Bucket, Key: &key})
	if notFound(err) {
		return nil, Object{}, ErrNotExist
	}
	if err != nil {
		return nil, Object{}, fmt.Errorf("s3 get %s: %w", key, err)
	}
	return out.Body, Object{Size: aws.ToInt64(out.ContentLength), ContentType: aws.ToString(out.ContentType)}, nil
}

// Put implements Store.
func (s *S3) Put(ctx context.Context, key, contentType string, body []byte) error {
	_, err := s.client.PutObject(ctx, &s3.PutObjectInput{
		Bucket: &s.cfg.Bucket, Key: &key, ContentType: &contentType,
		Body: bytes.NewReader(body), ContentLength: aws.Int64(int64(len(body))),
	})
	if err != nil {
		return fmt.Errorf("s3 put %s: %w", key, err)
	}
	return nil
}

// PresignGet implements Store.
func (s *S3) PresignGet(ctx context.Context, key string, d Download, ttl time.Duration) (string, error) {
	in := &s3.GetObjectInput{Bucket: &s.cfg.Bucket, Key: &key}
	if d.ContentType != "" {
		in.ResponseContentType = aws.String(d.ContentType)
	}
	if d.Disposition != "" {
		in.ResponseContentDisposition = aws.String(d.Disposition)
	}
	req, err := s.presign.PresignGetObject(ctx, in, s3.WithPresignExpires(ttl))
	if err != nil {
		return "", fmt.Errorf("s3 presign %s: %w", key, err)
	}
	return req.URL, nil
}

// Move implements Store: a copy inside the bucket, then src deleted. dst is
// a key no upload policy grants, so it is Reach's alone.
func (s *S3) Move(ctx context.Context, src, dst string) error {
	if _, err := s.Stat(ctx, src); err != nil {
		return err
	}
	source := s.cfg.Bucket + "/" + url.PathEscape(src)
	source = strings.ReplaceAll(source, "%2F", "/")
	if _, err := s.client.CopyObject(ctx, &s3.CopyObjectInput{Bucket: &s.cfg.Bucket, Key: &dst, CopySource: &source}); err != nil {
		return fmt.Errorf("s3 copy %s to %s: %w", src, dst, err)
	}
	return s.Delete(ctx, src)
}

// Delete implements Store.
func (s *S3) Delete(ctx context.Context, key string) error {
	if _, err := s.client.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: &s.cfg.Bucket, Key: &key}); err != nil && !notFound(err) {
		return fmt.Errorf("s3 delete %s: %w", key, err)
	}
	return nil
}
