#!/usr/bin/env bash
# The unit and integration suites, then the browser journeys, then the fleet test, one after the other: side by side,
# the journeys' timers, the suites' race tests and the fleet's load compete for a 2-core machine's CPU, and a loaded
# machine must not decide a result.
set -uo pipefail
pnpm test:unit
unit=$?
pnpm test:e2e
e2e=$?
pnpm test:fleet
fleet=$?
echo "unit suites: exit $unit; journeys: exit $e2e; fleet: exit $fleet"
[ "$unit" -eq 0 ] && [ "$e2e" -eq 0 ] && [ "$fleet" -eq 0 ]
