package data

import (
	"io/fs"
	"strings"
	"testing"
)

func TestJoshuaProjectHoldsTheListingsAndTheCredit(t *testing.T) {
	for _, name := range []string{"AllPeoplesInCountry.csv", "AllCountriesListing.csv", "AllLanguageListing.csv", "FieldDefinitions.csv"} {
		b, err := fs.ReadFile(JoshuaProject, name)
		if err != nil {
			t.Fatalf("%s not embedded: %v", name, err)
		}
		if !strings.HasPrefix(string(b), "\ufeffJoshua Project People Group Data") {
			t.Errorf("%s does not start as Joshua Project's download does", name)
		}
	}
	readme, err := fs.ReadFile(JoshuaProject, "README.md")
	if err != nil {
		t.Fatalf("README.md not embedded: %v", err)
	}
	if !strings.Contains(string(readme), "Joshua Project, joshuaproject.net") {
		t.Error("README.md lost Joshua Project's attribution")
	}
}
