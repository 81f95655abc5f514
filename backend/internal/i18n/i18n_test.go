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
		var msgs map[string]string
		if err := json.Unmarshal(data, &msgs); err != nil {
			t.Errorf("%s: %v", f, err)
			continue
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
