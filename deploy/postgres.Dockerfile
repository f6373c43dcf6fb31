# syntax=docker/dockerfile:1
#
# PostgreSQL for docker-compose.yml, with pgBackRest (README → Point-in-time recovery): the postgres
# service archives every WAL segment with it, the pgbackrest service takes the weekly full and daily
# incremental backups (deploy/pgbackrest-schedule.sh). Both run this image; compose mounts
# deploy/pgbackrest.conf at /etc/pgbackrest/pgbackrest.conf and the schedule beside it, so the build
# context (deploy/) needs nothing.
#
# Alpine, as the image the stack ran before: the same C library, so the same collations for the
# data already in the postgres-data volume (a glibc image would need a REINDEX of text indexes).
ARG POSTGRES_IMAGE=postgres:17-alpine
FROM ${POSTGRES_IMAGE}
# The repository's folder: the pgbackrest-repo volume takes its owner and mode from here on first use.
RUN apk add --no-cache pgbackrest \
 && mkdir -p /var/lib/pgbackrest /etc/pgbackrest \
 && chown postgres:postgres /var/lib/pgbackrest \
 && chmod 0700 /var/lib/pgbackrest \
 && pgbackrest version
