#!/usr/bin/env bash
# The unit and integration suites, then the browser journeys, one after the other: side by side, the journeys' timers
# and the suites' race tests compete for a 2-core machine's CPU, and a loaded machine must not decide a result.
set -uo pipefail
pnpm test:unit
unit=$?
pnpm test:e2e
e2e=$?
echo "unit suites: exit $unit; journeys: exit $e2e"
[ "$unit" -eq 0 ] && [ "$e2e" -eq 0 ]
