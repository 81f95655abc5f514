package file

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"math/rand/v2"
	"testing"
)

// photo makes a w x h JPEG with smooth gradients and grain, so it compresses
// like a camera photo (about 5 MB at 4000 x 3000).
func photo(t testing.TB, w, h int) []byte {
	t.Helper()
	img := image.NewYCbCr(image.Rect(0, 0, w, h), image.YCbCrSubsampleRatio420)
	r := rand.New(rand.NewPCG(1, 2))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			img.Y[y*img.YStride+x] = uint8((x*255/w+y*255/h)/2 + r.IntN(10))
		}
	}
	for y := 0; y < h/2; y++ {
		for x := 0; x < w/2; x++ {
			img.Cb[y*img.CStride+x] = uint8(96 + r.IntN(64))
			img.Cr[y*img.CStride+x] = uint8(128 + x*64/w)
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// BenchmarkMakeVariants5MB measures a 5 MB, 12 megapixel photo to all its
// variants (the work saveAttachmentForUser does before answering).
func BenchmarkMakeVariants5MB(b *testing.B) {
	data := photo(b, 4000, 3000)
	b.ReportMetric(float64(len(data))/1e6, "MB")
	b.ResetTimer()
	for b.Loop() {
		if _, err := MakeVariants(data); err != nil {
			b.Fatal(err)
		}
	}
}

func TestVariantDimensions(t *testing.T) {
	transparent := image.NewNRGBA(image.Rect(0, 0, 500, 300))
	transparent.Set(1, 1, color.NRGBA{255, 0, 0, 128})
	var pngBuf bytes.Buffer
	if err := png.Encode(&pngBuf, transparent); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		data     []byte
		w, h     int
		want     map[string][2]int
		wantType string
	}{
		{"landscape photo gets every size", photo(t, 2000, 1500), 2000, 1500,
			map[string][2]int{"lg": {1600, 1200}, "md": {800, 600}, "sm": {400, 300}, "thumb": {150, 113}}, "image/jpeg"},
		{"portrait photo keeps its aspect", photo(t, 600, 900), 600, 900,
			map[string][2]int{"md": {533, 800}, "sm": {267, 400}, "thumb": {100, 150}}, "image/jpeg"},
		{"a small picture is never enlarged", photo(t, 120, 80), 120, 80, map[string][2]int{}, ""},
		{"transparency stays PNG", pngBuf.Bytes(), 500, 300,
			map[string][2]int{"sm": {400, 240}, "thumb": {150, 90}}, "image/png"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := MakeVariants(tc.data)
			if err != nil {
				t.Fatal(err)
			}
			if p.Width != tc.w || p.Height != tc.h {
				t.Fatalf("original %dx%d, want %dx%d", p.Width, p.Height, tc.w, tc.h)
			}
			got := map[string][2]int{}
			for _, v := range p.Variants {
				got[v.SizeCode] = [2]int{v.Width, v.Height}
				cfg, format, err := image.DecodeConfig(bytes.NewReader(v.Bytes))
				if err != nil || cfg.Width != v.Width || cfg.Height != v.Height {
					t.Fatalf("%s: stored bytes are %dx%d %s (%v), recorded %dx%d", v.SizeCode, cfg.Width, cfg.Height, format, err, v.Width, v.Height)
				}
				if v.ContentType != tc.wantType {
					t.Errorf("%s is %s, want %s", v.SizeCode, v.ContentType, tc.wantType)
				}
			}
			if len(got) != len(tc.want) {
				t.Fatalf("variants %v, want %v", got, tc.want)
			}
			for k, v := range tc.want {
				if got[k] != v {
					t.Errorf("%s is %v, want %v", k, got[k], v)
				}
			}
		})
	}
}

func TestNotAPictureIsRefused(t *testing.T) {
	if _, err := MakeVariants([]byte("%PDF-1.4 not a picture")); err != ErrNotPicture {
		t.Fatalf("got %v", err)
	}
}
