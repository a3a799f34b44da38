#!/usr/bin/env bash
# Every package's suite. The api, gateway and web suites keep both cores busy and run one after the other; the
# settings, telemetry, rules and sandbox suites and the scripts' tests (mostly `pnpm dev`'s) mostly wait on timers,
# sockets and child processes, and run beside the gateway suite instead of after it. Their output is printed whole once
# the gateway suite ends, so no suite's lines are interleaved with another's. Stops at the first step that fails.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

pnpm test:api || exit 1

pnpm -r --workspace-concurrency=4 --no-sort --filter @sutra/settings --filter @sutra/telemetry --filter @sutra/rules \
  --filter @sutra/sandbox test >"$logs/packages" 2>&1 &
packages=$!
pnpm test:scripts >"$logs/scripts" 2>&1 &
scripts=$!
pnpm test:gateway
gateway=$?
wait "$packages"
packages_exit=$?
cat "$logs/packages"
wait "$scripts"
scripts_exit=$?
cat "$logs/scripts"
[ "$packages_exit" -eq 0 ] || echo "settings, telemetry, rules or sandbox suite failed (exit $packages_exit)" >&2
[ "$scripts_exit" -eq 0 ] || echo "scripts' tests failed (exit $scripts_exit)" >&2
[ "$gateway" -eq 0 ] && [ "$packages_exit" -eq 0 ] && [ "$scripts_exit" -eq 0 ] || exit 1

pnpm test:web
