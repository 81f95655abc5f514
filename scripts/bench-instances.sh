#!/usr/bin/env bash
# One Reach instance against two on one PostgreSQL database (docs/benchmarks.md, "Two instances
# on one PostgreSQL"): the giving site's people group page with every request a different region
# and minimum population (executed, not cached: bench-varied.sh's "list"). One instance takes wrk
# with 1 thread and 16 connections; then a second instance starts on the same database and each
# takes its own wrk (1 thread, 16 connections), as a load balancer would spread 32 clients. Three
# rounds of BENCH_SECONDS (10) each; it prints each round's requests a second, the ratio, and the
# cores the machine has (every process shares them: wrk, both instances and PostgreSQL).
# Usage: REACH_TEST_DATABASE_URL=postgres://... scripts/bench-instances.sh   (REACH_BIN=./bin/reach)
set -euo pipefail
cd "$(dirname "$0")/.."

[ -n "${REACH_TEST_DATABASE_URL:-}" ] || { echo "REACH_TEST_DATABASE_URL must name a PostgreSQL server" >&2; exit 1; }
port=${BENCH_PORT:-18196}
port2=$((port + 1))
. scripts/bench-lib.sh

second=
stop_second() { [ -n "$second" ] && kill "$second" 2>/dev/null && wait "$second" 2>/dev/null || true; second=; }
trap 'stop_second; cleanup' EXIT

pgdb=reach_bench_instances_$$
psql -q "$REACH_TEST_DATABASE_URL" -c "CREATE DATABASE $pgdb"
pgurl=$(echo "$REACH_TEST_DATABASE_URL" | sed -E "s#/[^/?]+(\?|$)#/$pgdb\1#")
varied_list_lua "$work/list.lua"

echo "== seeding PostgreSQL database $pgdb; $(nproc) cores"
serve one --data-dir "$work/one" --database-url "$pgurl"

rate() { wrk_summary | awk '/Requests\/sec/ {print $2}'; }
# load PORT... runs one wrk per port at once and prints the sum of their requests a second.
load() {
  local p pids=() i=0 total=0
  for p in "$@"; do
    wrk -t1 -c16 -d${seconds}s --latency -s "$work/list.lua" "http://127.0.0.1:$p/graphql" > "$work/wrk.$i" &
    pids+=($!); i=$((i + 1))
  done
  wait "${pids[@]}"
  for i in $(seq 0 $(($# - 1))); do
    grep -q "check: bad answers 0" "$work/wrk.$i" || { echo "bad answers:" >&2; cat "$work/wrk.$i" >&2; exit 1; }
    total=$(awk -v t="$total" -v r="$(rate < "$work/wrk.$i")" 'BEGIN {print t + r}')
  done
  echo "$total"
}

wrk -t1 -c16 -d2s -s "$work/list.lua" "http://127.0.0.1:$port/graphql" > /dev/null # warm up
for round in 1 2 3; do
  one=$(load "$port")
  first=$server
  port=$port2 serve two --data-dir "$work/two" --database-url "$pgurl"
  second=$server server=$first
  wrk -t1 -c16 -d2s -s "$work/list.lua" "http://127.0.0.1:$port2/graphql" > /dev/null # warm up
  two=$(load "$port" "$port2")
  stop_second
  echo "== round $round (load average $(cut -d' ' -f1 /proc/loadavg)): one instance $one requests/s, two instances $two requests/s, ratio $(awk -v a="$one" -v b="$two" 'BEGIN {printf "%.2f", b / a}')x"
done
