//go:build !embedui

package web

import "io/fs"

func apps() fs.FS { return nil }
