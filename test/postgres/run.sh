#!/usr/bin/env bash
# Runs the server test suite against a real PostgreSQL instead of PGlite:
#   1. installs Debian's postgresql with apt-get when no server binaries are found;
#   2. starts a throw-away cluster in a temporary directory, listening on 127.0.0.1 only
#      (as the postgres user when run as root);
#   3. creates a database and runs `vitest --project server` with TEST_DATABASE_URL set
#      (the test helper then creates a fresh database per test file on that server);
#   4. stops the cluster and deletes it, whatever the outcome.
# Usage: test/postgres/run.sh [extra vitest arguments, e.g. a test file]
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
PORT="${AULA_PG_PORT:-55432}"

# A port something already listens on (another cluster left by a killed run, a second CI job on the
# machine) would stop pg_ctl; without AULA_PG_PORT the next free one of 55432–55449 is taken instead.
port_taken() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
if [ -z "${AULA_PG_PORT:-}" ]; then
  while port_taken "$PORT"; do
    PORT=$((PORT + 1))
    if [ "$PORT" -ge 55450 ]; then echo "Ningún puerto libre entre 55432 y 55449" >&2; exit 1; fi
  done
fi

find_bin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

BIN="$(find_bin)"
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  echo "== Instalando PostgreSQL (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
  BIN="$(find_bin)"
fi
echo "== PostgreSQL: $("$BIN/postgres" --version)"

WORK="$(mktemp -d /tmp/aula-postgres.XXXXXX)"
RUN_AS=()
if [ "$(id -u)" = "0" ]; then
  # initdb refuses to run as root: the cluster belongs to the postgres user.
  id postgres >/dev/null 2>&1 || useradd --system --home-dir "$WORK" --shell /usr/sbin/nologin postgres
  chown postgres "$WORK"
  RUN_AS=(runuser -u postgres --)
fi

cleanup() {
  status=$?
  echo "== Deteniendo el clúster temporal"
  "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$WORK/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT INT TERM

echo "== Creando el clúster en $WORK (127.0.0.1:$PORT)"
"${RUN_AS[@]}" "$BIN/initdb" -D "$WORK/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
start_cluster() {
  "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$WORK/data" -l "$WORK/postgres.log" -w -t 120 \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -k $WORK -c max_connections=200 -c fsync=off" start >/dev/null
}
if ! start_cluster; then
  # The server's own words, which the cleanup below deletes with the directory; then one more try
  # (a busy machine can outlast pg_ctl's wait).
  echo "== El servidor no arrancó; su registro:" >&2
  tail -n 30 "$WORK/postgres.log" >&2 || true
  "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$WORK/data" -m immediate -w stop >/dev/null 2>&1 || true
  sleep 2
  start_cluster
fi

"$BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -q -c 'CREATE DATABASE aula_pruebas'

echo "== Ejecutando las pruebas del servidor contra PostgreSQL"
cd "$ROOT"
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/aula_pruebas" npx vitest run --project server "$@"
