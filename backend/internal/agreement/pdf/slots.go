package pdf

import (
	"context"
	"runtime"
)

// MaxRenders is how many PDFs one instance draws at once: agreements, gift receipts and giving
// statements share it. More wait their turn, so a burst of downloads (or one GraphQL document
// asking for many) queues rather than holding every render's CPU and memory at once.
var MaxRenders = runtime.NumCPU()

var slots = make(chan struct{}, max(1, MaxRenders))

// Acquire waits for a render slot, or for ctx to end (its error then), and answers the function
// that gives the slot back. Every PDF Reach draws is drawn holding one.
func Acquire(ctx context.Context) (release func(), err error) {
	select {
	case slots <- struct{}{}:
		return func() { <-slots }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}
