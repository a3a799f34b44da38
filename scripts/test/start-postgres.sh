#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server (Debian's `postgresql` binaries) for the suites' `postgres` projects and prints
# how to reach and stop it.
# Usage: eval "$(scripts/test/start-postgres.sh)"   -> exports TEST_DATABASE_URL and SUTRA_PG_DIR
#        scripts/test/stop-postgres.sh "$SUTRA_PG_DIR"
# The port is PG_TEST_PORT, or a free one.
set -euo pipefail
PORT="${PG_TEST_PORT:-$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
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
# Each vitest worker holds a pool per test file's database: more than the default 100 connections at peak.
run "'$BIN/pg_ctl' -D '$DIR/data' -o '-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200' -l '$DIR/log' -w start >/dev/null"
echo "export TEST_DATABASE_URL=postgres://sutra@127.0.0.1:$PORT/postgres"
echo "export SUTRA_PG_DIR=$DIR"
