package importer

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

// FuzzParse feeds arbitrary people listings (the file an operator downloads
// and hands to `reach import joshua-project`) through Parse, laid over the
// small fixture's countries and languages. Parse never panics; it either
// refuses the file with a FileError naming the people listing, or returns
// people groups whose ids, countries and numbers hold the importer's rules.
func FuzzParse(f *testing.F) {
	base := fstest.MapFS{}
	for _, name := range []string{CountriesFile, LanguagesFile} {
		b, err := os.ReadFile(filepath.Join("testdata", "small", name))
		if err != nil {
			f.Fatal(err)
		}
		base[name] = &fstest.MapFile{Data: b}
	}
	for _, dir := range []string{"small", "bad-columns", "bad-number", "no-header"} {
		b, err := os.ReadFile(filepath.Join("testdata", dir, PeopleFile))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte(""))
	f.Add([]byte("\xef\xbb\xbf\n\n\"unterminated"))
	f.Add([]byte("ROG3,PeopleID3\nAF,1\nAF,1\n"))

	f.Fuzz(func(t *testing.T, people []byte) {
		fsys := fstest.MapFS{PeopleFile: &fstest.MapFile{Data: people}}
		for k, v := range base {
			fsys[k] = v
		}
		jp, _, err := Parse(fsys)
		if err != nil {
			var fe *FileError
			if !errors.As(err, &fe) {
				t.Fatalf("refusal is not a FileError: %T %v", err, err)
			}
			if fe.File != PeopleFile {
				t.Fatalf("refusal names %s, the fuzzed file is %s: %v", fe.File, PeopleFile, err)
			}
			if strings.TrimSpace(fe.Msg) == "" {
				t.Fatalf("refusal without a message: %v", err)
			}
			return
		}
		seen := map[string]bool{}
		countries := map[string]bool{}
		for _, c := range jp.Countries {
			countries[c.Code] = true
		}
		for _, pg := range jp.PeopleGroups {
			if pg.ID == "" || seen[pg.ID] {
				t.Fatalf("people group id %q empty or twice", pg.ID)
			}
			seen[pg.ID] = true
			if pg.ID != strings.ToLower(pg.ID) {
				t.Fatalf("people group id %q is not lower case", pg.ID)
			}
			if !countries[pg.CountryCode] {
				t.Fatalf("people group %s names country %q that has no row", pg.ID, pg.CountryCode)
			}
			if pg.Population != nil && *pg.Population < 0 {
				t.Fatalf("people group %s has population %d", pg.ID, *pg.Population)
			}
		}
	})
}
