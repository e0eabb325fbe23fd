#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster (Debian's packages) and KINDRED_TEST_DATABASE_URL
# pointing at it; the cluster is removed afterwards. As root, the cluster runs as the postgres user.
set -euo pipefail
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
if [ -z "$bin" ]; then
  echo "PostgreSQL is not installed (apt-get install -y postgresql); it is needed to test the PostgreSQL dialect." >&2
  exit 1
fi
port="${KINDRED_TEST_PG_PORT:-55432}"
dir="$(mktemp -d /tmp/kindred-pg.XXXXXX)"
as_owner() { if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$1"; else bash -c "$1"; fi; }
[ "$(id -u)" -eq 0 ] && chown postgres "$dir"
cleanup() { as_owner "'$bin/pg_ctl' -D '$dir/data' -m immediate stop" >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT
as_owner "'$bin/initdb' -D '$dir/data' -U postgres -A trust --no-sync" >/dev/null
as_owner "'$bin/pg_ctl' -D '$dir/data' -l '$dir/log' -w -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300\" start" >/dev/null
export KINDRED_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
