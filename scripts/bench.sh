#!/usr/bin/env bash
# make bench: the figures of docs/benchmarks.md, measured against the built binary
# on this machine. Each load run is bounded (rounds) and talks only to 127.0.0.1.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
go build -o "$work/reach-bench" ./backend/cmd/reach-bench

echo "== Joshua Project import (SQLite file, then PostgreSQL when REACH_TEST_DATABASE_URL is set)"
go test ./backend/internal/importer -run '^$' -bench 'ImportJoshuaProject/(first|sqlite-file)' -benchtime 1x
if [ -n "${REACH_TEST_DATABASE_URL:-}" ]; then
  go test ./backend/internal/importer -run '^$' -bench 'ImportJoshuaProject/first' -benchtime 1x
fi

echo "== cold start to first /healthz on an imported SQLite database"
./bin/reach serve --data-dir "$work/cs" --addr 127.0.0.1:18191 > "$work/first.log" 2>&1 &
first=$!
for _ in $(seq 100); do curl -fs http://127.0.0.1:18191/healthz >/dev/null 2>&1 && break; sleep 0.1; done
kill $first; wait $first 2>/dev/null || true
"$work/reach-bench" -url http://127.0.0.1:18191 -rounds 9 -coldstart -- ./bin/reach serve --data-dir "$work/cs" --addr 127.0.0.1:18191

echo "== 20 concurrent signIntoUser (SQLite)"
REACH_TRUSTED_PROXIES=127.0.0.1 ./bin/reach serve --data-dir "$work/si" --addr 127.0.0.1:18192 --no-demo > "$work/si.log" 2>&1 &
for _ in $(seq 100); do curl -fs http://127.0.0.1:18192/healthz >/dev/null 2>&1 && break; sleep 0.1; done
"$work/reach-bench" -url http://127.0.0.1:18192 -n 20 -rounds 5

echo "== portal sign-in page: gzipped JavaScript"
pnpm --filter @reach/portal run size

echo "== portal agreement screens, signed in: gzipped JavaScript"
./bin/reach users create --data-dir "$work/ag" --username size-staff --email size-staff@example.org \
  --password 'Kettle-Harbour-42!' --name 'Sam Size' --role staff > /dev/null
./bin/reach serve --data-dir "$work/ag" --addr 127.0.0.1:18193 --no-demo > "$work/ag.log" 2>&1 &
for _ in $(seq 100); do curl -fs http://127.0.0.1:18193/healthz >/dev/null 2>&1 && break; sleep 0.1; done
pnpm --filter @reach/portal run size --api http://127.0.0.1:18193 --user size-staff --password 'Kettle-Harbour-42!' --seed

echo "== public browsing under load (wrk, 16 connections; SQLite, then PostgreSQL when REACH_TEST_DATABASE_URL is set)"
./scripts/bench-public.sh

echo "== public list and search where the cache cannot help (every request different; SQLite, then PostgreSQL when REACH_TEST_DATABASE_URL is set)"
SCALE=1 ./scripts/bench-varied.sh
if [ "${SCALE:-1}" -gt 1 ]; then
  echo "== the same on ${SCALE} times the groups"
  ./scripts/bench-varied.sh
fi

echo "== the partner portal's /upgs under load (wrk, 32 connections; SQLite, then PostgreSQL when REACH_TEST_DATABASE_URL is set)"
./scripts/bench-portal.sh

echo "== reports: approval queue, bulk approval, submits at 50/s (SQLite, then PostgreSQL when REACH_TEST_DATABASE_URL is set)"
./scripts/bench-reports.sh
