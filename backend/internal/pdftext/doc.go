// Package pdftext sets text on the pages of a PDF drawn with fpdf, in every script Reach prints:
// the body's faces (Noto Sans's subsets, then Noto Sans Arabic) and the signature fonts
// (fonts), a fallback from face to face, word wrapping, and right-to-left text shaped with
// HarfBuzz and put in visual order by the Unicode bidirectional algorithm (bidi.go). It knows
// nothing of what a document says: the agreement's PDF (agreement/pdf) and the gift receipts
// and giving statements (giving) lay out their pages with it.
//
// One font is embedded: Noto Sans's Latin subset, for the text (bold is the same face,
// stroked). Every other character - of a signature font, of the body's other subsets (Polish,
// Vietnamese, Cyrillic, Greek) and of Noto Sans Arabic - is drawn as the outlines of its
// glyphs, read from the TTFs, with the same text invisible over them in the embedded face
// (whose ToUnicode map is the identity, so the text searches, copies and reads back with
// pdftotext). Each embedded font costs a render milliseconds; an outline, microseconds.
package pdftext
