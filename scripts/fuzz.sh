#!/usr/bin/env bash
# Runs every Go fuzz test (func FuzzXxx) for FUZZTIME each (default 60s).
# Their seed corpora already run in `make test`; this searches further.
# A failing input is written to the package's testdata/fuzz/FuzzXxx/ folder:
# commit it with the fix, and it runs in every `go test` from then on.
set -euo pipefail
cd "$(dirname "$0")/.."
FUZZTIME=${FUZZTIME:-60s}
GO=${GO:-go}
failed=0
for pkg in $($GO list ./...); do
  dir=$($GO list -f '{{.Dir}}' "$pkg")
  # Fuzz tests live in _test.go files; list them without building every package.
  for fn in $(grep -ho '^func Fuzz[A-Za-z0-9_]*' "$dir"/*_test.go 2>/dev/null | sed 's/^func //' | sort -u); do
    echo "== $pkg $fn ($FUZZTIME)"
    if ! $GO test -run '^$' -fuzz "^${fn}\$" -fuzztime "$FUZZTIME" "$pkg"; then
      failed=1
    fi
  done
done
exit $failed
