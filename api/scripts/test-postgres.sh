#!/usr/bin/env bash
# Runs the API test suite once against a real PostgreSQL server: installs the Debian
# package when missing, starts a throw-away cluster on a free local port as a non-root
# user, points TEST_DATABASE_URL at it, and stops and deletes it afterwards.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

find_pg_bin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

if [[ -z "$(find_pg_bin)" ]]; then
  echo "PostgreSQL is missing: installing the Debian package"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
fi
pg_bin="$(find_pg_bin)"

# PostgreSQL refuses to run as root: use the package's postgres user then.
if [[ "$(id -u)" == "0" ]]; then
  run_as() { runuser -u postgres -- "$@"; }
else
  run_as() { "$@"; }
fi

port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
cluster_dir="$(mktemp -d /tmp/api-test-postgres.XXXXXX)"
[[ "$(id -u)" == "0" ]] && chown postgres: "$cluster_dir"

stop_cluster() {
  run_as "$pg_bin/pg_ctl" -D "$cluster_dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$cluster_dir"
}
trap stop_cluster EXIT

echo "Starting PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
run_as "$pg_bin/initdb" -D "$cluster_dir/data" -U temple --auth=trust --encoding=UTF8 --no-locale >/dev/null
run_as "$pg_bin/pg_ctl" -D "$cluster_dir/data" -l "$cluster_dir/server.log" -w \
  -o "-p $port -k $cluster_dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
run_as "$pg_bin/psql" -h 127.0.0.1 -p "$port" -U temple -d postgres -q -c 'CREATE DATABASE temple_test'

cd "$repo_root"
TEST_DATABASE_URL="postgres://temple@127.0.0.1:$port/temple_test" npx vitest run --project api "$@"
