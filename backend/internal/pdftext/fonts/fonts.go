// Package fonts holds the TrueType fonts of the agreement PDF, embedded in the binary: the six
// signature fonts and Noto Sans for the body, each split into the unicode-range subsets their
// @fontsource packages ship (README.md says where they come from and how to remake them).
package fonts

import (
	"embed"
	"fmt"
)

//go:embed *.ttf
var files embed.FS

// Family is a typeface as the subsets it is shipped in, in fallback order: a character the
// first subset lacks is looked for in the next.
type Family struct {
	Name string
	// Files are the TTFs of the subsets, in fallback order.
	Files []string
}

// Body is the body text's family, Noto Sans (regular: headings are drawn emboldened from it),
// then Noto Sans Arabic for Arabic script.
var Body = Family{Name: "Noto Sans", Files: append(script("Noto Sans", "noto-sans", "latin", "latin-ext", "vietnamese", "cyrillic", "cyrillic-ext", "greek", "greek-ext").Files, "noto-sans-arabic.ttf")}

// Signatures are the signature fonts by the names the agreement domain knows them by.
var Signatures = map[string]Family{
	"Babylonica":           script("Babylonica", "babylonica", "latin", "latin-ext", "vietnamese"),
	"Herr Von Muellerhoff": script("Herr Von Muellerhoff", "herr-von-muellerhoff", "latin", "latin-ext"),
	"Send Flowers":         script("Send Flowers", "send-flowers", "latin", "latin-ext", "vietnamese"),
	"Square Peg":           script("Square Peg", "square-peg", "latin", "latin-ext", "vietnamese"),
	"Tangerine":            script("Tangerine", "tangerine", "latin"),
	"Water Brush":          script("Water Brush", "water-brush", "latin", "latin-ext", "vietnamese"),
}

func script(name, prefix string, subsets ...string) Family {
	f := Family{Name: name}
	for _, sub := range subsets {
		f.Files = append(f.Files, prefix+"-"+sub+".ttf")
	}
	return f
}

// Bytes is the content of one of the embedded TTFs.
func Bytes(file string) ([]byte, error) {
	b, err := files.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("fonts: %w", err)
	}
	return b, nil
}
