#!/bin/sh
# A release on docker compose without a failed request (README → Deployment → Stops and rolling
# releases): build, migrate (expand-only migrations: the old instances keep running on the new
# schema), then recreate the app instances one at a time, each only once the previous one is
# healthy and nginx routes to it again.
#
#   scripts/deploy/rolling-restart.sh              build, migrate, app1 then app2
#   scripts/deploy/rolling-restart.sh app2         only these services, in this order
#   ROLLING_BUILD=0 ...                            images already built/pulled (BRUSHWISE_TAG)
#
# ROLLING_SETTLE_SECONDS (20): wait after an instance is healthy before stopping the next, so that
#   nginx has re-resolved its address (resolver valid=10s) and forgotten its failures
#   (fail_timeout=15s); else both could look down to nginx at once.
# ROLLING_HEALTH_TIMEOUT_SECONDS (180): give up (exit 1, the other instances untouched) when a
#   recreated instance is not healthy by then.
set -eu
cd "$(dirname "$0")/../.."

services=${*:-app1 app2}
settle=${ROLLING_SETTLE_SECONDS:-20}
health_timeout=${ROLLING_HEALTH_TIMEOUT_SECONDS:-180}

say() { printf '[rolling] %s\n' "$*"; }

if [ "${ROLLING_BUILD:-1}" = 1 ]; then
  say "building the images"
  docker compose build migrate app1
fi

say "applying migrations (the running instances keep serving)"
docker compose run --rm migrate

for service in $services; do
  say "$service: stopping (SIGTERM: it drains, hands back its work, exits within SHUTDOWN_TIMEOUT_MS) and recreating"
  docker compose up -d --no-deps --force-recreate "$service"
  container=$(docker compose ps -q "$service")
  waited=0
  until [ "$(docker inspect -f '{{.State.Health.Status}}' "$container")" = healthy ]; do
    if [ "$waited" -ge "$health_timeout" ]; then
      say "$service is not healthy after ${health_timeout}s: stopping here (docker compose logs $service)"
      exit 1
    fi
    sleep 2
    waited=$((waited + 2))
  done
  say "$service healthy after ${waited}s; letting nginx pick it up (${settle}s)"
  sleep "$settle"
done
say "done: $services"
