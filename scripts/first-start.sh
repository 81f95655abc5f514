#!/usr/bin/env bash
# first-start.sh BINARY [PORT] [ROUNDS]: how long `reach serve` takes on an empty data folder
# (the Joshua Project import and the demo) until /readyz answers 200, and until the demo's
# gifts, reports and agreements are made (the log line "made the demo's", waited for at most
# DEMO_WAIT seconds, 120 unless set; 0 for a binary that makes none). One line per round.
set -euo pipefail
bin=${1:?binary}
port=${2:-19311}
rounds=${3:-3}
[ -x "$bin" ] || { echo "no binary $bin" >&2; exit 1; }
for _ in $(seq "$rounds"); do
  dir=$(mktemp -d)
  start=$(date +%s%N)
  REACH_DEV=true "$bin" serve --data-dir "$dir/data" --addr "127.0.0.1:$port" >"$dir/out" 2>"$dir/err" &
  pid=$!
  until curl -fs -o /dev/null "http://127.0.0.1:$port/readyz"; do
    kill -0 "$pid" 2>/dev/null || { cat "$dir/err" >&2; exit 1; }
    sleep 0.02
  done
  ready=$(( ($(date +%s%N) - start) / 1000000 ))
  demo=-
  deadline=$(( $(date +%s) + ${DEMO_WAIT:-120} ))
  while [ "$(date +%s)" -lt "$deadline" ]; do
    if grep -q "made the demo's" "$dir/err"; then demo=$(( ($(date +%s%N) - start) / 1000000 )); break; fi
    sleep 0.05
  done
  took=$(grep -o "made the demo's.*ms=[0-9]*" "$dir/err" | grep -o 'ms=[0-9]*$' || true)
  imported=$(grep -o 'imported Joshua Project data.*ms=[0-9]*' "$dir/err" | grep -o 'ms=[0-9]*$' || true)
  echo "ready ${ready} ms, demo made ${demo} ms (import ${imported:-?}, demo seed ${took:-?})"
  kill "$pid"; wait "$pid" 2>/dev/null || true
  rm -rf "$dir"
done
