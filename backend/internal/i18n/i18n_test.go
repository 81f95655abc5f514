package i18n

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

func TestMatchPicksTheFirstSupportedLanguage(t *testing.T) {
	cases := map[string]string{
		"":                            "en",
		"es-MX,es;q=0.9,en;q=0.8":     "es",
		"de-DE,de;q=0.9,fr;q=0.8":     "fr",
		"ar-EG":                       "ar",
		"zh-CN":                       "en",
		"!!!;;;q=x":                   "en",
		strings.Repeat("fr,", 600):    "en",
		"en-XA":                       Pseudo,
		"pt-BR,pt;q=0.9,es-419;q=0.5": "es",
	}
	for header, want := range cases {
		if got := Match(header); got != want {
			t.Errorf("Match(%.40q) = %q, want %q", header, got, want)
		}
	}
}

func TestNormalizeRefusesWhatReachDoesNotSpeak(t *testing.T) {
	cases := map[string]string{"es": "es", "es-MX": "es", "FR": "fr", "ar": "ar", "de": "", "x!": "", "": "", "en-xa": Pseudo, strings.Repeat("a", 40): ""}
	for in, want := range cases {
		if got := Normalize(in); got != want {
			t.Errorf("Normalize(%q) = %q, want %q", in, got, want)
		}
	}
	if Supported(Pseudo) {
		t.Error("the pseudo-locale must not be a language a person can choose")
	}
	if Pick("", "de", "fr-CA", "es") != "fr" || Pick("xx") != English {
		t.Error("Pick takes the first supported code, else English")
	}
}

func TestTFallsBackToEnglishAndReportsOnce(t *testing.T) {
	var missing []string
	OnMissing = func(lang, msg string) { missing = append(missing, lang+":"+msg) }
	defer func() { OnMissing = nil }()
	const msg = "A message no catalog holds %d"
	if got := T("es", msg, 3); got != "A message no catalog holds 3" {
		t.Fatalf("T = %q", got)
	}
	T("es", msg, 4)
	if len(missing) != 1 {
		t.Fatalf("a missing message is reported once, got %v", missing)
	}
	if got := T("xx", "Hello"); got != "Hello" {
		t.Fatalf("an unknown language is English, got %q", got)
	}
}

func TestPseudoKeepsVerbsAndIsLonger(t *testing.T) {
	got := PseudoOf("At most %d characters for {{.Name}}")
	if !strings.HasPrefix(got, "[") || !strings.HasSuffix(got, "]") || !strings.Contains(got, "%d") || !strings.Contains(got, "{{.Name}}") {
		t.Fatalf("PseudoOf = %q", got)
	}
	if strings.Contains(got, "characters") {
		t.Fatalf("letters are accented: %q", got)
	}
	if len([]rune(got)) < len("At most %d characters for {{.Name}}")*130/100 {
		t.Fatalf("pseudo text is at least a third longer: %q", got)
	}
}

func TestGeneratedTypeScriptIsCurrent(t *testing.T) {
	data, err := os.ReadFile("../../../packages/ui/src/generated/languages.ts")
	if err != nil {
		t.Fatal(err)
	}
	if string(data) != TypeScript() {
		t.Fatal("packages/ui/src/generated/languages.ts is stale: run go generate ./backend/internal/i18n")
	}
}

