package graph_test

import (
	"bytes"
	"image"
	"image/jpeg"
	"math/rand/v2"
	"net/http"
	"syscall"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/graph/graphtest"
)

// benchPhoto is a 4000 x 3000 JPEG with gradients and grain, about 5 MB like a phone photo.
func benchPhoto(b *testing.B) []byte {
	img := image.NewYCbCr(image.Rect(0, 0, 4000, 3000), image.YCbCrSubsampleRatio420)
	r := rand.New(rand.NewPCG(1, 2))
	for y := 0; y < 3000; y++ {
		for x := 0; x < 4000; x++ {
			img.Y[y*img.YStride+x] = uint8((x*255/4000+y*255/3000)/2 + r.IntN(10))
		}
	}
	for i := range img.Cb {
		img.Cb[i], img.Cr[i] = uint8(96+r.IntN(64)), uint8(100+r.IntN(40))
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 95}); err != nil {
		b.Fatal(err)
	}
	return buf.Bytes()
}

// BenchmarkPhotoUploadToThumbnails is one 5 MB photo from the browser's
// signed POST to the local store, through saveAttachmentForUser, to every
// picture size stored and the File answered (docs/benchmarks.md).
func BenchmarkPhotoUploadToThumbnails(b *testing.B) {
	env := graphtest.New(b)
	token, _ := env.SignInAs("partner")
	data := benchPhoto(b)
	var before, after syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &before) //nolint:errcheck
	t := b
	n := 0
	for b.Loop() {
		n++
		id := uuid.NewString()
		url, fields := uploadTarget(t, env, token, id, "photo.jpg", "image/")
		if status, body := postUpload(t, env, url, fields, "image/jpeg", data); status != http.StatusNoContent {
			b.Fatalf("upload answered %d: %s", status, body)
		}
		var d struct{ SaveAttachmentForUser gqlFile }
		env.Do(token, saveAttachment, map[string]any{"a": map[string]any{"_id": id, "filename": "photo.jpg", "s3Key": "photo.jpg"}}).MustDecode(&d)
		if len(d.SaveAttachmentForUser.Images) != 5 {
			b.Fatalf("saved %d images", len(d.SaveAttachmentForUser.Images))
		}
	}
	syscall.Getrusage(syscall.RUSAGE_SELF, &after) //nolint:errcheck
	cpu := time.Duration(after.Utime.Nano() + after.Stime.Nano() - before.Utime.Nano() - before.Stime.Nano())
	// CPU time per photo tells the cost on a busy machine, where wall time
	// says more about the neighbours.
	b.ReportMetric(float64(cpu.Milliseconds())/float64(n), "cpu-ms/op")
	b.ReportMetric(float64(len(data))/(1<<20), "MiB/photo")
}
