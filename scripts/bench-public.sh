#!/usr/bin/env bash
# Public browsing under load (docs/benchmarks.md, "Public browsing"): the built binary on an
# imported database (16,382 Joshua Project groups), wrk POSTing allPeopleGroupsForPublic at 16
# connections for BENCH_SECONDS (10) per case, on SQLite and, when REACH_TEST_DATABASE_URL
# points at a PostgreSQL server, on a fresh database there. Only 127.0.0.1; bounded runs.
#
# Needs wrk (Debian/Ubuntu: sudo apt-get install wrk) and, for PostgreSQL, psql (scripts/bench-lib.sh).
# Usage: scripts/bench-public.sh            (REACH_BIN=./bin/reach by default)
set -euo pipefail
cd "$(dirname "$0")/.."

conns=16
# One wrk thread leaves the second core to the server (2 threads made wrk and the server fight
# over both cores and doubled the tail); WRK_THREADS=2 to compare.
port=18193
. scripts/bench-lib.sh

# One wrk Lua script per query: POST the body, count non-200 answers and answers with errors.
lua() {
  cat > "$work/$1.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = [[$2]]
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init() bad_status = 0; gql_errors = 0 end
function response(status, headers, body)
  if status ~= 200 then bad_status = bad_status + 1
  elseif body:find('"errors"', 1, true) or not body:find('"edges"', 1, true) then gql_errors = gql_errors + 1 end
end
function done(summary, latency, requests)
  local s, e = 0, 0
  for _, t in ipairs(threads) do s = s + t:get("bad_status"); e = e + t:get("gql_errors") end
  io.write(string.format("check: non-200 %d, GraphQL errors %d\n", s, e))
end
LUA
}
fields='edges { cursor node { _id nameAcrossCountries population region primaryReligion jpScale numAdoptionsAvailable suggestedAdoptionLevel primaryThumbnailUrl } } pageInfo { hasNextPage endCursor }'
lua region '{"query":"query($f: PublicPeopleGroupFilters) { allPeopleGroupsForPublic(first: 25, filters: $f) { '"$fields"' } }","variables":{"f":{"regionCode":"5"}}}'
lua search '{"query":"query($f: PublicPeopleGroupFilters) { allPeopleGroupsForPublic(first: 25, filters: $f, sortBy: [{key: \"_score\", order: DESC}]) { '"$fields"' } }","variables":{"f":{"search":"pashtun"}}}'
lua featured '{"query":"query($f: PublicPeopleGroupFilters) { allPeopleGroupsForPublic(first: 25, filters: $f) { '"$fields"' } }","variables":{"f":{"focusLevelNo":5,"hasAdoptionsAvailable":true}}}'

run_engine() {
  local engine=$1; shift
  # The first start imports the Joshua Project data; the measured server starts on the imported database.
  serve "$engine-seed" "$@"
  stop_server
  serve "$engine" "$@"
  for case in region search featured; do
    wrk -t${WRK_THREADS:-1} -c$conns -d1s -s "$work/$case.lua" http://127.0.0.1:$port/graphql >/dev/null # warm up
    echo "== $engine, $case, $conns connections, ${seconds}s (load average $(cut -d' ' -f1 /proc/loadavg))"
    wrk -t${WRK_THREADS:-1} -c$conns -d${seconds}s --latency -s "$work/$case.lua" http://127.0.0.1:$port/graphql | wrk_summary
    rss
  done
  stop_server
}

each_engine run_engine
