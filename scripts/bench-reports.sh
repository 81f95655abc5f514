#!/usr/bin/env bash
# The reports figures (docs/benchmarks.md, "Reports"): the built binary on an imported database,
# REPORTS (10,000) reports of the five types and mixed statuses by 200 authors written straight
# into it by `reach-bench -seed-reports`, then, against the running server, each answer checked:
#   1. the back office's approval queue: one request with the PENDING page (25, oldest submitted
#      first) and the four tab counts, from 1 and from BENCH_CONNECTIONS (4) back offices at once,
#      BENCH_SECONDS (10) each;
#   2. bulkApproveReports of 100 PENDING people group reports (stats, testimonies, prayer
#      requests, history), BULK_RUNS (5) times on fresh reports;
#   3. submitReport of a different valid draft at a steady 50 a second for BENCH_SECONDS.
# On SQLite and, when REACH_TEST_DATABASE_URL points at a PostgreSQL server, on a fresh database
# there. No answer is cached: every request executes.
#
# Needs wrk (scripts/bench-lib.sh checks for it) and, for PostgreSQL, psql.
# Usage: scripts/bench-reports.sh            (REACH_BIN=./bin/reach by default)
set -euo pipefail
cd "$(dirname "$0")/.."

port=18195
. scripts/bench-lib.sh
reports=${REPORTS:-10000}
conns=${BENCH_CONNECTIONS:-4}
bulk_runs=${BULK_RUNS:-5}
go build -o "$work/reach-bench" ./backend/cmd/reach-bench
password="Bench-Ledger-Willow-$$"

run_engine() {
  local engine=$1; shift
  serve "$engine-seed" "$@"   # the first start imports the Joshua Project data
  "$bin" users create "$@" --username bench-staff --email bench-staff@bench.example.org --name "Bench Staff" --role staff --password "$password" >/dev/null
  "$bin" users create "$@" --username bench-author --email bench-author@bench.example.org --name "Bench Author" --role field-worker --password "$password" >/dev/null
  stop_server
  "$work/reach-bench" -seed-reports "$work/$engine.seeded" "$@" -reports "$reports" -drafts $((seconds * 50 + 50)) -batches "$bulk_runs" -author bench-author
  # A production PostgreSQL has statistics and a visibility map for rows written long ago
  # (autovacuum vacuums and analyses a table once enough of it changed): without the map a count
  # reads every row of the tab instead of the index alone. Do what autovacuum would.
  if [ "$engine" = postgres ]; then psql -q "${@: -1}" -c 'VACUUM ANALYZE'; fi # the last argument is --database-url's
  serve "$engine" "$@"
  local b=("$work/reach-bench" -url http://127.0.0.1:$port -seeded "$work/$engine.seeded" -staff bench-staff -author bench-author -password "$password")
  "${b[@]}" -reports-bench queue -conns "$conns" -duration 2s >/dev/null # warm up
  local c
  for c in 1 "$conns"; do
    echo "== $engine, approval queue, $c connection(s), ${seconds}s (load average $(cut -d' ' -f1 /proc/loadavg))"
    "${b[@]}" -reports-bench queue -conns "$c" -duration "${seconds}s"
  done
  echo "== $engine, bulkApproveReports of 100, $bulk_runs runs (load average $(cut -d' ' -f1 /proc/loadavg))"
  "${b[@]}" -reports-bench bulk
  echo "== $engine, submitReport at 50/s, ${seconds}s (load average $(cut -d' ' -f1 /proc/loadavg))"
  "${b[@]}" -reports-bench submit -rate 50 -duration "${seconds}s"
  rss
  stop_server
}

each_engine run_engine
