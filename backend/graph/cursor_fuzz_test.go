package graph

import (
	"testing"

	"github.com/reachmissions/reach/backend/internal/apperr"
)

// FuzzCursorOffset feeds the portal connections' after argument through
// cursorOffset: anything that is not a cursor the server handed out is
// BAD_USER_INPUT on after; an accepted one is a bounded offset that the
// server's own cursor for it reads back the same.
func FuzzCursorOffset(f *testing.F) {
	for _, s := range []string{"", offsetCursor(0), offsetCursor(40), "bzo5MjIzMzcyMDM2ODU0Nzc1ODA3", "bzotMQ", "!!", "o:1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, after string) {
		n, err := cursorOffset(&after)
		if err != nil {
			if e := apperr.As(err); e == nil || e.Code != apperr.BadUserInput || e.Field != "after" {
				t.Fatalf("cursorOffset(%q) refused with %v", after, err)
			}
			return
		}
		if n < 0 || n > maxCursorOffset {
			t.Fatalf("cursorOffset(%q) = %d, out of bounds", after, n)
		}
		if after != "" {
			if back, err := cursorOffset(ptrTo(offsetCursor(n))); err != nil || back != n {
				t.Fatalf("offset %d reads back as %d, %v", n, back, err)
			}
		}
		if p, err := pageArgs(nil, &after, 20, 100); err != nil || p.Offset != n {
			t.Fatalf("pageArgs(%q) = %+v, %v", after, p, err)
		}
	})
}
