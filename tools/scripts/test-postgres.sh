#!/usr/bin/env bash
# Runs the API test suite again on a real PostgreSQL 15 (Debian's `postgresql`): installed if
# missing, a throwaway cluster started on loopback only, removed afterwards.
set -euo pipefail
cd "$(dirname "$0")/../.."
PORT=${PG_TEST_PORT:-54329}
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "› installing PostgreSQL from Debian"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y --no-install-recommends postgresql >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y --no-install-recommends postgresql >/dev/null; }
fi
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
DIR=$(mktemp -d /tmp/shop-pg.XXXXXX)
chown -R postgres:postgres "$DIR" 2>/dev/null || true
run_pg() { if [ "$(id -u)" = "0" ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
cleanup() { run_pg "$BIN/pg_ctl -D $DIR/data -m immediate stop" >/dev/null 2>&1 || true; rm -rf "$DIR"; }
trap cleanup EXIT
run_pg "$BIN/initdb -D $DIR/data -U shop --auth=trust" >/dev/null
run_pg "$BIN/pg_ctl -D $DIR/data -o '-c listen_addresses=127.0.0.1 -p $PORT -k $DIR' -l $DIR/log -w start" >/dev/null
run_pg "$BIN/createdb -h 127.0.0.1 -p $PORT -U shop shop_test"
echo "› PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
# libs/server includes the specs that need PostgreSQL and skip on PGlite: two API replicas behind a
# proxy (libs/server/app/src/replicas.spec.ts) and kill -9 mid-checkout (crash.spec.ts).
TEST_DATABASE_URL="postgres://shop@127.0.0.1:$PORT/shop_test" npx jest --ci --runInBand libs/server tools/seed
