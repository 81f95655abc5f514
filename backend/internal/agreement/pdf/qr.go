package pdf

import (
	"bytes"
	"encoding/binary"
	"hash/adler32"
	"hash/crc32"
	"image/color"

	"github.com/boombuler/barcode/qr"
	"github.com/go-pdf/fpdf"
)

// qrModule is how many pixels one QR module is in the embedded picture, and qrQuiet how many
// modules of white surround the code.
const (
	qrModule = 3
	qrQuiet  = 4
)

// qr draws a QR code of text as a PNG picture at x, y, size millimetres square, linked to text.
// The code is drawn by this document alone (fpdf's contrib/barcode keeps every code it makes in
// a map for the life of the process).
func (r *renderer) qr(text string, x, y, size float64) error {
	code, err := qr.Encode(text, qr.M, qr.Auto)
	if err != nil {
		return err
	}
	n := code.Bounds().Dx()
	side := (n + 2*qrQuiet) * qrModule
	pix := bytes.Repeat([]byte{0xff}, side*side)
	for my := 0; my < n; my++ {
		for mx := 0; mx < n; mx++ {
			if !isDark(code.At(mx, my)) {
				continue
			}
			for dy := 0; dy < qrModule; dy++ {
				row := ((qrQuiet+my)*qrModule + dy) * side
				for dx := 0; dx < qrModule; dx++ {
					pix[row+(qrQuiet+mx)*qrModule+dx] = 0
				}
			}
		}
	}
	opts := fpdf.ImageOptions{ImageType: "PNG"}
	r.f.RegisterImageOptionsReader("verify-qr", opts, bytes.NewReader(grayPNG(pix, side)))
	r.f.ImageOptions("verify-qr", x, y, size, size, false, opts, 0, "")
	r.f.LinkString(x, y, size, size, text)
	return nil
}

func isDark(c color.Color) bool {
	return color.GrayModel.Convert(c).(color.Gray).Y < 128
}

// grayPNG is a side × side picture of 8-bit grey pixels as a PNG whose pixel data is stored
// rather than compressed: the picture is 15 KB, and a zlib compressor would cost the render a
// MiB of memory (the PDF keeps the data as it is).
func grayPNG(pix []byte, side int) []byte {
	raw := make([]byte, 0, side*(side+1))
	for y := 0; y < side; y++ {
		raw = append(raw, 0) // filter: none
		raw = append(raw, pix[y*side:(y+1)*side]...)
	}
	z := []byte{0x78, 0x01} // zlib, no dictionary
	for i := 0; i < len(raw); i += 0xffff {
		end := min(i+0xffff, len(raw))
		last := byte(0)
		if end == len(raw) {
			last = 1
		}
		n := uint16(end - i)
		z = append(z, last, byte(n), byte(n>>8), byte(^n), byte(^n>>8)) // a stored block
		z = append(z, raw[i:end]...)
	}
	z = binary.BigEndian.AppendUint32(z, adler32.Checksum(raw))

	out := []byte("\x89PNG\r\n\x1a\n")
	chunk := func(typ string, data []byte) {
		out = binary.BigEndian.AppendUint32(out, uint32(len(data)))
		start := len(out)
		out = append(out, typ...)
		out = append(out, data...)
		out = binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(out[start:]))
	}
	hdr := binary.BigEndian.AppendUint32(nil, uint32(side))
	hdr = binary.BigEndian.AppendUint32(hdr, uint32(side))
	hdr = append(hdr, 8, 0, 0, 0, 0) // 8-bit grey, deflate, adaptive filtering, no interlace
	chunk("IHDR", hdr)
	chunk("IDAT", z)
	chunk("IEND", nil)
	return out
}
