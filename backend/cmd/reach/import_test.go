package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reachmissions/reach/backend/internal/db"
)

func TestImportJoshuaProjectCommand(t *testing.T) {
	dbArgs, d := testDB(t)
	imp := func(dir string) (int, string, string) {
		var out, errOut bytes.Buffer
		code := run(context.Background(), append([]string{"import", "joshua-project", dir}, dbArgs...), noEnv, &out, &errOut)
		return code, out.String(), errOut.String()
	}

	code, out, errOut := imp("../../../data/joshua-project")
	if code != 0 || !strings.Contains(out, "16382 people groups (16382 new), 238 countries") || !strings.Contains(out, "Joshua Project") {
		t.Fatalf("import: exit %d, %q %q", code, out, errOut)
	}
	if !strings.Contains(out, "Warning: AllPeoplesInCountry.csv line 16325: Longitude") {
		t.Errorf("the dropped longitude is not reported: %q", out)
	}
	code, out, _ = imp("../../../data/joshua-project")
	if code != 0 || !strings.Contains(out, "16382 people groups (0 new)") {
		t.Errorf("second import: exit %d, %q", code, out)
	}

	// A folder without the listings is refused, naming the file, and nothing changes.
	empty := t.TempDir()
	if err := os.WriteFile(filepath.Join(empty, "README.md"), []byte("not data"), 0o600); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = imp(empty)
	if code == 0 || !strings.Contains(errOut, "AllCountriesListing.csv: the file is missing") {
		t.Errorf("empty folder: exit %d, stderr %q", code, errOut)
	}
	if n, err := d.CountPeopleGroups(context.Background(), db.PeopleGroupFilter{}); err != nil || n != 16382 {
		t.Errorf("after the refused import %d people groups (%v), want 16382", n, err)
	}
}
