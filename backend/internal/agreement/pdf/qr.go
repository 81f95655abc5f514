package pdf

import (
	"bytes"
	"image"
	"image/color"
	"image/png"

	"github.com/boombuler/barcode/qr"
	"github.com/go-pdf/fpdf"
)

// qrModule is how many pixels one QR module is in the embedded picture: enough for a crisp
// print and a phone's camera, still a picture of a few hundred bytes.
const qrModule = 4

// qr draws a QR code of text as a PNG picture at x, y, size millimetres square, linked to text.
// The code is drawn by this document alone (fpdf's contrib/barcode keeps every code it makes in
// a map for the life of the process).
func (r *renderer) qr(text string, x, y, size float64) error {
	code, err := qr.Encode(text, qr.M, qr.Auto)
	if err != nil {
		return err
	}
	n := code.Bounds().Dx()
	const quiet = 4 // modules of white around the code
	side := (n + 2*quiet) * qrModule
	img := image.NewGray(image.Rect(0, 0, side, side))
	for i := range img.Pix {
		img.Pix[i] = 0xff
	}
	for my := 0; my < n; my++ {
		for mx := 0; mx < n; mx++ {
			if !isDark(code.At(mx, my)) {
				continue
			}
			for dy := 0; dy < qrModule; dy++ {
				row := ((quiet+my)*qrModule + dy) * img.Stride
				for dx := 0; dx < qrModule; dx++ {
					img.Pix[row+(quiet+mx)*qrModule+dx] = 0
				}
			}
		}
	}
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(&buf, img); err != nil {
		return err
	}
	opts := fpdf.ImageOptions{ImageType: "PNG"}
	r.f.RegisterImageOptionsReader("verify-qr", opts, &buf)
	r.f.ImageOptions("verify-qr", x, y, size, size, false, opts, 0, "")
	r.f.LinkString(x, y, size, size, text)
	return nil
}

func isDark(c color.Color) bool {
	y := color.GrayModel.Convert(c).(color.Gray).Y
	return y < 128
}
