#!/usr/bin/env bash
# The unit and integration suites, then the browser journeys, then the fleet test, one after the other: side by side,
# the journeys' timers, the suites' race tests and the fleet's load compete for a 2-core machine's CPU, and a loaded
# machine must not decide a result.
#
# The api and gateway suites run their database files a second time on a real PostgreSQL server, where the race tests
# (row locks, counters, stock) can fail; PGlite has one connection and cannot. TEST_DATABASE_URL names a server the
# tests may create databases on; without it this script starts a throw-away one and stops it at the end.
set -uo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  eval "$(scripts/test/start-postgres.sh)" || exit 1
  trap 'scripts/test/stop-postgres.sh "$SUTRA_PG_DIR"' EXIT
  echo "PostgreSQL for the suites: $TEST_DATABASE_URL"
fi
# The suites' output is long and CI keeps only its tail: what failed is repeated at the very end.
mkdir -p node_modules/.cache
unit_log=node_modules/.cache/unit-suites.log
pnpm test:unit 2>&1 | tee "$unit_log"
unit=${PIPESTATUS[0]}
pnpm test:e2e
e2e=$?
pnpm test:fleet
fleet=$?
if [ "$unit" -ne 0 ]; then
  echo "unit suites failed; the failures they reported:"
  sed 's/\x1b\[[0-9;]*m//g' "$unit_log" | grep -E ' FAIL |^ +× |^not ok |AssertionError' | head -60
fi
rm -f "$unit_log"
echo "unit suites: exit $unit; journeys: exit $e2e; fleet: exit $fleet"
[ "$unit" -eq 0 ] && [ "$e2e" -eq 0 ] && [ "$fleet" -eq 0 ]
