// Package i18n is the languages Reach speaks and the server's translator.
//
// The list of languages is languages.json (code, name in itself, direction, the locale Intl
// formats with); the apps read the same list from packages/ui/src/generated/languages.ts, which
// `go generate ./backend/internal/i18n` writes. A language is one line there and one file per
// area in catalogs/ (`<area>.<code>.json`), with no code change (docs/languages.md).
//
// A message's key is its English text, as the code says it (the specs' English): catalogs map it
// to the translation. A message with arguments is a fmt format ("At most %d characters"), and
// its translation keeps the same verbs (a test checks). English needs no catalog. A key missing
// in a language falls back to English, never to the key, and is reported once (OnMissing).
package i18n

import (
	"context"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"strings"
	"sync"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"github.com/nicksnyder/go-i18n/v2/i18n/template"
	"golang.org/x/text/language"
)

//go:generate go run ./gen

// English is the language of the specs and of every key; the fallback of every other language.
const English = "en"

// Pseudo is the pseudo-locale for development: English, accented, 35% longer, in brackets, so
// an untranslated or clipped text shows on a screenshot. It is never offered in a list of
// languages, and a profile cannot choose it.
const Pseudo = "en-XA"

// Language is one language Reach speaks.
type Language struct {
	// Code is the BCP 47 code users and the API use ("es").
	Code string `json:"code"`
	// Name is the language's name in itself ("Español").
	Name string `json:"name"`
	// Dir is "ltr" or "rtl".
	Dir string `json:"dir"`
	// Intl is the locale numbers, dates and money are formatted in ("en-US").
	Intl string `json:"intl"`
}

//go:embed languages.json
var languagesJSON []byte

//go:embed catalogs
var catalogFS embed.FS

var (
	languages []Language
	byCode    = map[string]Language{}
	matcher   language.Matcher
	bundle    *goi18n.Bundle
	locs      = map[string]*goi18n.Localizer{}
	// plurals is, per language, the messages whose translation has plural forms.
	plurals = map[string]map[string]bool{}
)

func init() {
	if err := json.Unmarshal(languagesJSON, &languages); err != nil {
		panic("i18n: languages.json: " + err.Error())
	}
	tags := make([]language.Tag, 0, len(languages))
	for _, l := range languages {
		byCode[l.Code] = l
		tags = append(tags, language.MustParse(l.Code))
	}
	matcher = language.NewMatcher(tags)
	b, err := loadBundle(catalogFS, plurals)
	if err != nil {
		panic("i18n: " + err.Error())
	}
	bundle = b
	for _, l := range languages {
		locs[l.Code] = goi18n.NewLocalizer(bundle, l.Code)
	}
}

// loadBundle reads every catalogs/<area>.<code>.json of fsys, and notes in plurals the messages
// translated with plural forms (an object of CLDR categories: "one", "few", "other", ...).
func loadBundle(fsys fs.FS, plurals map[string]map[string]bool) (*goi18n.Bundle, error) {
	b := goi18n.NewBundle(language.English)
	b.RegisterUnmarshalFunc("json", json.Unmarshal)
	files, err := fs.Glob(fsys, "catalogs/*.json")
	if err != nil {
		return nil, err
	}
	for _, f := range files {
		data, err := fs.ReadFile(fsys, f)
		if err != nil {
			return nil, err
		}
		mf, err := b.ParseMessageFileBytes(data, path.Base(f))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		var raw map[string]json.RawMessage
		if err := json.Unmarshal(data, &raw); err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		code := mf.Tag.String()
		for k, v := range raw {
			if len(v) > 0 && v[0] == '{' {
				if plurals[code] == nil {
					plurals[code] = map[string]bool{}
				}
				plurals[code][k] = true
			}
		}
	}
	return b, nil
}

// All is every language Reach speaks, English first.
func All() []Language { return append([]Language(nil), languages...) }

// Get returns the language with code, and whether Reach speaks it.
func Get(code string) (Language, bool) {
	l, ok := byCode[code]
	return l, ok
}

// Supported says whether code is one of the languages a person can choose (never Pseudo).
func Supported(code string) bool {
	_, ok := byCode[code]
	return ok
}

// Normalize returns the supported language code names (exactly, or by its base: "es-MX" is
// "es"), Pseudo for Pseudo, and "" for anything else (unknown or malformed).
func Normalize(code string) string {
	code = strings.TrimSpace(code)
	if code == "" || len(code) > 35 {
		return ""
	}
	if strings.EqualFold(code, Pseudo) {
		return Pseudo
	}
	if Supported(code) {
		return code
	}
	t, err := language.Parse(code)
	if err != nil {
		return ""
	}
	base, _ := t.Base()
	if Supported(base.String()) {
		return base.String()
	}
	return ""
}

