//go:build ignore

// Command gen_operations writes app_operations.go: the names of the operations the apps send.
package main

import (
	"log"
	"os"

	"github.com/reachmissions/reach/backend/internal/metrics"
)

func main() {
	names, err := metrics.ScanAppOperations("../../..")
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("app_operations.go", []byte(metrics.AppOperationsSource(names)), 0o644); err != nil {
		log.Fatal(err)
	}
}
