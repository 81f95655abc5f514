# Shared by the load scripts (bench-public.sh, bench-portal.sh): the built binary on a fresh
# imported database per engine, a wrk load against it, cleanup on exit. Source it after setting
# port (and, optionally, conns); it sets bin, seconds, work and server.
#
# Needs wrk (Debian/Ubuntu: sudo apt-get install wrk) and, for PostgreSQL, psql.
# BENCH_ENGINES="postgres" (or "sqlite") runs one engine only; both by default.

bin=${REACH_BIN:-./bin/reach}
seconds=${BENCH_SECONDS:-10}
command -v wrk >/dev/null || { echo "wrk is not installed: sudo apt-get install wrk" >&2; exit 1; }
[ -x "$bin" ] || { echo "$bin is missing: run make build (or set REACH_BIN)" >&2; exit 1; }

work=$(mktemp -d)
server=
pgdb=
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null || true
  if [ -n "$pgdb" ]; then psql -q "$REACH_TEST_DATABASE_URL" -c "DROP DATABASE IF EXISTS $pgdb WITH (FORCE)" || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# serve NAME ARGS... starts `reach serve` with ARGS on $port (logs in $work/NAME.out and .log)
# and waits until it answers /healthz; the first start on an empty database imports the data.
serve() {
  local name=$1; shift
  "$bin" serve --addr 127.0.0.1:$port --no-demo "$@" > "$work/$name.out" 2> "$work/$name.log" &
  server=$!
  for _ in $(seq 600); do curl -fs http://127.0.0.1:$port/healthz >/dev/null 2>&1 && return; sleep 0.1; done
  echo "server did not start (see $work/$name.log)" >&2; exit 1
}

# stop_server stops the server serve started.
stop_server() {
  kill "$server"; wait "$server" 2>/dev/null || true; server=
}

# The giving site's 25-row page of people groups, and a wrk check of its answers.
fields='edges { cursor node { _id nameAcrossCountries population region primaryReligion jpScale numAdoptionsAvailable suggestedAdoptionLevel primaryThumbnailUrl } } pageInfo { hasNextPage endCursor }'
query='query($f: PublicPeopleGroupFilters) { allPeopleGroupsForPublic(first: 25, filters: $f) { '"$fields"' } }'
# check_lua GOOD prints wrk Lua that counts bad answers (not 200, GraphQL errors, or the Lua
# expression GOOD false of the body) and prints "check: bad answers N", with the rows an answer
# held on average (the groups' nameAcrossCountries, which every load here asks for, Reach's and
# PostGraphile's alike): a search answers fewer rows than a page where few groups match.
check_lua() {
  printf '%s\n' '
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init() bad, rows, answers = 0, 0, 0 end
function response(status, headers, body)
  if status ~= 200 or body:find("\"errors\"", 1, true) or not ('"$1"') then bad = bad + 1 end
  local _, n = body:gsub("\"nameAcrossCountries\"", "")
  rows, answers = rows + n, answers + 1
end
function done(summary, latency, requests)
  local b, r, a = 0, 0, 0
  for _, t in ipairs(threads) do b, r, a = b + t:get("bad"), r + t:get("rows"), a + t:get("answers") end
  io.write(string.format("check: bad answers %d", b))
  if r > 0 then io.write(string.format(", rows per answer %.1f", r / a)) end
  io.write("\n")
end'
}
check=$(check_lua 'body:find("\"edges\"", 1, true)')

# varied_list_lua FILE writes a wrk script whose every request asks the page for a different
# region (1-12) and minimum population (0-200,000): the caches hold next to none of these keys.
varied_list_lua() {
  cat > "$1" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
math.randomseed(os.time())
request = function()
  local r, p = math.random(1, 12), math.random(0, 200000)
  return wrk.format(nil, nil, nil, '{"query":"$query","variables":{"f":{"regionCode":"' .. r .. '","populationRange":[' .. p .. ',2000000000]}}}')
end
$check
LUA
}

# wrk_summary prints the lines of a wrk --latency report that docs/benchmarks.md records.
wrk_summary() { grep -E 'Requests/sec|^ +(50|90|99)%|Non-2xx|Socket errors|check:' "$@"; }

# cpu_ticks prints the user+system CPU ticks process $1 has used.
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
# pg_ticks prints the CPU ticks the local PostgreSQL server's processes have used (0 without one):
# over a run, the database server's work for the answers when nothing else uses it.
pg_ticks() {
  local p
  for p in $(pgrep -u postgres 2>/dev/null); do awk '{ print $14 + $15 }' "/proc/$p/stat" 2>/dev/null; done | awk '{ s += $1 } END { print s + 0 }'
}
ticks=$(getconf CLK_TCK)
# per_answer A B N prints the milliseconds of CPU from tick count A to B over N answers.
per_answer() { awk -v a="$1" -v b="$2" -v n="$3" -v t="$ticks" 'BEGIN {printf "%.3f ms", (b - a) / t * 1000 / n}'; }

# rss prints the server's resident memory now and at its peak, and of it now: its own (RssAnon:
# the Go heap, SQLite's caches), the pages of files it maps (RssFile: the executable and, on
# SQLite, the database file, which each connection that maps it counts again), and PSS, which
# counts every page once (smaps_rollup).
rss() {
  local mb='{print $2/1024 " MB"}'
  echo "server RSS now $(awk "/^VmRSS/ $mb" /proc/$server/status) (own $(awk "/^RssAnon/ $mb" /proc/$server/status), mapped files $(awk "/^RssFile/ $mb" /proc/$server/status), PSS $(awk "/^Pss:/ $mb" /proc/$server/smaps_rollup)), peak $(awk "/^VmHWM/ $mb" /proc/$server/status)"
}

# each_engine FUNC runs FUNC ENGINE ARGS... with the serve arguments of a fresh SQLite data
# folder and, when REACH_TEST_DATABASE_URL points at a PostgreSQL server, of a fresh database
# there (dropped on exit).
each_engine() {
  local run=$1 name engines=${BENCH_ENGINES:-sqlite postgres}
  if [[ " $engines " == *" sqlite "* ]]; then
    echo "== seeding SQLite (import of the embedded Joshua Project data)"
    "$run" sqlite --data-dir "$work/sqlite"
  fi
  if [ -n "${REACH_TEST_DATABASE_URL:-}" ] && [[ " $engines " == *" postgres "* ]]; then
    name=$(basename "$0" .sh | tr -c 'a-z\n' '_')
    pgdb=reach_${name}_$$
    psql -q "$REACH_TEST_DATABASE_URL" -c "CREATE DATABASE $pgdb"
    local pgurl
    pgurl=$(echo "$REACH_TEST_DATABASE_URL" | sed -E "s#/[^/?]+(\?|$)#/$pgdb\1#")
    echo "== seeding PostgreSQL database $pgdb"
    "$run" postgres --data-dir "$work/pg" --database-url "$pgurl"
  fi
}
