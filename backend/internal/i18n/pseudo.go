package i18n

import (
	"strings"
	"unicode/utf8"
)

var accents = map[rune]rune{
	'a': 'á', 'b': 'ƀ', 'c': 'ç', 'd': 'ð', 'e': 'é', 'f': 'ƒ', 'g': 'ĝ', 'h': 'ĥ', 'i': 'î',
	'j': 'ĵ', 'k': 'ķ', 'l': 'ļ', 'm': 'ɱ', 'n': 'ñ', 'o': 'ö', 'p': 'þ', 'q': 'ǫ', 'r': 'ŕ',
	's': 'š', 't': 'ţ', 'u': 'û', 'v': 'ṽ', 'w': 'ŵ', 'x': 'ẋ', 'y': 'ý', 'z': 'ž',
	'A': 'Å', 'B': 'Ɓ', 'C': 'Ç', 'D': 'Ð', 'E': 'É', 'F': 'Ƒ', 'G': 'Ĝ', 'H': 'Ĥ', 'I': 'Î',
	'J': 'Ĵ', 'K': 'Ķ', 'L': 'Ļ', 'M': 'Ṁ', 'N': 'Ñ', 'O': 'Ö', 'P': 'Þ', 'Q': 'Ǫ', 'R': 'Ŕ',
	'S': 'Š', 'T': 'Ţ', 'U': 'Û', 'V': 'Ṽ', 'W': 'Ŵ', 'X': 'Ẋ', 'Y': 'Ý', 'Z': 'Ž',
}

// PseudoOf is english in the pseudo-locale: letters accented, 35% longer, in brackets. fmt
// verbs (%d, %[2]s), template actions ({{.Name}}) and ICU arguments ({name}) are kept as they are.
func PseudoOf(english string) string {
	var b strings.Builder
	b.WriteString("[")
	letters := 0
	for i := 0; i < len(english); {
		switch {
		case english[i] == '%' && i+1 < len(english):
			j := i + 1
			for j < len(english) && strings.IndexByte("0123456789[].+-# *", english[j]) >= 0 {
				j++
			}
			if j < len(english) {
				j++
			}
			b.WriteString(english[i:j])
			i = j
			continue
		case strings.HasPrefix(english[i:], "{{"):
			if k := strings.Index(english[i:], "}}"); k >= 0 {
				b.WriteString(english[i : i+k+2])
				i += k + 2
				continue
			}
		}
		r, n := utf8.DecodeRuneInString(english[i:])
		if a, ok := accents[r]; ok {
			b.WriteRune(a)
			letters++
		} else {
			b.WriteRune(r)
		}
		i += n
	}
	pad := (letters*35 + 99) / 100
	if pad > 0 {
		b.WriteString(" ")
		b.WriteString(strings.Repeat("~", pad))
	}
	b.WriteString("]")
	return b.String()
}
