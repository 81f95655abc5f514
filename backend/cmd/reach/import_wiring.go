package main

// This file joins the CLI to the people groups branch's importer.

import (
	"context"
	"errors"
	"fmt"
	"io/fs"

	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/importer"
	"github.com/reachmissions/reach/data"
)

// errImporterMissing said a build had no Joshua Project importer; this one
// has, so it is never returned. serve.go still names it.
var errImporterMissing = errors.New("this build has no Joshua Project importer")

// importJoshuaProject imports the Joshua Project listing from fsys, or from
// the copy embedded in the binary when fsys is nil, and returns a one-line
// summary, followed by any values it dropped, one per line.
var importJoshuaProject = func(ctx context.Context, d *bundb.DB, fsys fs.FS) (summary string, err error) {
	if fsys == nil {
		fsys = data.JoshuaProject
	}
	res, err := importer.ImportJoshuaProject(ctx, d, fsys)
	if err != nil {
		return "", err
	}
	summary = fmt.Sprintf("%d people groups (%d new), %d countries, %d languages, %d regions, %d religions. Data: Joshua Project, joshuaproject.net",
		res.PeopleGroups, res.PeopleGroupsCreated, res.Countries, res.Languages, res.Regions, res.Religions)
	for _, w := range res.Warnings {
		summary += "\nWarning: " + w
	}
	return summary, nil
}
