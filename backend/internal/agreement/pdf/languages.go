package pdf

import (
	"sync"

	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/pdftext"
)

// printsLabels are words of the PDF whose translations show whether the body's faces have the
// letters of a language's script.
var printsLabels = []string{"Certificate of signing", "Details", "Parties", "Signature", "Agreement ID", "Not signed"}

var prints sync.Map // language code -> bool

// Prints tells whether the PDF can print lang's labels and certificate to the standard of the
// Latin PDF: every letter of its labels has a glyph in the body's faces (Noto Sans's subsets and
// Noto Sans Arabic), right-to-left scripts shaped and set right to left, and the text reading
// back, in logical order, with pdftotext (bidi.go). A language added in a script none of the
// faces has is refused as an agreement language until its face is added (docs/languages.md).
func Prints(lang string) bool {
	if _, ok := i18n.Get(lang); !ok {
		return false
	}
	if v, ok := prints.Load(lang); ok {
		return v.(bool)
	}
	ok := true
	for _, label := range printsLabels {
		ok = ok && pdftext.Covers(i18n.T(lang, label))
	}
	prints.Store(lang, ok)
	return ok
}
