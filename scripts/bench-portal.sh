#!/usr/bin/env bash
# The partner portal's /upgs under load (docs/benchmarks.md, "Partner portal"): the built binary
# on an imported database, a partner linked to 40 people groups (as adopter and field worker),
# wrk POSTing the portal's own MyPeopleGroups query (40 cards) with the partner's session at 32
# connections for BENCH_SECONDS (10), on SQLite and, when REACH_TEST_DATABASE_URL points at a
# PostgreSQL server, on a fresh database there. Answers are checked: 200, no errors, 40 cards.
#
# Needs wrk (Debian/Ubuntu: sudo apt-get install wrk) and, for PostgreSQL, psql (scripts/bench-lib.sh).
# Usage: scripts/bench-portal.sh            (REACH_BIN=./bin/reach by default)
set -euo pipefail
cd "$(dirname "$0")/.."

conns=${BENCH_CONNECTIONS:-32}
port=18194
. scripts/bench-lib.sh
go build -o "$work/reach-bench" ./backend/cmd/reach-bench

password="Bench-Lantern-Orchard-$$"
# The portal's query, as apps/portal/src/data/queries.ts sends it for /upgs.
query='query MyPeopleGroups($first: Int, $after: String) { allPeopleGroupsForUser(first: $first, after: $after) { pageInfo { hasNextPage endCursor } edges { cursor node { _id nameAcrossCountries country countryCode region regionCode population primaryReligion primaryLanguage primaryThumbnailUrl summaryText numAdoptionsAvailable suggestedAdoptionLevel updatedAt myRoles } } } }'

# steal_pct prints the share of CPU time the hypervisor took from this machine over one second.
steal_pct() {
  local a b
  a=$(awk '/^cpu /{ print $9, $2+$3+$4+$5+$6+$7+$8+$9 }' /proc/stat); sleep 1
  b=$(awk '/^cpu /{ print $9, $2+$3+$4+$5+$6+$7+$8+$9 }' /proc/stat)
  echo "$a $b" | awk '{ d = $4 - $2; printf "%d", (d > 0 ? ($3 - $1) * 100 / d : 0) }'
}

run_engine() {
  local engine=$1; shift
  # The first start imports the Joshua Project data; the measured server starts on the imported database.
  serve "$engine-seed" "$@"
  "$bin" users create "$@" --username bench-staff --email bench-staff@bench.example.org --name "Bench Staff" --role staff --password "$password" >/dev/null
  "$bin" users create "$@" --username bench-partner --email bench-partner@bench.example.org --name "Bench Partner" --role partner --password "$password" >/dev/null
  token=$("$work/reach-bench" -url http://127.0.0.1:$port -seed-upgs -staff bench-staff -partner bench-partner -password "$password" -groups 40)
  stop_server
  # A production PostgreSQL has statistics for the links just made (autovacuum analyses a table
  # once enough of it changed); a test server may run without autovacuum, so gather them as it
  # would rather than measure plans made from guesses.
  if [ "$engine" = postgres ]; then psql -q "${@: -1}" -c ANALYZE; fi # the last argument is --database-url's
  cat > "$work/upgs.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer $token"
wrk.body = [[{"query":"$query","variables":{"first":40}}]]
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init() bad_status = 0; bad_body = 0 end
function response(status, headers, body)
  if status ~= 200 then bad_status = bad_status + 1
  else
    -- Counted with plain finds: a gsub would copy every 16 KB answer on the cores the server uses.
    local cards, at = 0, 1
    while true do
      local _, e = body:find('"myRoles"', at, true)
      if not e then break end
      cards, at = cards + 1, e + 1
    end
    if body:find('"errors"', 1, true) or cards ~= 40 then bad_body = bad_body + 1 end
  end
end
function done(summary, latency, requests)
  local s, e = 0, 0
  for _, t in ipairs(threads) do s = s + t:get("bad_status"); e = e + t:get("bad_body") end
  io.write(string.format("check: non-200 %d, answers without 40 cards or with errors %d\n", s, e))
end
LUA
  serve "$engine" "$@"
  wrk -t1 -c$conns -d2s -s "$work/upgs.lua" http://127.0.0.1:$port/graphql >/dev/null # warm up
  echo "== $engine, /upgs (40 cards), $conns connections, ${seconds}s (load average $(cut -d' ' -f1 /proc/loadavg), CPU steal $(steal_pct)%)"
  local before pg_before; before=$(cpu_ticks "$server"); pg_before=$(pg_ticks)
  /usr/bin/time -f "%U %S" -o "$work/wrk.cpu" wrk -t1 -c$conns -d${seconds}s --latency -s "$work/upgs.lua" http://127.0.0.1:$port/graphql > "$work/wrk.out"
  local after pg_after; after=$(cpu_ticks "$server"); pg_after=$(pg_ticks)
  wrk_summary "$work/wrk.out"
  # The server's own CPU per answer: what decides the tail at 32 concurrent on 2 cores, and
  # unlike latency it does not move with other work on the machine.
  local n; n=$(grep -Eo '^ +[0-9]+ requests in' "$work/wrk.out" | grep -Eo '[0-9]+')
  awk -v t=$((after - before)) -v n="$n" -v hz="$(getconf CLK_TCK)" 'BEGIN { printf "server CPU per answer: %.2f ms (%d answers)\n", t * 1000 / hz / n, n }'
  if [ "$engine" = postgres ]; then
    awk -v t=$((pg_after - pg_before)) -v n="$n" -v hz="$(getconf CLK_TCK)" 'BEGIN { printf "PostgreSQL CPU per answer (local server processes): %.2f ms\n", t * 1000 / hz / n }'
  fi
  # wrk shares the two cores with the server: its own CPU per answer is part of the latency.
  awk -v n="$n" '{ printf "wrk CPU per answer: %.2f ms\n", ($1 + $2) * 1000 / n }' "$work/wrk.cpu"
  rss
  stop_server
}

each_engine run_engine
