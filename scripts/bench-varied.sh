#!/usr/bin/env bash
# Public browsing where the cache cannot help (docs/benchmarks.md, "Executed public answers"):
# the built binary on an imported database, wrk (1 thread, 16 connections) sending every request
# a different region and minimum population ("list") or a different search text ("search"),
# interleaved three times, BENCH_SECONDS (10) each. The caches (10 s) serve next to nothing: a
# random minimum population makes almost every list request a new key, and a search (one of
# 2,000-odd fragments of group names) carries a random populationMax above every group's
# population (2,000,000,000 + up to 1,000,000), which filters nothing but makes each a new key. It prints requests a second, p99, the
# server's CPU per answer (utime + stime of the Reach process over the run, divided by the
# answers; on PostgreSQL also the database server's, every postgres process of the machine) and
# its resident memory.
#
# SOAK=300 then runs both loads at once for 300 s and prints the resident memory again.
# FULL=1 keeps only the search texts that fill the page (26 groups or more of the imported
# groups, the copies aside), so that an answer holds as many rows at every SCALE: most fragments
# match fewer groups than a page of the imported data, and ten times as many at SCALE=10.
# SCALE=10 first copies every group nine times with new ids (163,820 groups) into the stopped
# server's database. SQLite, then PostgreSQL when REACH_TEST_DATABASE_URL is set (psql).
# Needs wrk, sqlite3 (for SCALE on SQLite) and python3 (to write the search texts).
# Usage: SCALE=10 scripts/bench-varied.sh      (REACH_BIN=./bin/reach by default)
set -euo pipefail
cd "$(dirname "$0")/.."

conns=16
port=${BENCH_PORT:-18195}
scale=${SCALE:-1}
soak=${SOAK:-0}
. scripts/bench-lib.sh

varied_list_lua "$work/list.lua"

# search_lua NAMES [TEXTS] writes search.lua from a file of lower-case group names: a random
# fragment (4 to 7 letters) of one word of each name; with TEXTS (the imported groups' search
# texts, a line each) only the fragments that 26 of them or more hold.
search_lua() {
  python3 - "$1" "$work/search.lua" "$query" "$check" "${2:-}" <<'PY'
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
if sys.argv[5]:
    texts = open(sys.argv[5]).read().split("\n")
    terms = {t for t in terms if sum(t in x for x in texts) >= 26}
lua = ",".join('"%s"' % t for t in sorted(terms))
open(sys.argv[2], "w").write('''wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
math.randomseed(os.time())
local terms = {%s}
request = function()
  local t, m = terms[math.random(1, #terms)], 2000000000 + math.random(0, 1000000)
  return wrk.format(nil, nil, nil, '{"query":"%s","variables":{"f":{"search":"' .. t .. '","populationMax":' .. m .. '}}}')
end
%s
''' % (lua, sys.argv[3], sys.argv[4]))
print(len(terms), "search texts")
PY
}

cols="people_id3, rop3, name_across_countries, name_in_country, search_text, population, country_code, country, continent_code, continent, region_code, region, affinity_bloc, people_cluster, primary_language_code, primary_language, official_language, bible_status, primary_religion_id, primary_religion, religion_subdivision, jp_scale, least_reached, frontier, window_1040, percent_adherents_x1000, percent_evangelical_x1000, latitude, longitude, workers_needed, jp_url, summary, focus_level_no, num_adoptions_available, suggested_adoption_level, primary_photo_id, created_at, updated_at, deleted_at"
copies_sql() {
  local sql="" k
  for k in $(seq 2 "$scale"); do
    sql+="INSERT INTO people_groups (id, ${cols/people_id3, /people_id3, }) SELECT id || '-x$k', people_id3 || '-x$k', ${cols#people_id3, } FROM people_groups WHERE id NOT LIKE '%-x%';"
  done
  echo "$sql"
}


