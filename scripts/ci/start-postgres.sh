#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server for the api's `postgres` test project and prints its URL.
# Usage: eval "$(scripts/ci/start-postgres.sh)"   -> exports TEST_DATABASE_URL
set -euo pipefail
PORT="${PG_TEST_PORT:-55432}"
BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2
  exit 1
fi
DIR="$(mktemp -d /tmp/sutra-pg.XXXXXX)"
run() {
  # initdb refuses to run as root: run the server as the postgres user when we are root.
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$1"; else bash -c "$1"; fi
}
if [ "$(id -u)" = 0 ]; then chown postgres "$DIR"; fi
run "'$BIN/initdb' -D '$DIR/data' -U sutra --auth=trust -E UTF8 --locale=C.UTF-8 >'$DIR/initdb.log'"
run "'$BIN/pg_ctl' -D '$DIR/data' -o '-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off' -l '$DIR/log' -w start >/dev/null"
echo "export TEST_DATABASE_URL=postgres://sutra@127.0.0.1:$PORT/postgres"
echo "export SUTRA_PG_DIR=$DIR"
