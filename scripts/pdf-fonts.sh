#!/usr/bin/env bash
# Remakes the agreement PDF's fonts (backend/internal/pdftext/fonts/*.ttf and their OFL
# texts) from npm's @fontsource packages at the version the remake program names. The packages
# are fetched with `npm pack` into a temporary folder: the pnpm workspace and its lockfile are
# not touched, and `go build` never needs Node (the TTFs are committed).
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
out=backend/internal/pdftext/fonts
version=$(sed -n 's/^const Version = "\(.*\)"$/\1/p' "$out/remake/main.go")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for name in babylonica herr-von-muellerhoff send-flowers square-peg tangerine water-brush noto-sans; do
  (cd "$tmp" && npm pack --silent "@fontsource/$name@$version" >/dev/null)
done
$GO run ./$out/remake -packs "$tmp" -out "$out"
