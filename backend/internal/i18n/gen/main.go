// Command gen writes packages/ui/src/generated/languages.ts from languages.json.
package main

import (
	"log"
	"os"

	"github.com/reachmissions/reach/backend/internal/i18n"
)

func main() {
	if err := os.WriteFile("../../../packages/ui/src/generated/languages.ts", []byte(i18n.TypeScript()), 0o644); err != nil {
		log.Fatal(err)
	}
}
