#!/usr/bin/env bash
# Recovery time of a point-in-time restore with pgBackRest, measured (bench/pitr.md; README →
# Point-in-time recovery): a throwaway cluster on a loopback port with compose's archive settings and
# deploy/pgbackrest.conf, pgbench data of SCALE (100 ≈ 1.5 GB), a full backup, WRITE_SECONDS of
# pgbench writes (the WAL to replay), then `pgbackrest restore --type=time` to the end of the writes
# and the replay until the server is promoted. Then QUIET_SEGMENTS segments as a quiet server leaves
# them (a small write, then a switch, as archive_timeout forces every minute), each timed from its
# switch until archive_command has put it in the repository: what is at risk beyond archive_timeout.
# Prints each step's time and the rates.
#   sudo scripts/bench/pitr-recovery.sh [SCALE] [WRITE_SECONDS] [QUIET_SEGMENTS]   (root: PostgreSQL runs as postgres)
set -euo pipefail
scale="${1:-100}"
write_seconds="${2:-60}"
quiet_segments="${3:-0}"
repo_root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
dir="$(mktemp -d /tmp/pitr-bench-XXXXXX)"
src_port=55491
dst_port=55492
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres: "$dir"
cp "$repo_root/deploy/pgbackrest.conf" "$dir/"
as_pg mkdir -p "$dir/repo" "$dir/lock" "$dir/log"
export PGBACKREST_CONFIG="$dir/pgbackrest.conf" PGBACKREST_REPO1_PATH="$dir/repo" \
  PGBACKREST_LOCK_PATH="$dir/lock" PGBACKREST_LOG_PATH="$dir/log" PGBACKREST_PG1_SOCKET_PATH="$dir" \
  PGBACKREST_REPO1_CIPHER_PASS="bench-$(date +%s)" PGBACKREST_LOG_LEVEL_CONSOLE=warn
cleanup() {
  for d in source restored; do
    [ -f "$dir/$d/postmaster.pid" ] && as_pg "$bin/pg_ctl" -D "$dir/$d" -m immediate -w stop >/dev/null 2>&1 || true
  done
  rm -rf "$dir"
}
trap cleanup EXIT
ms() { date +%s%3N; }
say() { printf '%-58s %s\n' "$1" "$2"; }
psql_src() { psql -h 127.0.0.1 -p "$src_port" -U brushwise -d postgres -Atqc "$1"; }

as_pg "$bin/initdb" -D "$dir/source" -U brushwise --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
# compose's -c settings, as the drill takes them.
node -e '
const { parse } = require("yaml");
const c = parse(require("fs").readFileSync(process.argv[1], "utf8"), { merge: true }).services.postgres.command;
c.forEach((a, i) => { if (c[i - 1] === "-c") { const at = a.indexOf("="); console.log(`${a.slice(0, at)} = '"'"'${a.slice(at + 1)}'"'"'`); } });
' "$repo_root/docker-compose.yml" | as_pg tee -a "$dir/source/postgresql.conf" >/dev/null
opts="-c listen_addresses=127.0.0.1 -c unix_socket_directories=$dir"
PGBACKREST_PG1_PATH="$dir/source" PGBACKREST_PG1_PORT=$src_port \
  as_pg env "PATH=$PATH" "$bin/pg_ctl" -D "$dir/source" -l "$dir/source.log" -w -o "-p $src_port $opts" start >/dev/null
export PGBACKREST_PG1_PATH="$dir/source" PGBACKREST_PG1_PORT=$src_port
as_pg pgbackrest --stanza=brushwise stanza-create

t=$(ms); pgbench -h 127.0.0.1 -p $src_port -U brushwise -i -s "$scale" -q postgres >/dev/null 2>&1
say "pgbench -i -s $scale" "$(( $(ms) - t )) ms"
say "database size" "$(psql_src "SELECT pg_size_pretty(pg_database_size('postgres'))")"
t=$(ms); as_pg pgbackrest --stanza=brushwise --type=full backup
say "full backup" "$(( $(ms) - t )) ms"
say "repository after the full backup" "$(du -sh "$dir/repo" | cut -f1)"

lsn0=$(psql_src "SELECT pg_current_wal_lsn()")
[ "$write_seconds" -gt 0 ] && pgbench -h 127.0.0.1 -p $src_port -U brushwise -c 4 -j 2 -T "$write_seconds" postgres >/dev/null 2>&1
wal=$(psql_src "SELECT pg_current_wal_lsn() - '$lsn0'::pg_lsn")
target=$(psql_src "SELECT clock_timestamp()::text")
# A commit after the target: recovery stops when it meets it (with none, it ends short of the target).
psql_src "CREATE TABLE after_target ()"
say "pgbench writes for ${write_seconds} s: WAL written" "$((wal / 1048576)) MiB"
if [ "$quiet_segments" -gt 0 ]; then
  psql_src "CREATE TABLE quiet (at timestamptz)"
  archive_ms=0
  for _ in $(seq 1 "$quiet_segments"); do
    segment=$(psql_src "INSERT INTO quiet VALUES (now()); SELECT pg_walfile_name(pg_switch_wal())")
    t=$(ms)
    until [ "$(psql_src "SELECT last_archived_wal >= '$segment' FROM pg_stat_archiver")" = t ]; do sleep 0.01; done
    archive_ms=$((archive_ms + $(ms) - t))
  done
  say "quiet segments switched and archived" "$quiet_segments, $((archive_ms / quiet_segments)) ms each from switch to archived"
  wal=$(psql_src "SELECT pg_current_wal_lsn() - '$lsn0'::pg_lsn")
  target=$(psql_src "SELECT clock_timestamp()::text")
  psql_src "CREATE TABLE after_quiet ()"
fi
t=$(ms); as_pg pgbackrest --stanza=brushwise check
say "check (switch, archive the last segment)" "$(( $(ms) - t )) ms"
say "repository with the WAL" "$(du -sh "$dir/repo" | cut -f1)"
as_pg "$bin/pg_ctl" -D "$dir/source" -m fast -w stop >/dev/null

as_pg mkdir -m 700 "$dir/restored"
export PGBACKREST_PG1_PATH="$dir/restored" PGBACKREST_PG1_PORT=$dst_port
t=$(ms); as_pg pgbackrest --stanza=brushwise --type=time "--target=$target" --target-action=promote restore
restore_ms=$(( $(ms) - t ))
restored_mb=$(du -sm "$dir/restored" | cut -f1)
say "restore (copy and decrypt the full backup)" "$restore_ms ms"
t=$(ms)
as_pg env "PATH=$PATH" "$bin/pg_ctl" -D "$dir/restored" -l "$dir/restored.log" -w -t 3600 -o "-p $dst_port $opts" start >/dev/null
until [ "$(psql -h 127.0.0.1 -p $dst_port -U brushwise -d postgres -Atqc 'SELECT pg_is_in_recovery()' 2>/dev/null)" = f ]; do
  [ -f "$dir/restored/postmaster.pid" ] || { echo "the restored server stopped:"; tail -n 5 "$dir/restored.log"; exit 1; }
  sleep 0.2
done
replay_ms=$(( $(ms) - t ))
say "start, replay the WAL, promote" "$replay_ms ms"
say "replay rate" "$(( wal / 1048576 * 1000 / (replay_ms > 0 ? replay_ms : 1) )) MiB/s of WAL"
say "restore rate" "$(( restored_mb * 1000 / restore_ms )) MiB/s of data directory ($restored_mb MiB)"
say "load average" "$(cut -d' ' -f1-3 /proc/loadavg)"
