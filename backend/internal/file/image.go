package file

import (
	"bytes"
	"encoding/binary"
	"errors"
	"image"
	_ "image/gif" // decode GIF uploads
	"image/jpeg"
	"image/png"
	"sync"

	"golang.org/x/image/draw"
	_ "golang.org/x/image/webp" // decode WebP uploads

	"github.com/reachmissions/reach/backend/internal/model"
)

// Variant is one sized picture every image gets, when the original is larger.
type Variant struct {
	SizeCode string
	// LongSide is the variant's longer side in pixels.
	LongSide int
}

// Variants are the picture sizes, largest first (each is made from the one before).
var Variants = []Variant{
	{model.SizeLarge, 1600},
	{model.SizeMedium, 800},
	{model.SizeSmall, 400},
	{model.SizeThumb, 150},
}

// JPEGQuality is the quality of the JPEG variants.
const JPEGQuality = 85

// MaxPixels refuses pictures whose decoding would take too much memory (50 megapixels).
const MaxPixels = 50_000_000

// ErrNotPicture is returned for bytes that do not decode as a picture.
var ErrNotPicture = errors.New("the picture could not be read")

// ErrTooManyPixels is returned for a picture larger than MaxPixels.
var ErrTooManyPixels = errors.New("the picture has too many pixels")

// Encoded is one made variant.
type Encoded struct {
	SizeCode      string
	Width, Height int
	ContentType   string
	Ext           string
	Bytes         []byte
}

// Picture is what MakeVariants found and made: the original's size, as it is
// shown (after its EXIF orientation), and the smaller variants.
type Picture struct {
	Width, Height int
	Variants      []Encoded
}

// MakeVariants decodes a JPEG, PNG, GIF or WebP picture and makes every
// variant of Variants that is smaller than it (no upscaling), resampled with
// Catmull-Rom. JPEG originals are turned upright by their EXIF orientation.
// Opaque pictures give JPEG variants, pictures with transparency PNG ones.
func MakeVariants(data []byte) (*Picture, error) {
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, ErrNotPicture
	}
	if cfg.Width*cfg.Height > MaxPixels {
		return nil, ErrTooManyPixels
	}
	src, format, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, ErrNotPicture
	}
	orient := 1
	if format == "jpeg" {
		orient = exifOrientation(data)
	}
	swap := orient >= 5 && orient <= 8
	b := src.Bounds()
	w, h := b.Dx(), b.Dy()
	out := &Picture{Width: w, Height: h}
	if swap {
		out.Width, out.Height = h, w
	}
	opaque := isOpaque(src)
	if max(w, h) > Variants[0].LongSide {
		// A cheap box shrink by a whole factor first (as libvips' shrink-on-load
		// does) leaves Catmull-Rom a picture at most twice the largest variant.
		if k := max(w, h) / Variants[0].LongSide; k >= 2 {
			if ycc, ok := src.(*image.YCbCr); ok {
				src = boxShrink(ycc, k)
			}
		}
	}
	cur := src
	var (
		wg    sync.WaitGroup
		mu    sync.Mutex
		first error
	)
	encoded := make([]Encoded, 0, len(Variants))
	for _, v := range Variants {
		if max(w, h) <= v.LongSide {
			continue // never upscale
		}
		dw, dh := scaled(w, h, v.LongSide)
		dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
		draw.CatmullRom.Scale(dst, dst.Bounds(), cur, cur.Bounds(), draw.Src, nil)
		cur = dst
		wg.Add(1)
		go func(v Variant, img *image.RGBA) {
			defer wg.Done()
			enc, err := encode(v.SizeCode, orientImage(img, orient), opaque)
			mu.Lock()
			defer mu.Unlock()
			if err != nil && first == nil {
				first = err
			}
			encoded = append(encoded, enc)
		}(v, dst)
	}
	wg.Wait()
	if first != nil {
		return nil, first
	}
	for _, v := range Variants {
		for _, e := range encoded {
			if e.SizeCode == v.SizeCode {
				out.Variants = append(out.Variants, e)
			}
		}
	}
	return out, nil
}

func encode(sizeCode string, img *image.RGBA, opaque bool) (Encoded, error) {
	enc := Encoded{SizeCode: sizeCode, Width: img.Bounds().Dx(), Height: img.Bounds().Dy()}
	var buf bytes.Buffer
	var err error
	if opaque {
		err = jpeg.Encode(&buf, img, &jpeg.Options{Quality: JPEGQuality})
		enc.ContentType, enc.Ext = "image/jpeg", "jpg"
	} else {
		err = (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&buf, img)
		enc.ContentType, enc.Ext = "image/png", "png"
	}
	enc.Bytes = buf.Bytes()
	return enc, err
}

