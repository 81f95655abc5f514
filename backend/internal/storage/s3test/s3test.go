// Package s3test starts a real S3-compatible server for tests: versitygw
// (posix backend) built from the module's own tool dependency, once per
// version, and cached under os.TempDir.
package s3test

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"

	"github.com/reachmissions/reach/backend/internal/storage"
)

const module = "github.com/versity/versitygw"

var (
	buildOnce sync.Once
	binary    string
	buildErr  error
)

// build compiles versitygw at the version go.mod names (go get -tool), or
// reuses the binary an earlier run left in os.TempDir.
func build() (string, error) {
	buildOnce.Do(func() {
		out, err := exec.Command("go", "list", "-m", "-f", "{{.Version}}", module).Output()
		if err != nil {
			buildErr = fmt.Errorf("go list -m %s: %w", module, err)
			return
		}
		version := strings.TrimSpace(string(out))
		binary = filepath.Join(os.TempDir(), "reach-test-versitygw-"+version)
		if _, err := os.Stat(binary); err == nil {
			return
		}
		tmp := fmt.Sprintf("%s.%d.tmp", binary, os.Getpid())
		cmd := exec.Command("go", "build", "-o", tmp, module+"/cmd/versitygw")
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("build versitygw %s: %w\n%s", version, err, out)
			return
		}
		buildErr = os.Rename(tmp, binary)
	})
	return binary, buildErr
}

func freePort() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	return l.Addr().String(), nil
}

// Start runs versitygw on a free loopback port with a temporary folder and
// a bucket, stopped when t ends, and returns the store configuration.
func Start(t testing.TB) storage.S3Config {
	t.Helper()
	bin, err := build()
	if err != nil {
		t.Fatal(err)
	}
	root, sidecar := t.TempDir(), t.TempDir()
	addr, err := freePort()
	if err != nil {
		t.Fatal(err)
	}
	cfg := storage.S3Config{Endpoint: "http://" + addr, Bucket: "reach-test", Region: "us-east-1",
		AccessKey: "reachtestaccess", SecretKey: "reach-test-secret-key-0123456789", PathStyle: true}
	cmd := exec.Command(bin, "--port", addr, "--access", cfg.AccessKey, "--secret", cfg.SecretKey, "--region", cfg.Region,
		"--quiet", "posix", "--sidecar", sidecar, root)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	deadline := time.Now().Add(15 * time.Second)
	for {
		c, err := net.DialTimeout("tcp", addr, 200*time.Millisecond)
		if err == nil {
			c.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("versitygw did not start on %s", addr)
		}
		time.Sleep(50 * time.Millisecond)
	}
	client := s3.New(s3.Options{Region: cfg.Region, BaseEndpoint: aws.String(cfg.Endpoint), UsePathStyle: true,
		Credentials: credentials.NewStaticCredentialsProvider(cfg.AccessKey, cfg.SecretKey, "")})
	if _, err := client.CreateBucket(context.Background(), &s3.CreateBucketInput{Bucket: aws.String(cfg.Bucket)}); err != nil {
		t.Fatalf("create bucket: %v", err)
	}
	return cfg
}
