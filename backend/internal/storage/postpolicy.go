package storage

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Credentials sign requests with AWS Signature Version 4.
type Credentials struct {
	AccessKeyID     string
	SecretAccessKey string
	Region          string
}

const (
	sigAlgorithm = "AWS4-HMAC-SHA256"
	amzDate      = "20060102T150405Z"
	shortDate    = "20060102"
)

func hmacSHA256(key []byte, data string) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(data))
	return m.Sum(nil)
}

func (c Credentials) signingKey(day string) []byte {
	k := hmacSHA256([]byte("AWS4"+c.SecretAccessKey), day)
	k = hmacSHA256(k, c.Region)
	k = hmacSHA256(k, "s3")
	return hmacSHA256(k, "aws4_request")
}

// SignPostPolicy returns the form fields of an S3 browser POST of p.Key into
// bucket: the base64 policy (expiry, bucket, key, content-length-range,
// Content-Type prefix and the x-amz-* fields) and its SigV4 signature.
func SignPostPolicy(c Credentials, bucket string, p Policy, now time.Time) (map[string]string, error) {
	now = now.UTC()
	credential := fmt.Sprintf("%s/%s/%s/s3/aws4_request", c.AccessKeyID, now.Format(shortDate), c.Region)
	minBytes := max(p.MinBytes, 0)
	doc := map[string]any{
		"expiration": p.Expires.UTC().Format("2006-01-02T15:04:05.000Z"),
		"conditions": []any{
			map[string]string{"bucket": bucket},
			map[string]string{"key": p.Key},
			[]any{"content-length-range", minBytes, p.MaxBytes},
			[]any{"starts-with", "$Content-Type", p.ContentTypePrefix},
			map[string]string{"x-amz-algorithm": sigAlgorithm},
			map[string]string{"x-amz-credential": credential},
			map[string]string{"x-amz-date": now.Format(amzDate)},
		},
	}
	raw, err := json.Marshal(doc)
	if err != nil {
		return nil, err
	}
	policy := base64.StdEncoding.EncodeToString(raw)
	return map[string]string{
		"key":              p.Key,
		"policy":           policy,
		"x-amz-algorithm":  sigAlgorithm,
		"x-amz-credential": credential,
		"x-amz-date":       now.Format(amzDate),
		"x-amz-signature":  hex.EncodeToString(hmacSHA256(c.signingKey(now.Format(shortDate)), policy)),
	}, nil
}

// Errors of VerifyPostPolicy (the local store answers them as S3 would: 403
// for a bad signature or an expired or unmet policy, 400 for the size).
var (
	ErrSignature = errors.New("the upload's signature does not match")
	ErrExpired   = errors.New("the upload's policy has expired")
	ErrPolicy    = errors.New("the upload does not meet its policy")
	ErrTooLarge  = errors.New("the file is larger than the upload allows")
	ErrTooSmall  = errors.New("the file is smaller than the upload allows")
	ErrMalformed = errors.New("the upload form is malformed")
	// ErrUsed refuses a second upload with a link that was used already.
	ErrUsed        = errors.New("this upload link was used already")
	errNoCondition = errors.New("a form field is not covered by the policy")
)

// PostPolicy is a verified upload policy: what the file part must still meet.
type PostPolicy struct {
	Key                string
	MinBytes, MaxBytes int64
	ContentType        string
}

// VerifyPostPolicy checks a browser POST's form fields (everything before
// the file) against their signed policy: the signature with c, the expiry
// against now, the bucket, and every field against the conditions. It
// returns what the file must meet.
func VerifyPostPolicy(c Credentials, bucket string, form map[string]string, now time.Time) (*PostPolicy, error) {
	// Form field names are case-insensitive, as S3 has them.
	fields := make(map[string]string, len(form))
	for k, v := range form {
		fields[strings.ToLower(k)] = v
	}
	policy, sig := fields["policy"], fields["x-amz-signature"]
	if policy == "" || sig == "" || fields["x-amz-algorithm"] != sigAlgorithm {
		return nil, ErrMalformed
	}
	cred := strings.Split(fields["x-amz-credential"], "/")
	if len(cred) != 5 || cred[0] != c.AccessKeyID || cred[2] != c.Region || cred[3] != "s3" || cred[4] != "aws4_request" {
		return nil, ErrSignature
	}
	want := hmacSHA256(c.signingKey(cred[1]), policy)
	got, err := hex.DecodeString(sig)
	if err != nil || !hmac.Equal(want, got) {
		return nil, ErrSignature
	}
	raw, err := base64.StdEncoding.DecodeString(policy)
	if err != nil {
		return nil, ErrMalformed
	}
	var doc struct {
		Expiration string `json:"expiration"`
		Conditions []json.RawMessage
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		return nil, ErrMalformed
	}
	exp, err := time.Parse(time.RFC3339, doc.Expiration)
	if err != nil {
		return nil, ErrMalformed
	}
	if !now.Before(exp) {
		return nil, ErrExpired
	}
	out := &PostPolicy{Key: fields["key"], MaxBytes: -1}
	covered := map[string]bool{"policy": true, "x-amz-signature": true}
	vals := func(name string) (string, bool) {
		if name == "bucket" {
			return bucket, true
		}
		v, ok := fields[name]
		return v, ok
	}
	for _, rc := range doc.Conditions {
		var eq map[string]string
		if json.Unmarshal(rc, &eq) == nil {
			for k, v := range eq {
				k = strings.ToLower(k)
				if got, _ := vals(k); got != v {
					return nil, ErrPolicy
				}
				covered[k] = true
			}
			continue
		}
		var arr []any
		if err := json.Unmarshal(rc, &arr); err != nil || len(arr) != 3 {
			return nil, ErrMalformed
		}
		op, _ := arr[0].(string)
		switch strings.ToLower(op) {
		case "content-length-range":
			lo, ok1 := arr[1].(float64)
			hi, ok2 := arr[2].(float64)
			if !ok1 || !ok2 {
				return nil, ErrMalformed
			}
			out.MinBytes, out.MaxBytes = int64(lo), int64(hi)
		case "eq", "starts-with":
			name, _ := arr[1].(string)
			want, _ := arr[2].(string)
			name = strings.ToLower(strings.TrimPrefix(name, "$"))
			got, _ := vals(name)
			if (op == "eq" && got != want) || (op != "eq" && !strings.HasPrefix(got, want)) {
				return nil, ErrPolicy
			}
			covered[name] = true
		default:
			return nil, ErrMalformed
		}
	}
	for name := range fields {
		if !covered[name] && !strings.HasPrefix(name, "x-ignore-") {
			return nil, fmt.Errorf("%w: %w (%s)", ErrPolicy, errNoCondition, name)
		}
	}
	if out.MaxBytes < 0 || !ValidKey(out.Key) {
		return nil, ErrPolicy
	}
	out.ContentType = fields["content-type"]
	return out, nil
}
