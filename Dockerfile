# syntax=docker/dockerfile:1
#
# Production images of Brushwise (README → Deployment):
#
#   docker build -t brushwise .                          the app: server.mjs on Next's standalone output, non-root
#   docker build --target migrate -t brushwise-migrate . migrations + configuration seed, run once per release
#   docker build --target backup -t brushwise-backup .   npm run backup on a schedule (and npm run restore)
#
# NEXT_PUBLIC_SITE_URL is compiled into the pages (links, e-mails), so it is a build
# argument: --build-arg NEXT_PUBLIC_SITE_URL=https://www.example.com. It is also the
# runner's default, and the value the container runs with decides HSTS and the Secure
# cookies (lib/config/site-address.mjs): `docker run -e NEXT_PUBLIC_SITE_URL=…` overrides it.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---------------------------------------------------------------------------
# deps: every dependency (the build needs the dev ones too) and the Prisma client.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 \
    NPM_CONFIG_UPDATE_NOTIFIER=false
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
# `npm install`, not `npm ci`: the lock file lists only the platform packages our
# registry mirror has (see .ci/run), so `npm ci` refuses it on other platforms;
# `npm install` still installs exactly the locked versions and adds what the
# build platform lacks (e.g. linux-arm64 binaries).
# --ignore-scripts: no dependency's install script runs (as with npm 11 on our
# machines; Prisma's would try to download native engines we do not use). Our own
# postinstall, `prisma generate`, runs explicitly (the schema-engine stub in
# prisma/bin keeps it offline).
RUN npm install --no-audit --no-fund --ignore-scripts \
 && npx prisma generate

# ---------------------------------------------------------------------------
# build: `next build` with output: "standalone" (next.config.ts).
FROM deps AS build
COPY . .
ARG NEXT_PUBLIC_SITE_URL=http://localhost:8080
ENV NODE_ENV=production \
    NEXT_PUBLIC_SITE_URL=${NEXT_PUBLIC_SITE_URL}
# No database is needed at build time (the Prisma client connects on first use).
RUN node node_modules/next/dist/bin/next build

# ---------------------------------------------------------------------------
# migrate: the project's deploy script (scripts/db/migrate.ts through tsx and
# Prisma's WebAssembly schema engine), then pricing and service areas on an
# empty database. It holds a Postgres advisory lock while applying, so even
# concurrent runs apply each migration once. docker-compose.yml runs it as a
# one-shot service before the app instances start.
FROM deps AS migrate-deps
RUN npm prune --omit=dev --no-audit --no-fund --ignore-scripts

FROM ${NODE_IMAGE} AS migrate
WORKDIR /app
ENV NODE_ENV=production \
    NPM_CONFIG_UPDATE_NOTIFIER=false
COPY --from=migrate-deps /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json prisma.config.ts ./
COPY prisma ./prisma
COPY scripts/db ./scripts/db
COPY lib ./lib
COPY --from=deps /app/lib/generated ./lib/generated
USER node
CMD ["sh", "-c", "npm run db:deploy && npm run db:seed -- --config-only --if-empty"]

# ---------------------------------------------------------------------------
# backup: npm run backup / npm run restore (scripts/backup, README → Backups and restore), run by
# docker-compose.yml's backup service once a day (scripts/backup/schedule.sh). It needs pg_dump and
# pg_restore of the server's major version or newer (pg_dump refuses a newer server; Debian 12 ships
# 15): PostgreSQL's own apt repository provides them. PG_MAJOR follows compose's postgres image.
FROM migrate AS backup
ARG PG_MAJOR=17
USER root
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates curl gnupg postgresql-common \
 && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
 && apt-get install -y --no-install-recommends postgresql-client-${PG_MAJOR} \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /backups /data/uploads && chown node:node /backups /data/uploads
COPY scripts/lib.mjs scripts/lib.d.mts ./scripts/
COPY scripts/backup ./scripts/backup
ENV BACKUP_DIR=/backups \
    UPLOAD_DIR=/data/uploads
USER node
CMD ["sh", "scripts/backup/schedule.sh"]

# ---------------------------------------------------------------------------
# runner: the standalone output and server.mjs only (no npm, no sources, no dev
# dependencies). server.mjs is Next.js behind the in-process page cache; it takes
# the build's configuration from .next/required-server-files.json as server.js does.
FROM ${NODE_IMAGE} AS runner
WORKDIR /app
ARG NEXT_PUBLIC_SITE_URL=http://localhost:8080
ENV NODE_ENV=production \
    NEXT_PUBLIC_SITE_URL=${NEXT_PUBLIC_SITE_URL} \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    UPLOAD_DIR=/data/uploads \
    LOG_LEVEL=info
# Uploads (when UPLOADTHING_TOKEN is unset) go to a volume mounted here and shared
# by every instance; the folder in the image gives a fresh named volume its owner.
RUN mkdir -p /data/uploads && chown node:node /data/uploads
# The server writes its cache under .next at run time: owned by the app user.
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/server.mjs ./server.mjs
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/lib/http/client-address.mjs ./lib/http/client-address.mjs
COPY --from=build --chown=node:node /app/lib/http/direct-routes.mjs ./lib/http/direct-routes.mjs
COPY --from=build --chown=node:node /app/lib/log/logged-path.mjs ./lib/log/logged-path.mjs
COPY --from=build --chown=node:node /app/lib/config/secrets.mjs ./lib/config/secrets.mjs
COPY --from=build --chown=node:node /app/lib/config/site-address.mjs ./lib/config/site-address.mjs
COPY --from=build --chown=node:node /app/lib/security/inline-script-hashes.mjs ./lib/security/inline-script-hashes.mjs
COPY --from=build --chown=node:node /app/lib/process/shutdown.mjs ./lib/process/shutdown.mjs
COPY --from=build --chown=node:node /app/lib/log/server-log.mjs ./lib/log/server-log.mjs
COPY --from=build --chown=node:node /app/lib/metrics/registry.mjs ./lib/metrics/registry.mjs
USER node
EXPOSE 3000
# Liveness: /api/live answers while the process serves, database or not (an outage of the
# database must not get every instance restarted); /api/health is readiness, for load balancers.
# No curl in slim images: node fetches.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node directly (not npm): it receives SIGTERM and shuts down cleanly, within SHUTDOWN_TIMEOUT_MS
# (25 s): give the container more than that (compose: stop_grace_period 30s; docker run/stop: -t 30).
CMD ["node", "server.mjs"]
