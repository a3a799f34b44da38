#!/usr/bin/env bash
# Stops a server started by scripts/test/start-postgres.sh and removes its files: stop-postgres.sh "$SUTRA_PG_DIR".
set -uo pipefail
DIR="${1:?usage: stop-postgres.sh SUTRA_PG_DIR}"
CTL="$(ls /usr/lib/postgresql/*/bin/pg_ctl 2>/dev/null | sort -V | tail -n 1)"
if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "'$CTL' -D '$DIR/data' -m fast -w stop" >/dev/null 2>&1
else "$CTL" -D "$DIR/data" -m fast -w stop >/dev/null 2>&1; fi
rm -rf "$DIR"
