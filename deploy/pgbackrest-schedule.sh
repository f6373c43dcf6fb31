#!/bin/sh
# docker-compose.yml's pgbackrest service (README → Point-in-time recovery): creates the stanza (once;
# again is harmless), checks that the postgres service's WAL reaches the repository, then takes a
# backup now and every PGBACKREST_BACKUP_INTERVAL_SECONDS (a day): a full one when the newest full
# is PGBACKREST_FULL_EVERY_SECONDS (a week) old or there is none, an incremental one otherwise. After
# a failure, again in PGBACKREST_BACKUP_RETRY_SECONDS (an hour). Each backup expires what
# deploy/pgbackrest.conf's retention lets go (four fulls, with their incrementals and WAL).
set -u
stanza="${PGBACKREST_STANZA:-brushwise}"
interval="${PGBACKREST_BACKUP_INTERVAL_SECONDS:-86400}"
retry="${PGBACKREST_BACKUP_RETRY_SECONDS:-3600}"
full_every="${PGBACKREST_FULL_EVERY_SECONDS:-604800}"
trap 'exit 0' TERM INT

# In the background, so that `docker compose stop` (SIGTERM) ends the wait at once.
pause() {
  sleep "$1" &
  wait $!
}

# The newest full backup's label time (YYYYMMDDHHMMSS, from its label YYYYMMDD-HHMMSSF), or nothing.
# Labels are in the container's time zone: UTC unless TZ is set, as `date -u` below.
newest_full() {
  pgbackrest --stanza="$stanza" --output=json info 2>/dev/null |
    grep -o '"label":"[0-9]\{8\}-[0-9]\{6\}F"' | tail -n 1 |
    sed 's/.*"\([0-9]\{8\}\)-\([0-9]\{6\}\)F"/\1\2/'
}

backup_type() {
  last="$(newest_full)"
  if [ -z "$last" ]; then
    echo full
    return
  fi
  # busybox's and GNU's date both read @<epoch>.
  due="$(date -u -d "@$(($(date +%s) - full_every))" +%Y%m%d%H%M%S)"
  if [ "$last" -le "$due" ]; then echo full; else echo incr; fi
}

until pgbackrest --stanza="$stanza" stanza-create; do
  echo "pgbackrest: stanza-create failed; again in 60 s" >&2
  pause 60
done
# A failed check (archive_command not working) is printed and the backups go on: the backup itself
# fails too until WAL reaches the repository, and says why.
pgbackrest --stanza="$stanza" check || echo "pgbackrest: check failed: WAL is not reaching the repository" >&2

while :; do
  type="$(backup_type)"
  if pgbackrest --stanza="$stanza" --type="$type" backup; then
    wait_for="$interval"
  else
    echo "pgbackrest: the $type backup failed; the next try in ${retry} s" >&2
    wait_for="$retry"
  fi
  pause "$wait_for"
done
