package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// notForPeople are the messages of the server's code no person reads in the apps (a developer or
// an operator does), so they have no translation, each with the reason.
var notForPeople = map[string]string{
	"Bad cursor":                                               "a paging argument the apps compute themselves: only a developer calling the API by hand meets it",
	"after is not a cursor of this list.":                      "a paging argument the apps compute themselves: only a developer calling the API by hand meets it",
	"first must be 0 or more.":                                 "a paging argument the apps compute themselves: only a developer calling the API by hand meets it",
	"first must be at most %d.":                                "a paging argument the apps compute themselves: only a developer calling the API by hand meets it",
	"page must be 0 or more (the first page is 0).":            "a paging argument the apps compute themselves: only a developer calling the API by hand meets it",
	"perPage must be at least 1.":                              "a paging argument the apps compute themselves: only a developer calling the API by hand meets it",
	"populationMax must be 0 or more.":                         "a filter bound the giving site's slider keeps in range: only a developer calling the API by hand meets it",
	"populationRange must be [min, max] with 0 ≤ min ≤ max.":   "a filter bound the giving site's slider keeps in range: only a developer calling the API by hand meets it",
	"sortOrder must be ASC or DESC.":                           "a sort key the apps never send: only a developer calling the API by hand meets it",
	"Sort by updatedAt, createdAt, name, amount or version.":   "a sort key the apps never send: only a developer calling the API by hand meets it",
	"This list cannot be sorted by %s":                         "a sort key the apps never send: only a developer calling the API by hand meets it",
	"Holistic projects cannot be sorted by %q; use one of %s.": "a sort key the apps never send: only a developer calling the API by hand meets it",
	"Holistic projects cannot be sorted by %q; use one of updatedAt, createdAt, projectName, fundingTarget, fundingBalance, _score.": "a sort key the apps never send: only a developer calling the API by hand meets it",
	"Adoptions are sorted by one key: createdAt or startDate.":                                                                       "a sort key the apps never send: only a developer calling the API by hand meets it",
	"Adoptions cannot be sorted by %q; use createdAt or startDate.":                                                                  "a sort key the apps never send: only a developer calling the API by hand meets it",
	"People groups cannot be sorted by %q; use one of %s.":                                                                           "a sort key the apps never send: only a developer calling the API by hand meets it",
	"The report id must be a UUID.":                                                                                                  "an id the apps generate: only a developer calling the API by hand meets it",
	"The file id must be a new UUID.":                                                                                                "an id the apps generate: only a developer calling the API by hand meets it",
	"The report's fields must be a JSON object.":                                                                                     "the apps always send a report's fields as an object: only a developer calling the API by hand meets it",
}

// module is Reach's Go module path (go.mod).
const module = "github.com/reachmissions/reach/"

// presented says which argument of which call is a message a person reads: the package's import
// path (under the module), the function, and the argument's index.
var presented = map[string]map[string][]int{
	"backend/internal/apperr": {"New": {1}, "Input": {1}, "Newf": {1}, "Inputf": {1}, "ProblemF": {1}},
	"backend/internal/i18n":   {"T": {1}, "TC": {1}},
}

// goPackage is one package's files, parsed, and its string constants.
type goPackage struct {
	dir    string // relative to the module root, slash-separated
	files  []*ast.File
	names  []string // each file's path, for messages
	consts map[string]ast.Expr
}