// boxShrink averages k x k blocks of src into a 4:4:4 picture 1/k its size,
// half the rows on each of two goroutines.
func boxShrink(src *image.YCbCr, k int) *image.YCbCr {
	b := src.Bounds()
	w, h := b.Dx()/k, b.Dy()/k
	dst := image.NewYCbCr(image.Rect(0, 0, w, h), image.YCbCrSubsampleRatio444)
	n := k * k
	rows := func(y0, y1 int) {
		for y := y0; y < y1; y++ {
			for x := 0; x < w; x++ {
				var ys, cbs, crs int
				for dy := 0; dy < k; dy++ {
					sy := b.Min.Y + y*k + dy
					for dx := 0; dx < k; dx++ {
						sx := b.Min.X + x*k + dx
						ys += int(src.Y[src.YOffset(sx, sy)])
						ci := src.COffset(sx, sy)
						cbs += int(src.Cb[ci])
						crs += int(src.Cr[ci])
					}
				}
				o := y*dst.YStride + x
				dst.Y[o], dst.Cb[o], dst.Cr[o] = uint8(ys/n), uint8(cbs/n), uint8(crs/n)
			}
		}
	}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { defer wg.Done(); rows(0, h/2) }()
	rows(h/2, h)
	wg.Wait()
	return dst
}

// scaled fits w x h into a long side of long pixels, keeping the aspect ratio.
func scaled(w, h, long int) (int, int) {
	if w >= h {
		return long, max(1, (h*long+w/2)/w)
	}
	return max(1, (w*long+h/2)/h), long
}

func isOpaque(img image.Image) bool {
	switch m := img.(type) {
	case *image.YCbCr, *image.Gray, *image.CMYK:
		return true
	case interface{ Opaque() bool }:
		return m.Opaque()
	}
	return false
}

// orientImage returns img turned by EXIF orientation o (1 = as stored).
func orientImage(img *image.RGBA, o int) *image.RGBA {
	if o < 2 || o > 8 {
		return img
	}
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	ow, oh := w, h
	if o >= 5 {
		ow, oh = h, w
	}
	out := image.NewRGBA(image.Rect(0, 0, ow, oh))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var nx, ny int
			switch o {
			case 2:
				nx, ny = w-1-x, y
			case 3:
				nx, ny = w-1-x, h-1-y
			case 4:
				nx, ny = x, h-1-y
			case 5:
				nx, ny = y, x
			case 6:
				nx, ny = h-1-y, x
			case 7:
				nx, ny = h-1-y, w-1-x
			case 8:
				nx, ny = y, w-1-x
			}
			si := img.PixOffset(x+b.Min.X, y+b.Min.Y)
			di := out.PixOffset(nx, ny)
			copy(out.Pix[di:di+4], img.Pix[si:si+4])
		}
	}
	return out
}

// exifOrientation reads the EXIF orientation tag of a JPEG (1 when absent).
func exifOrientation(data []byte) int {
	if len(data) < 4 || data[0] != 0xFF || data[1] != 0xD8 {
		return 1
	}
	i := 2
	for i+4 <= len(data) {
		if data[i] != 0xFF {
			return 1
		}
		marker := data[i+1]
		if marker == 0xD9 || marker == 0xDA { // end of image, start of scan
			return 1
		}
		size := int(binary.BigEndian.Uint16(data[i+2:]))
		if size < 2 || i+2+size > len(data) {
			return 1
		}
		seg := data[i+4 : i+2+size]
		if marker == 0xE1 && len(seg) > 14 && string(seg[:6]) == "Exif\x00\x00" {
			return tiffOrientation(seg[6:])
		}
		i += 2 + size
	}
	return 1
}

func tiffOrientation(t []byte) int {
	if len(t) < 8 {
		return 1
	}
	var bo binary.ByteOrder
	switch string(t[:2]) {
	case "II":
		bo = binary.LittleEndian
	case "MM":
		bo = binary.BigEndian
	default:
		return 1
	}
	ifd := int(bo.Uint32(t[4:]))
	if ifd+2 > len(t) {
		return 1
	}
	n := int(bo.Uint16(t[ifd:]))
	for k := 0; k < n; k++ {
		e := ifd + 2 + 12*k
		if e+12 > len(t) {
			return 1
		}
		if bo.Uint16(t[e:]) == 0x0112 {
			if o := int(bo.Uint16(t[e+8:])); o >= 1 && o <= 8 {
				return o
			}
			return 1
		}
	}
	return 1
}
