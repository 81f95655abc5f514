package server

import (
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"runtime/debug"
	"strconv"
	"sync"

	"github.com/gin-gonic/gin"
)

// Build names this binary's build. `go build -ldflags "-X
// github.com/reachmissions/reach/backend/internal/server.Build=<name>"` sets it; left empty, it
// is the commit Go recorded when it built the binary ("+dirty" when files had changed), else
// the binary file's size and time (buildName).
var Build string

// serviceWorkerPath is the portal's service worker (apps/portal/src/sw/sw.ts, built to
// portal/sw.js): a browser installs a new worker when the bytes of /sw.js change.
const serviceWorkerPath = "/sw.js"

// buildName is Build, or the commit of the binary's build, or else the size and time of the
// binary's file (a binary built elsewhere is another file).
func buildName() string {
	if Build != "" {
		return Build
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return executableStamp()
	}
	rev, dirty := "", false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return executableStamp()
	}
	if dirty {
		rev += "+dirty"
	}
	return rev
}

// executableStamp is the running binary's size and modification time, "" when unknown.
func executableStamp() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	st, err := os.Stat(exe)
	if err != nil {
		return ""
	}
	return fmt.Sprintf("%d-%d", st.Size(), st.ModTime().Unix())
}

// serviceWorker serves the portal's /sw.js with the build written before it
// (`self.REACH_BUILD="<build>";`): a new binary is then a new worker for every browser that
// holds the portal, which shows "A new version of Reach is ready" (docs/offline.md), even
// when the apps' files did not change but the API did. Never kept by the browser's HTTP
// cache (no-cache), so a check for a new worker always reaches the server.
func serviceWorker(c *gin.Context, apps fs.FS, cache *sync.Map) {
	key := "sw:" + buildName()
	page, ok := cache.Load(key + ":raw")
	if !ok {
		raw, err := fs.ReadFile(apps, "portal/sw.js")
		if err != nil {
			c.Header("Cache-Control", "no-cache")
			c.String(http.StatusNotFound, "not found")
			return
		}
		page = append([]byte("self.REACH_BUILD="+strconv.Quote(buildName())+";\n"), raw...)
		cache.Store(key+":raw", page)
	}
	serveMade(c, cache, key, page.([]byte), "text/javascript; charset=utf-8")
}