# texts_sql reads the imported groups' search texts, the copies aside (FULL).
texts_sql="SELECT search_text FROM people_groups WHERE id NOT LIKE '%-x%' AND deleted_at IS NULL"

run_engine() {
  local engine=$1; shift
  serve "$engine-seed" "$@"
  stop_server
  local names=$work/names.txt
  if [ "$engine" = sqlite ]; then
    # The copies' rows enter the trigram index as Reach's import's do, and are merged as it merges them.
    [ "$scale" -gt 1 ] && sqlite3 "$work/sqlite/reach.db" "$(copies_sql) INSERT INTO people_groups_search (people_groups_search) VALUES ('optimize'); ANALYZE;"
    sqlite3 "$work/sqlite/reach.db" "SELECT lower(name_across_countries) FROM people_groups ORDER BY random() LIMIT 3000" > "$names"
    echo "groups: $(sqlite3 "$work/sqlite/reach.db" 'SELECT count(*) FROM people_groups')"
    [ -n "${FULL:-}" ] && sqlite3 "$work/sqlite/reach.db" "$texts_sql" > "$work/texts.txt"
  else
    # The copies are vacuumed as Reach's import leaves its groups (the scans of the walk index
    # and of the gram index then read no table page): the whole database, whatever the build.
    [ "$scale" -gt 1 ] && psql -q "$pgurl" -c "$(copies_sql) ANALYZE;" -c "VACUUM"
    psql -Atq "$pgurl" -c "SELECT lower(name_across_countries) FROM people_groups ORDER BY random() LIMIT 3000" > "$names"
    echo "groups: $(psql -Atq "$pgurl" -c 'SELECT count(*) FROM people_groups')"
    [ -n "${FULL:-}" ] && psql -Atq "$pgurl" -c "$texts_sql" > "$work/texts.txt"
  fi
  search_lua "$names" "${FULL:+$work/texts.txt}"
  serve "$engine" "$@"
  wrk -t1 -c$conns -d2s -s "$work/list.lua" http://127.0.0.1:$port/graphql > /dev/null # warm up
  for round in 1 2 3; do
    for case in list search; do
      local a b pa pb out n pg=
      a=$(cpu_ticks "$server"); pa=$(pg_ticks)
      out=$(wrk -t1 -c$conns -d${seconds}s --latency -s "$work/$case.lua" http://127.0.0.1:$port/graphql)
      b=$(cpu_ticks "$server"); pb=$(pg_ticks)
      n=$(echo "$out" | awk '/requests in/ {print $1}')
      if [ "$engine" = postgres ]; then pg=", PostgreSQL CPU per answer $(per_answer "$pa" "$pb" "$n")"; fi
      echo "== $engine x$scale, $case, round $round (load average $(cut -d' ' -f1 /proc/loadavg)): $(echo "$out" | wrk_summary | grep -E 'Requests/sec|99%|check' | tr -s ' ' | tr '\n' ' ')CPU per answer $(per_answer "$a" "$b" "$n")$pg"
    done
  done
  rss
  if [ "$soak" -gt 0 ]; then
    # Both loads at once (8 connections each) for SOAK seconds: the memory after a long run.
    wrk -t1 -c8 -d${soak}s -s "$work/list.lua" http://127.0.0.1:$port/graphql > "$work/soak-list" &
    local l=$!
    wrk -t1 -c8 -d${soak}s -s "$work/search.lua" http://127.0.0.1:$port/graphql > "$work/soak-search"
    wait $l
    echo "== $engine x$scale, list and search together for $soak s: $(grep -h -E 'Requests/sec|check' "$work/soak-list" "$work/soak-search" | tr -s ' ' | tr '\n' ' ')"
    rss
  fi
  stop_server
}

pgurl=
if [ -n "${REACH_TEST_DATABASE_URL:-}" ]; then
  pgurl=$(echo "$REACH_TEST_DATABASE_URL" | sed -E "s#/[^/?]+(\?|$)#/reach_bench_varied_$$\1#")
fi
each_engine run_engine
