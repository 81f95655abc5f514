//go:build embedui

package web

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

func apps() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err)
	}
	return sub
}
