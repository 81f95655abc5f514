// Package data holds the public data Reach ships inside its binary.
//
// JoshuaProject is Joshua Project's people group listings (joshuaproject.net);
// credit "Joshua Project" wherever its data is shown. See
// joshua-project/README.md.
package data

import (
	"embed"
	"io/fs"
)

//go:embed joshua-project/*.csv joshua-project/README.md
var files embed.FS

// JoshuaProject holds AllPeoplesInCountry.csv, AllCountriesListing.csv,
// AllLanguageListing.csv, FieldDefinitions.csv and README.md at its root, as
// importer.ImportJoshuaProject reads them.
var JoshuaProject fs.FS = mustSub(files, "joshua-project")

func mustSub(fsys fs.FS, dir string) fs.FS {
	sub, err := fs.Sub(fsys, dir)
	if err != nil {
		panic(err) // only on a bad literal directory name above
	}
	return sub
}