// parseBackend parses every non-test, non-generated Go file of backend/, by package directory.
func parseBackend(t *testing.T) map[string]*goPackage {
	t.Helper()
	pkgs := map[string]*goPackage{}
	root := "../../.." // the module root
	err := filepath.WalkDir(filepath.Join(root, "backend"), func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "generated" || d.Name() == "node_modules" || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, filepath.Dir(p))
		dir := filepath.ToSlash(rel)
		pkg := pkgs[dir]
		if pkg == nil {
			pkg = &goPackage{dir: dir, consts: map[string]ast.Expr{}}
			pkgs[dir] = pkg
		}
		pkg.files = append(pkg.files, f)
		pkg.names = append(pkg.names, filepath.ToSlash(p))
		for _, decl := range f.Decls {
			g, ok := decl.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if i < len(vs.Values) {
						pkg.consts[n.Name] = vs.Values[i]
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}

// imports maps a file's import names to package directories of the module.
func imports(f *ast.File) map[string]string {
	out := map[string]string{}
	for _, im := range f.Imports {
		p, _ := strconv.Unquote(im.Path.Value)
		if !strings.HasPrefix(p, module) {
			continue
		}
		dir := strings.TrimPrefix(p, module)
		name := dir[strings.LastIndex(dir, "/")+1:]
		if im.Name != nil {
			name = im.Name.Name
		}
		out[name] = dir
	}
	return out
}

// stringValue is the constant string e is in package pkg (a literal, a constant of the module,
// or a sum of them), and whether e is one.
func stringValue(pkgs map[string]*goPackage, pkg *goPackage, imp map[string]string, e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.ParenExpr:
		return stringValue(pkgs, pkg, imp, e.X)
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		a, ok1 := stringValue(pkgs, pkg, imp, e.X)
		b, ok2 := stringValue(pkgs, pkg, imp, e.Y)
		return a + b, ok1 && ok2
	case *ast.Ident:
		if v, ok := pkg.consts[e.Name]; ok {
			return stringValue(pkgs, pkg, nil, v)
		}
	case *ast.SelectorExpr:
		if x, ok := e.X.(*ast.Ident); ok && imp != nil {
			if other := pkgs[imp[x.Name]]; other != nil {
				if v, ok := other.consts[e.Sel.Name]; ok {
					return stringValue(pkgs, other, nil, v)
				}
			}
		}
	}
	return "", false
}

// message is one message a person can read, and where the code says it.
type message struct{ text, at string }

// presentedMessages collects every message the server presents: (a) the constant message
// arguments of apperr.New/Input/Newf/Inputf/ProblemF, of apperr.Problem{...} literals and of
// i18n.T/TC, and of every function that passes its own parameter on as such a message (a
// helper like writeGraphQLError), (b) every string constant named Msg*/msg*. It also returns
// the messages built in a way no catalog can hold (fmt.Sprintf, concatenation).
func presentedMessages(t *testing.T) (msgs []message, unkeyable []string) {
	pkgs := parseBackend(t)
	// calls: package dir → function → message argument; grows with the helpers found.
	calls := map[string]map[string][]int{}
	for dir, fns := range presented {
		calls[dir] = map[string][]int{}
		for fn, i := range fns {
			calls[dir][fn] = append([]int(nil), i...)
		}
	}
	// argsOf returns the message arguments of call if it is one of calls, from pkg's file imp.
	argsOf := func(pkg *goPackage, imp map[string]string, call *ast.CallExpr) []ast.Expr {
		var at []int
		switch fn := call.Fun.(type) {
		case *ast.Ident:
			at = calls[pkg.dir][fn.Name]
		case *ast.SelectorExpr:
			if x, ok := fn.X.(*ast.Ident); ok {
				if dir, ok := imp[x.Name]; ok {
					at = calls[dir][fn.Sel.Name]
				}
			}
		}
		var out []ast.Expr
		for _, i := range at {
			if i < len(call.Args) {
				out = append(out, call.Args[i])
			}
		}
		return out
	}
	isProblem := func(pkg *goPackage, imp map[string]string, lit *ast.CompositeLit) bool {
		switch ty := lit.Type.(type) {
		case *ast.Ident:
			return pkg.dir == "backend/internal/apperr" && ty.Name == "Problem"
		case *ast.SelectorExpr:
			x, ok := ty.X.(*ast.Ident)
			return ok && imp[x.Name] == "backend/internal/apperr" && ty.Sel.Name == "Problem"
		}
		return false
	}
	// Find the helpers: a function whose string parameter is the message of such a call.
	for grew := true; grew; {
		grew = false
		for _, pkg := range pkgs {
			for _, f := range pkg.files {
				imp := imports(f)
				for _, decl := range f.Decls {
					fd, ok := decl.(*ast.FuncDecl)
					if !ok || fd.Recv != nil || fd.Body == nil {
						continue
					}
					params := map[string]int{}
					n := 0
					for _, field := range fd.Type.Params.List {
						for _, name := range field.Names {
							if id, ok := field.Type.(*ast.Ident); ok && id.Name == "string" {
								params[name.Name] = n
							}
							n++
						}
					}
					ast.Inspect(fd.Body, func(node ast.Node) bool {
						call, ok := node.(*ast.CallExpr)
						if !ok {
							return true
						}
						for _, arg := range argsOf(pkg, imp, call) {
							id, ok := arg.(*ast.Ident)
							if !ok {
								continue
							}
							p, ok := params[id.Name]
							if !ok || slices.Contains(calls[pkg.dir][fd.Name.Name], p) {
								continue
							}
							if calls[pkg.dir] == nil {
								calls[pkg.dir] = map[string][]int{}
							}
							calls[pkg.dir][fd.Name.Name] = append(calls[pkg.dir][fd.Name.Name], p)
							grew = true
						}
						return true
					})
				}
			}
		}
	}
	for _, pkg := range pkgs {
		for fi, f := range pkg.files {
			imp := imports(f)
			file := pkg.names[fi]
			take := func(e ast.Expr) {
				if s, ok := stringValue(pkgs, pkg, imp, e); ok {
					msgs = append(msgs, message{s, file})
					return
				}
				if pkg.dir == "backend/internal/apperr" {
					return // the constructors themselves
				}
				switch e := e.(type) {
				case *ast.CallExpr:
					if sel, ok := e.Fun.(*ast.SelectorExpr); ok {
						if x, ok := sel.X.(*ast.Ident); ok && x.Name == "fmt" {
							unkeyable = append(unkeyable, file+": fmt."+sel.Sel.Name)
						}
					}
				case *ast.BinaryExpr:
					unkeyable = append(unkeyable, file+": a message joined with +")
				}
			}
			ast.Inspect(f, func(node ast.Node) bool {
				switch n := node.(type) {
				case *ast.CallExpr:
					for _, arg := range argsOf(pkg, imp, n) {
						take(arg)
					}
				case *ast.CompositeLit:
					if !isProblem(pkg, imp, n) {
						return true
					}
					for i, el := range n.Elts {
						if kv, ok := el.(*ast.KeyValueExpr); ok {
							if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Message" {
								take(kv.Value)
							}
						} else if i == 1 {
							take(el)
						}
					}
				}
				return true
			})
		}
		if !strings.HasPrefix(pkg.dir, "backend/") {
			continue
		}
		for name, v := range pkg.consts {
			if !strings.HasPrefix(name, "Msg") && !strings.HasPrefix(name, "msg") {
				continue
			}
			if s, ok := stringValue(pkgs, pkg, nil, v); ok {
				msgs = append(msgs, message{s, pkg.dir + ": " + name})
			}
		}
	}
	return msgs, unkeyable
}

