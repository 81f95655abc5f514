package mail_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
	"testing"

	"github.com/reachmissions/reach/backend/internal/mail"
)

// kindConstants reads the value of every Kind... constant declared in mail.go.
func kindConstants(t *testing.T) map[string]string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "mail.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	ast.Inspect(f, func(n ast.Node) bool {
		vs, ok := n.(*ast.ValueSpec)
		if !ok {
			return true
		}
		for i, name := range vs.Names {
			if !strings.HasPrefix(name.Name, "Kind") || i >= len(vs.Values) {
				continue
			}
			if lit, ok := vs.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				v, _ := strconv.Unquote(lit.Value)
				out[name.Name] = v
			}
		}
		return true
	})
	if len(out) < 10 {
		t.Fatalf("found only %d kinds in mail.go: %v", len(out), out)
	}
	return out
}

// The back office's mail-kind filter lists mail.Kinds: every kind declared
// has a template (Render composes every mail Reach sends) and a label, once.
func TestKindsListEveryKindReachSends(t *testing.T) {
	listed := map[string]string{}
	for _, k := range mail.Kinds() {
		if _, twice := listed[k.Kind]; twice {
			t.Errorf("%s is listed twice", k.Kind)
		}
		if strings.TrimSpace(k.Label) == "" {
			t.Errorf("%s has no label", k.Kind)
		}
		listed[k.Kind] = k.Label
	}
	for name, kind := range kindConstants(t) {
		if _, ok := listed[kind]; !ok {
			t.Errorf("mail.%s (%s) has no template, so the outbox filter does not list it", name, kind)
		}
		if _, err := mail.Render(kind, mail.Content{To: "ruth@example.org", URL: "https://reach.example/x"}); err != nil {
			t.Errorf("mail.%s: %v", name, err)
		}
	}
	if _, err := mail.Render("NO_SUCH_KIND", mail.Content{URL: "https://reach.example/x"}); err == nil {
		t.Error("Render composed a mail of a kind without a template")
	}
}
