#!/bin/sh
# The compose backup service (docker-compose.yml): npm run backup now, then every
# BACKUP_INTERVAL_SECONDS (a day); after a failure, again in BACKUP_RETRY_SECONDS (an hour).
# Each run prunes old archives itself (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY). A failure is
# printed, and latest.json stops getting younger: the backup-age alert fires after a day.
interval="${BACKUP_INTERVAL_SECONDS:-86400}"
retry="${BACKUP_RETRY_SECONDS:-3600}"
trap 'exit 0' TERM INT
while :; do
  if npm run --silent backup; then
    wait_for="$interval"
  else
    echo "backup failed; the next try in ${retry} s" >&2
    wait_for="$retry"
  fi
  # In the background, so that `docker compose stop` (SIGTERM) ends the wait at once.
  sleep "$wait_for" &
  wait $!
done