// TestEveryPresentedMessageIsTranslated fails when a message the server can present to a
// person lacks a translation in a language, or is built so no catalog can hold it.
func TestEveryPresentedMessageIsTranslated(t *testing.T) {
	msgs, unkeyable := presentedMessages(t)
	if len(msgs) < 100 {
		t.Fatalf("found only %d messages: the collector is broken", len(msgs))
	}
	for _, u := range unkeyable {
		t.Errorf("%s builds a message no catalog can hold: use apperr.Newf/Inputf/ProblemF or i18n.T with a constant format", u)
	}
	missing := map[string][]string{}
	for _, m := range msgs {
		if _, ok := notForPeople[m.text]; ok || strings.TrimSpace(m.text) == "" {
			continue
		}
		for _, l := range languages {
			if !Has(l.Code, m.text) {
				missing[l.Code] = append(missing[l.Code], m.at+": "+strconv.Quote(m.text))
			}
		}
	}
	for code, list := range missing {
		sort.Strings(list)
		list = dedupe(list)
		t.Errorf("%s lacks %d messages:\n%s", code, len(list), strings.Join(list, "\n"))
	}
	for k := range notForPeople {
		if !goStrings(t)[k] {
			t.Errorf("notForPeople lists %q, which no code says", k)
		}
	}
}

func dedupe(s []string) []string {
	out := s[:0]
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}
