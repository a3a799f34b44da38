#!/usr/bin/env bash
# `pnpm test`'s type check and build side by side: `tsc -b` keeps one core busy, and a clean clone's first check (CI's)
# is about a minute, which the build (Vite and esbuild) can share. Fails if either does.
set -uo pipefail
cd "$(dirname "$0")/.."
pnpm typecheck &
typecheck=$!
pnpm build
build=$?
wait "$typecheck"
typecheck=$?
[ "$typecheck" -eq 0 ] || echo "typecheck failed (exit $typecheck)" >&2
[ "$build" -eq 0 ] || echo "build failed (exit $build)" >&2
[ "$typecheck" -eq 0 ] && [ "$build" -eq 0 ]
