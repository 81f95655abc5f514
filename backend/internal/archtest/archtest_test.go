// Package archtest holds the test that keeps the code map of ARCHITECTURE.md
// true: what each folder may import.
package archtest

import (
	"encoding/json"
	"os/exec"
	"strings"
	"testing"
)

const module = "github.com/reachmissions/reach/"

// The layers of ARCHITECTURE.md's code map.
var (
	foundation = []string{"backend/internal/model", "backend/internal/apperr", "backend/internal/config", "backend/internal/datadir",
		"backend/internal/storage", "backend/internal/auth", "backend/internal/db", "backend/internal/i18n", "backend/internal/pdftext", "backend/internal/metrics", "policies"}
	domains = []string{"agreement", "audit", "backup", "contact", "country", "dashboard", "erasure", "file", "giving", "holisticproject", "invite", "link", "mail", "peoplegroup", "personaldata", "prayer", "report",
		"simplelist", "testimony", "training", "upgstats", "user"}
)

func isDomain(pkg string) bool {
	for _, d := range domains {
		if pkg == "backend/internal/"+d || strings.HasPrefix(pkg, "backend/internal/"+d+"/") {
			return true
		}
	}
	return false
}

func isFoundation(pkg string) bool {
	for _, f := range foundation {
		if pkg == f || (strings.HasPrefix(pkg, f+"/") && f != "backend/internal/db") {
			return true
		}
	}
	return false
}

// allowed says whether pkg may import imp (both module-relative), as the code
// map says; third-party imports are checked by forbiddenThirdParty.
func allowed(pkg, imp string) bool {
	switch {
	case strings.HasPrefix(pkg, "backend/cmd/"), pkg == "backend/internal/server", strings.HasPrefix(pkg, "backend/graph/graphtest"):
		return true // composition roots and the test harness wire everything
	case pkg == "backend/internal/db":
		return imp == "backend/internal/model" || imp == "backend/internal/apperr"
	case pkg == "backend/internal/auth" || strings.HasPrefix(pkg, "backend/internal/auth/"):
		return imp == "policies" || strings.HasPrefix(imp, "backend/internal/auth/")
	case pkg == "backend/internal/pdftext" || strings.HasPrefix(pkg, "backend/internal/pdftext/"):
		return strings.HasPrefix(imp, "backend/internal/pdftext/") || (pkg != "backend/internal/pdftext" && imp == "backend/internal/pdftext") // its fonts; its test helpers it
	case strings.HasPrefix(pkg, "backend/internal/i18n/"):
		return imp == "backend/internal/i18n" // its generator
	case pkg == "backend/internal/storage/s3test":
		return imp == "backend/internal/storage"
	case isFoundation(pkg):
		return false // model, apperr, config, datadir, storage: the ground floor
	case strings.HasPrefix(pkg, "backend/internal/db/bundb"):
		return isFoundation(imp) || strings.HasPrefix(imp, "backend/internal/db/bundb")
	case isDomain(pkg):
		return isFoundation(imp) || isDomain(imp)
	case strings.HasPrefix(pkg, "backend/graph"):
		return isFoundation(imp) || isDomain(imp) || strings.HasPrefix(imp, "backend/graph")
	case pkg == "backend/internal/demo":
		return isFoundation(imp) || isDomain(imp) // the demo is made through the domains only
	case pkg == "backend/internal/importer":
		return isFoundation(imp) || imp == "backend/internal/db/bundb"
	case pkg == "backend/internal/web", pkg == "backend/internal/securitytest", pkg == "backend/internal/archtest":
		return false
	}
	return false
}

// forbiddenThirdParty: only bundb speaks to the database library, only the
// GraphQL layer (and the server that serves it) to gqlgen, only the server to gin.
func forbiddenThirdParty(pkg, imp string) bool {
	switch {
	case strings.HasPrefix(imp, "github.com/uptrace/bun"):
		return !strings.HasPrefix(pkg, "backend/internal/db/bundb")
	case strings.HasPrefix(imp, "github.com/99designs/gqlgen"), strings.HasPrefix(imp, "github.com/vektah/gqlparser"):
		return !strings.HasPrefix(pkg, "backend/graph") && pkg != "backend/internal/server"
	case strings.HasPrefix(imp, "github.com/gin-gonic/gin"):
		return pkg != "backend/internal/server"
	}
	return false
}

// TestImportsFollowTheCodeMap fails when a package imports what
// ARCHITECTURE.md's code map forbids (its own imports, tests aside).
func TestImportsFollowTheCodeMap(t *testing.T) {
	out, err := exec.Command("go", "list", "-json", module+"backend/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	dec := json.NewDecoder(strings.NewReader(string(out)))
	seen := 0
	for dec.More() {
		var p struct {
			ImportPath string
			Imports    []string
		}
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		pkg := strings.TrimPrefix(p.ImportPath, module)
		if strings.Contains(pkg, "/migrations/") || strings.HasSuffix(pkg, "/migrations") {
			continue // frozen models of the migrations: bun, by design
		}
		seen++
		for _, imp := range p.Imports {
			if rel, ok := strings.CutPrefix(imp, module); ok {
				if !allowed(pkg, rel) {
					t.Errorf("%s imports %s, which ARCHITECTURE.md's code map forbids", pkg, rel)
				}
			} else if forbiddenThirdParty(pkg, imp) {
				t.Errorf("%s imports %s, which ARCHITECTURE.md's code map forbids", pkg, imp)
			}
		}
	}
	if seen < 30 {
		t.Fatalf("go list found %d packages; the test looks at the wrong tree", seen)
	}
}

// A domain that imports the store, the GraphQL layer or the server is what the
// test exists to catch: the rules refuse it.
func TestTheRulesRefuseWhatTheMapForbids(t *testing.T) {
	for _, c := range [][2]string{
		{"backend/internal/prayer", "backend/internal/db/bundb"},
		{"backend/internal/link", "backend/graph"},
		{"backend/internal/db/bundb", "backend/internal/link"},
		{"backend/internal/db", "backend/internal/user"},
		{"backend/graph", "backend/internal/server"},
		{"backend/internal/model", "backend/internal/db"},
	} {
		if allowed(c[0], c[1]) {
			t.Errorf("%s may import %s", c[0], c[1])
		}
	}
	if !forbiddenThirdParty("backend/internal/giving", "github.com/uptrace/bun") || !forbiddenThirdParty("backend/internal/user", "github.com/gin-gonic/gin") {
		t.Error("third-party rules let a domain import bun or gin")
	}
}
