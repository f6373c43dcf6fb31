#!/bin/sh
# The compose uploads-sync service (docker-compose.yml): npm run backup:uploads-sync now and then
# every BACKUP_UPLOADS_SYNC_SECONDS (300): new uploads reach the bucket within minutes instead of
# waiting for the nightly archive. Each run sends only what the bucket lacks; a failed run is
# printed and the next one catches up.
interval="${BACKUP_UPLOADS_SYNC_SECONDS:-300}"
trap 'exit 0' TERM INT
while :; do
  npm run --silent backup:uploads-sync || echo "uploads sync failed; the next try in ${interval} s" >&2
  # In the background, so that `docker compose stop` (SIGTERM) ends the wait at once.
  sleep "$interval" &
  wait $!
done