// Match picks the first supported language of an Accept-Language header, English when none
// is (or the header is malformed).
func Match(acceptLanguage string) string {
	if len(acceptLanguage) > 1024 {
		return English
	}
	if strings.Contains(strings.ToLower(acceptLanguage), strings.ToLower(Pseudo)) {
		return Pseudo
	}
	tags, _, err := language.ParseAcceptLanguage(acceptLanguage)
	if err != nil || len(tags) == 0 {
		return English
	}
	_, i, conf := matcher.Match(tags...)
	if conf == language.No {
		return English
	}
	return languages[i].Code
}

// Pick returns the first of codes Reach speaks (each normalized), else English.
func Pick(codes ...string) string {
	for _, c := range codes {
		if n := Normalize(c); n != "" {
			return n
		}
	}
	return English
}

type ctxKey struct{}

// WithLang returns ctx carrying the language a request's answers are in.
func WithLang(ctx context.Context, lang string) context.Context {
	return context.WithValue(ctx, ctxKey{}, lang)
}

// FromContext is the request's language (WithLang), English when none was set.
func FromContext(ctx context.Context) string {
	if l, ok := ctx.Value(ctxKey{}).(string); ok && l != "" {
		return l
	}
	return English
}

// verbatim hands a catalog's translation back as written: a message that is itself a
// text/template snippet (a mail's "{{.Name}}") is executed by its caller, not here.
var verbatim = template.IdentityParser{}

// OnMissing, when set (REACH_DEV), is told once of each message a language lacks.
var OnMissing func(lang, message string)

var reported sync.Map

// T translates english (a message, or a fmt format when args are given) into lang, then
// formats it with args. A message lang's catalogs lack stays English.
//
// A message about a count ("At most %d characters") is translated with plural forms, the CLDR
// categories of the language (Arabic: zero, one, two, few, many, other): the count is the first
// integer argument. A form may leave the count out ("حرف واحد", one character): it is then not
// formatted in.
func T(lang, english string, args ...any) string {
	count, at := countOf(args)
	out := translate(lang, english, count)
	if count != nil && plurals[lang][english] && len(verbsOf(out)) < len(args) {
		args = append(append([]any(nil), args[:at]...), args[at+1:]...)
	}
	if len(args) > 0 {
		return fmt.Sprintf(out, args...)
	}
	return out
}

// countOf is the first integer of args and its index (nil when there is none).
func countOf(args []any) (any, int) {
	for i, a := range args {
		switch a.(type) {
		case int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64:
			return a, i
		}
	}
	return nil, -1
}

var fmtVerb = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[a-zA-Z]`)

// verbsOf is s's fmt verbs (%% aside).
func verbsOf(s string) []string { return fmtVerb.FindAllString(strings.ReplaceAll(s, "%%", ""), -1) }

// TC is T in the language of ctx.
func TC(ctx context.Context, english string, args ...any) string {
	return T(FromContext(ctx), english, args...)
}

// Has says whether lang's catalogs hold english (always true for English).
func Has(lang, english string) bool {
	if lang == English || lang == Pseudo {
		return true
	}
	loc, ok := locs[lang]
	if !ok {
		return false
	}
	if plurals[lang][english] {
		return true
	}
	_, tag, err := loc.LocalizeWithTag(&goi18n.LocalizeConfig{MessageID: english, TemplateParser: verbatim})
	return err == nil && tag.String() == lang
}

// translate is english in lang; count chooses the plural form of a message translated with them.
func translate(lang, english string, count any) string {
	if english == "" || lang == English {
		return english
	}
	if lang == Pseudo {
		return PseudoOf(english)
	}
	loc, ok := locs[lang]
	if !ok {
		return english
	}
	lc := &goi18n.LocalizeConfig{MessageID: english, TemplateParser: verbatim}
	if plurals[lang][english] {
		if count == nil {
			count = 100 // no count given: "other" in every language Reach speaks
		}
		lc.PluralCount = count
	}
	msg, tag, err := loc.LocalizeWithTag(lc)
	if err != nil || tag.String() != lang || msg == "" {
		if OnMissing != nil {
			if _, seen := reported.LoadOrStore(lang+"\x00"+english, true); !seen {
				OnMissing(lang, english)
			}
		}
		return english
	}
	return msg
}