// catalogs reads every catalogs/<area>.<code>.json: code → key → translation, and where each
// key came from.
// catalogs is every language's messages, a message with plural forms as its "other" form, after
// checking each plural message has exactly its language's plural forms (pluralForms), each with
// the English message's arguments (zero, one and two may leave the count out: "حرف واحد").
func catalogs(t *testing.T) map[string]map[string]string {
	t.Helper()
	out := map[string]map[string]string{}
	files, _ := fs.Glob(catalogFS, "catalogs/*.json")
	name := regexp.MustCompile(`^[a-z0-9_-]+\.([a-zA-Z-]+)\.json$`)
	for _, f := range files {
		m := name.FindStringSubmatch(filepath.Base(f))
		if m == nil {
			t.Errorf("%s: a catalog is named <area>.<code>.json", f)
			continue
		}
		code := m[1]
		if !Supported(code) || code == English {
			t.Errorf("%s: %q is not a language with a catalog (languages.json; English has none)", f, code)
			continue
		}
		data, _ := fs.ReadFile(catalogFS, f)
		var raw map[string]json.RawMessage
		if err := json.Unmarshal(data, &raw); err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		msgs := map[string]string{}
		for k, v := range raw {
			var s string
			if err := json.Unmarshal(v, &s); err == nil {
				msgs[k] = s
				continue
			}
			var forms map[string]string
			if err := json.Unmarshal(v, &forms); err != nil {
				t.Errorf("%s: %q is neither a translation nor plural forms: %v", f, k, err)
				continue
			}
			checkPluralForms(t, f, code, k, forms)
			msgs[k] = forms["other"]
		}
		if out[code] == nil {
			out[code] = map[string]string{}
		}
		for k, v := range msgs {
			if was, dup := out[code][k]; dup && was != v {
				t.Errorf("%s: %q is in two files, translated two ways (%q, %q)", f, k, was, v)
			}
			if strings.TrimSpace(v) == "" {
				t.Errorf("%s: %q has no translation", f, k)
			}
			out[code][k] = v
		}
	}
	return out
}

