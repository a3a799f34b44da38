#!/usr/bin/env bash
# `pnpm test`'s checks and build side by side: `tsc -b` keeps one core busy, and a clean clone's first check (CI's)
# is about a minute, which the build (Vite and esbuild) shares, and then the codegen staleness check and lint (Biome),
# which would otherwise wait for both. Fails if any does.
set -uo pipefail
cd "$(dirname "$0")/.."
pnpm typecheck &
typecheck=$!
pnpm build
build=$?
pnpm codegen:check
codegen=$?
pnpm lint
lint=$?
wait "$typecheck"
typecheck=$?
[ "$typecheck" -eq 0 ] || echo "typecheck failed (exit $typecheck)" >&2
[ "$build" -eq 0 ] || echo "build failed (exit $build)" >&2
[ "$codegen" -eq 0 ] || echo "generated GraphQL code is stale: run pnpm codegen (exit $codegen)" >&2
[ "$lint" -eq 0 ] || echo "lint failed: pnpm format fixes most (exit $lint)" >&2
[ "$typecheck" -eq 0 ] && [ "$build" -eq 0 ] && [ "$codegen" -eq 0 ] && [ "$lint" -eq 0 ]
