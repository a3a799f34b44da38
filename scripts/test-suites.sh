#!/usr/bin/env bash
# The unit suites and the browser journeys run side by side: the journeys spend much of their time waiting on the
# page (debounces, reveal delays, modal timers), so the machine has room for the suites meanwhile. Each keeps its own
# output prefix; the run fails when either fails.
set -uo pipefail
pnpm test:unit 2>&1 | sed -u 's/^/[unit] /' &
unit=$!
pnpm test:e2e 2>&1 | sed -u 's/^/[e2e] /'
e2e=${PIPESTATUS[0]}
wait "$unit"
unit_status=$?
echo "unit suites: exit $unit_status; journeys: exit $e2e"
[ "$unit_status" -eq 0 ] && [ "$e2e" -eq 0 ]
