// Package web gives the server the built apps: portal/, giving/ and admin/.
// They are embedded only when built with the embedui tag (make build), so
// plain go build and go test work on a fresh clone without Node.
package web

import "io/fs"

// Apps returns the built apps, or nil when the binary was built without them.
func Apps() fs.FS { return apps() }
