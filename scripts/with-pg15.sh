#!/usr/bin/env bash
# Runs the given command with PG_URL pointing at a fresh PostgreSQL 15 started here on a loopback
# port, and stops and removes that server afterwards whatever the command's outcome.
set -euo pipefail

pg_bin=${PG_BIN:-/usr/lib/postgresql/15/bin}
port=${PG_TEST_PORT:-54329}

if [ ! -x "$pg_bin/initdb" ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing PostgreSQL 15 (apt-get install -y postgresql-15)..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >/dev/null
  else
    echo "PostgreSQL 15 is missing at $pg_bin. Install it with: sudo apt-get install -y postgresql-15" >&2
    exit 1
  fi
fi

workdir=$(mktemp -d)
chmod 755 "$workdir"
as_db_owner() {
  # initdb refuses to run as root.
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
[ "$(id -u)" = 0 ] && chown postgres "$workdir"

stop() {
  as_db_owner "$pg_bin/pg_ctl" -D "$workdir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap stop EXIT

as_db_owner "$pg_bin/initdb" -D "$workdir/data" -U postgres --auth=trust -E UTF8 --no-locale >/dev/null
# In the configuration file rather than on the command line: a command that stops the server and
# starts it again (the faults run) needs only the folder.
cat >>"$workdir/data/postgresql.conf" <<CONF
port = $port
unix_socket_directories = '$workdir'
listen_addresses = '127.0.0.1'
fsync = off
max_connections = 200
CONF
as_db_owner "$pg_bin/pg_ctl" -D "$workdir/data" -l "$workdir/server.log" -w start >/dev/null
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') listening on 127.0.0.1:$port"

PG_URL="postgres://postgres@127.0.0.1:$port/postgres" PG_DATA="$workdir/data" PG_BIN="$pg_bin" "$@"