// goStrings is every string literal of Reach's Go code (tests and generated code aside).
func goStrings(t *testing.T) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	root := "../.."
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "generated" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil {
					out[s] = true
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

var verb = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[a-zA-Z%]|\{\{[^}]*\}\}`)

// verbs is a message's fmt verbs and template actions, without argument indexes, sorted.
func verbs(s string) []string {
	var out []string
	for _, v := range verb.FindAllString(s, -1) {
		out = append(out, regexp.MustCompile(`\[\d+\]`).ReplaceAllString(v, ""))
	}
	sort.Strings(out)
	return out
}

func TestCatalogsAgree(t *testing.T) {
	cats := catalogs(t)
	used := goStrings(t)
	union := map[string]bool{}
	for _, msgs := range cats {
		for k := range msgs {
			union[k] = true
		}
	}
	for _, l := range languages {
		if l.Code == English {
			continue
		}
		msgs := cats[l.Code]
		for k := range union {
			if _, ok := msgs[k]; !ok {
				t.Errorf("%s lacks %q, which another language has", l.Code, k)
			}
		}
		for k, v := range msgs {
			if !used[k] {
				t.Errorf("%s has %q, which no code says", l.Code, k)
			}
			if a, b := strings.Join(verbs(k), " "), strings.Join(verbs(v), " "); a != b {
				t.Errorf("%s: %q has the arguments %q, the English %q", l.Code, v, b, a)
			}
		}
	}
}

// pluralForms is the CLDR plural categories lang's integers fall in under go-i18n's rules, found
// by asking them which form each of a range of counts takes.
func pluralForms(lang string) []string {
	b := goi18n.NewBundle(language.English)
	m := &goi18n.Message{ID: "x", Zero: "zero", One: "one", Two: "two", Few: "few", Many: "many", Other: "other"}
	if err := b.AddMessages(language.MustParse(lang), m); err != nil {
		return nil
	}
	loc := goi18n.NewLocalizer(b, lang)
	seen := map[string]bool{}
	for n := 0; n <= 1000; n++ {
		for _, c := range []int{n, n * 1000, n * 1000000} {
			if s, err := loc.Localize(&goi18n.LocalizeConfig{MessageID: "x", PluralCount: c}); err == nil {
				seen[s] = true
			}
		}
	}
	var out []string
	for _, f := range []string{"zero", "one", "two", "few", "many", "other"} {
		if seen[f] {
			out = append(out, f)
		}
	}
	return out
}

// checkPluralForms checks the plural forms of english in code's catalog file f.
func checkPluralForms(t *testing.T, f, code, english string, forms map[string]string) {
	t.Helper()
	want := pluralForms(code)
	var got []string
	for k := range forms {
		got = append(got, k)
	}
	sort.Strings(got)
	sorted := append([]string(nil), want...)
	sort.Strings(sorted)
	if strings.Join(got, " ") != strings.Join(sorted, " ") {
		t.Errorf("%s: %q has the plural forms %v; %s has %v", f, english, got, code, want)
	}
	all := strings.Join(verbs(english), " ")
	for form, v := range forms {
		if strings.TrimSpace(v) == "" {
			t.Errorf("%s: %q has no %s form", f, english, form)
		}
		got := strings.Join(verbs(v), " ")
		if got == all {
			continue
		}
		// Zero, one and two may leave the count out: the first integer verb.
		e := verbs(english)
		for i, x := range e {
			if strings.HasSuffix(x, "d") {
				e = append(e[:i:i], e[i+1:]...)
				break
			}
		}
		if form == "zero" || form == "one" || form == "two" {
			if got == strings.Join(e, " ") {
				continue
			}
		}
		t.Errorf("%s: %q's %s form %q has the arguments %q, the English %q", f, english, form, v, got, all)
	}
}

// countNoun finds a message about a count: a number, then a word it counts ("%d characters",
// "at most %d people groups"); "Page %[1]d of %[2]d" and dates are not.
var countNoun = regexp.MustCompile(`%(\[\d+\])?d ([a-z]+)`)

// Arabic reads a count with the noun's form for it (zero, one, two, few, many, other), and
// Spanish and French have theirs: every message about a count has plural forms in every language.
func TestCountsHavePluralForms(t *testing.T) {
	cats := catalogs(t)
	n := 0
	for _, l := range languages {
		if l.Code == English {
			continue
		}
		for k := range cats[l.Code] {
			m := countNoun.FindStringSubmatch(k)
			if m == nil || m[2] == "of" {
				continue
			}
			n++
			if !plurals[l.Code][k] {
				t.Errorf("%s: %q counts %s but has no plural forms", l.Code, k, m[2])
			}
		}
	}
	if n == 0 {
		t.Fatal("no message about a count found: the pattern is broken")
	}
}

// T picks the plural form of the count, the first integer argument, and formats the others
// (a form may leave the count out).
func TestTPicksThePluralForm(t *testing.T) {
	for _, c := range []struct {
		lang, english string
		args          []any
		want          string
	}{
		{"ar", "At most %d characters", []any{0}, "0 حرف كحدٍّ أقصى"},
		{"ar", "At most %d characters", []any{1}, "حرف واحد كحدٍّ أقصى"},
		{"ar", "At most %d characters", []any{2}, "حرفان كحدٍّ أقصى"},
		{"ar", "At most %d characters", []any{3}, "3 أحرف كحدٍّ أقصى"},
		{"ar", "At most %d characters", []any{11}, "11 حرفًا كحدٍّ أقصى"},
		{"ar", "At most %d characters", []any{100}, "100 حرف كحدٍّ أقصى"},
		{"ar", "At most %d characters", []any{int64(250)}, "250 حرفًا كحدٍّ أقصى"},
		{"ar", "At most %d characters", []any{int64(300)}, "300 حرف كحدٍّ أقصى"},
		{"ar", "Description must be at most %d characters (it has %d).", []any{1, 7}, "يجب ألا يتجاوز الوصف حرفًا واحدًا (عدد أحرفه 7)."},
		{"ar", "Description must be at most %d characters (it has %d).", []any{5, 7}, "يجب ألا يتجاوز الوصف 5 أحرف (عدد أحرفه 7)."},
		{"es", "Too many attempts. Please try again in %d minutes.", []any{1}, "Demasiados intentos. Vuelva a intentarlo dentro de 1 minuto."},
		{"es", "Too many attempts. Please try again in %d minutes.", []any{5}, "Demasiados intentos. Vuelva a intentarlo dentro de 5 minutos."},
		{"fr", "%d signatures", []any{1}, "1 signature"},
		{"fr", "%d signatures", []any{0}, "0 signature"},
		{"fr", "%d signatures", []any{2}, "2 signatures"},
		{"en", "At most %d characters", []any{1}, "At most 1 characters"},
	} {
		if got := T(c.lang, c.english, c.args...); got != c.want {
			t.Errorf("T(%s, %q, %v) = %q, want %q", c.lang, c.english, c.args, got, c.want)
		}
	}
	if !Has("ar", "At most %d characters") {
		t.Error("Has does not find a message with plural forms")
	}
}
