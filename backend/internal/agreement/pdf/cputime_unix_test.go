//go:build unix

package pdf

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used (user and system, every thread: the garbage
// collector's work included).
func cpuTime() time.Duration {
	var r syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &r); err != nil {
		return 0
	}
	return time.Duration(r.Utime.Nano() + r.Stime.Nano())
}
