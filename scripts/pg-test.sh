#!/usr/bin/env bash
# Throwaway PostgreSQL 15 for the API integration suite.
#
#   scripts/pg-test.sh run CMD [ARGS...]   start, run CMD with TEST_DATABASE_URL set, stop (exit code of CMD)
#   eval "$(scripts/pg-test.sh start)"     start; prints `export TEST_DATABASE_URL=... PG_TEST_DIR=...`
#   scripts/pg-test.sh stop [DIR]          stop the server started in DIR (default $PG_TEST_DIR) and delete DIR
#
# PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user
# (created by Debian's postgresql packages). Trust auth, listening on 127.0.0.1 only, on a free port;
# durability is switched off because the data is thrown away (tests want speed).
# PG_TEST_DURABILITY=durable keeps PostgreSQL's defaults (fsync, synchronous_commit,
# full_page_writes on): what production runs, so what `npm run bench:http` measures.
set -euo pipefail

log() { echo "[pg-test] $*" >&2; }

find_bindir() {
  local dir
  for dir in "${PG_BINDIR:-}" /usr/lib/postgresql/15/bin "$(pg_config --bindir 2>/dev/null || true)"; do
    if [[ -n "$dir" && -x "$dir/initdb" && -x "$dir/pg_ctl" ]]; then
      echo "$dir"
      return 0
    fi
  done
  log "PostgreSQL server binaries not found (looked in \$PG_BINDIR, /usr/lib/postgresql/15/bin, pg_config --bindir)."
  log "Install them with: apt-get install postgresql-15"
  return 1
}

# Runs a command as the postgres user when we are root, directly otherwise.
as_pg() {
  if [[ "$(id -u)" == 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

start() {
  local bindir dir port
  bindir="$(find_bindir)"
  if [[ "$(id -u)" == 0 ]] && ! id postgres >/dev/null 2>&1; then
    log "running as root but there is no 'postgres' user to run the server as"
    return 1
  fi
  dir="$(mktemp -d "${TMPDIR:-/tmp}/rumo-pg.XXXXXX")"
  chmod 700 "$dir"
  if [[ "$(id -u)" == 0 ]]; then chown postgres: "$dir"; fi
  port="$(free_port)"

  # cd into the dir so runuser does not complain about an unreadable working directory.
  (cd "$dir" && as_pg "$bindir/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --no-locale --no-sync >"$dir/initdb.log" 2>&1) || {
    log "initdb failed:"; cat "$dir/initdb.log" >&2; rm -rf "$dir"; return 1
  }
  local opts="-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200"
  case "${PG_TEST_DURABILITY:-fast}" in
    fast) opts+=" -c fsync=off -c synchronous_commit=off -c full_page_writes=off" ;;
    durable) ;;
    *) log "PG_TEST_DURABILITY must be fast or durable"; rm -rf "$dir"; return 1 ;;
  esac
  # PG_TEST_EXTRA_OPTS: more server options, e.g. for profiling a bench:
  # "-c shared_preload_libraries=pg_stat_statements".
  opts+=" ${PG_TEST_EXTRA_OPTS:-}"
  (cd "$dir" && as_pg "$bindir/pg_ctl" -D "$dir/data" -o "$opts" -l "$dir/server.log" -w -t 60 start >/dev/null) || {
    log "server did not start:"; cat "$dir/server.log" >&2; rm -rf "$dir"; return 1
  }
  # pg_ctl -w already waits; pg_isready double-checks the TCP listener the tests use.
  local i
  for i in $(seq 1 50); do
    "$bindir/pg_isready" -q -h 127.0.0.1 -p "$port" -U postgres && break
    sleep 0.2
  done
  "$bindir/pg_isready" -q -h 127.0.0.1 -p "$port" -U postgres || {
    log "server not ready on port $port"; stop "$dir"; return 1
  }
  log "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') ready on 127.0.0.1:$port (data in $dir)"
  echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres PG_TEST_DIR=$dir"
}

stop() {
  local dir="${1:-${PG_TEST_DIR:-}}"
  if [[ -z "$dir" || ! -d "$dir" ]]; then
    return 0
  fi
  local bindir
  bindir="$(find_bindir)"
  if [[ -f "$dir/data/postmaster.pid" ]]; then
    (cd "$dir" && as_pg "$bindir/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1) || true
  fi
  rm -rf "$dir"
  log "stopped and removed $dir"
}

run() {
  if [[ $# -eq 0 ]]; then
    log "usage: $0 run CMD [ARGS...]"
    return 2
  fi
  local env
  env="$(start)"
  eval "$env"
  export TEST_DATABASE_URL PG_TEST_DIR
  trap 'stop "$PG_TEST_DIR"' EXIT
  trap 'exit 130' INT TERM
  local code=0
  "$@" || code=$?
  return "$code"
}

# Restarts the server in DIR as `pg_ctl restart -m fast` does in production (resilience bench).
restart() {
  local dir="${1:-${PG_TEST_DIR:-}}"
  local bindir
  bindir="$(find_bindir)"
  (cd "$dir" && as_pg "$bindir/pg_ctl" -D "$dir/data" -m fast -w -t 60 restart >/dev/null)
}

case "${1:-}" in
  start) start ;;
  stop) shift; stop "$@" ;;
  restart) shift; restart "$@" ;;
  run) shift; run "$@" ;;
  *)
    log "usage: $0 start | stop [DIR] | restart [DIR] | run CMD [ARGS...]"
    exit 2
    ;;
esac
