//go:build !unix

package pdf

import "time"

func cpuTime() time.Duration { return 0 }
