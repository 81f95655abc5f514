package storage_test

import (
	"context"
	"strings"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/s3/types"

	"github.com/reachmissions/reach/backend/internal/storage"
	"github.com/reachmissions/reach/backend/internal/storage/s3test"
)

// A bucket without CORS refuses every upload a browser posts to it, though Reach itself reads
// and writes it: the check a server runs at start says so, and is content once the bucket
// allows Reach's public address (and only that one).
func TestCheckBrowserUploadsSeesTheBucketsCORS(t *testing.T) {
	ctx := context.Background()
	cfg := s3test.Start(t)
	store, err := storage.NewS3(cfg)
	if err != nil {
		t.Fatal(err)
	}
	const origin = "https://reach.example.org"
	err = store.CheckBrowserUploads(ctx, origin)
	if err == nil || !strings.Contains(err.Error(), "does not let browsers on "+origin+" upload") {
		t.Fatalf("a bucket without CORS passed the check: %v", err)
	}

	client := s3.New(s3.Options{Region: cfg.Region, BaseEndpoint: aws.String(cfg.Endpoint), UsePathStyle: true,
		Credentials: credentials.NewStaticCredentialsProvider(cfg.AccessKey, cfg.SecretKey, "")})
	if _, err := client.PutBucketCors(ctx, &s3.PutBucketCorsInput{Bucket: aws.String(cfg.Bucket), CORSConfiguration: &types.CORSConfiguration{
		CORSRules: []types.CORSRule{{AllowedOrigins: []string{origin}, AllowedMethods: []string{"GET", "POST", "PUT"}, AllowedHeaders: []string{"*"}}},
	}}); err != nil {
		t.Fatal(err)
	}
	if err := store.CheckBrowserUploads(ctx, origin); err != nil {
		t.Fatalf("the bucket allows %s, yet: %v", origin, err)
	}
	if err := store.CheckBrowserUploads(ctx, "https://elsewhere.example.org"); err == nil {
		t.Fatal("the check passed for an origin the bucket does not allow")
	}
}
