package pdf

import "github.com/reachmissions/reach/backend/internal/i18n"

// Prints tells whether the PDF can print lang's labels and certificate to the standard of the
// Latin PDF: every glyph drawn and the text reading back, in logical order, with pdftotext.
// Right-to-left scripts cannot yet (docs/languages.md says why): the body font has no Arabic
// glyphs, and text drawn here is neither shaped nor put in visual order.
func Prints(lang string) bool {
	l, ok := i18n.Get(lang)
	return ok && l.Dir != "rtl"
}
