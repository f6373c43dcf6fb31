#!/bin/sh
# Fills deploy/alertmanager.yml's ${ALERT_…} placeholders from the environment and writes the
# result where Alertmanager reads it: alertmanager-render.sh TEMPLATE OUTPUT. Alertmanager itself
# reads no environment variables; the compose service runs this before it starts (and the tests
# run it too, tests/unit/deploy/alertmanager.config.test.ts).
#
# ALERT_WEBHOOK_URL may instead be a file, ALERT_WEBHOOK_URL_FILE (compose's secret): a webhook's
# URL is often its password. An unset or empty placeholder stops the start, naming it: an
# Alertmanager that silently sends nowhere is what this service exists to prevent.
set -eu
template="$1"
output="$2"
if [ -z "${ALERT_WEBHOOK_URL:-}" ] && [ -n "${ALERT_WEBHOOK_URL_FILE:-}" ] && [ -r "$ALERT_WEBHOOK_URL_FILE" ]; then
  ALERT_WEBHOOK_URL="$(cat "$ALERT_WEBHOOK_URL_FILE")"
  export ALERT_WEBHOOK_URL
fi
# awk reads the values through ENVIRON: no quoting of them in a sed expression, whatever they hold.
# A value that would end its YAML string ("), or span lines, is refused rather than written.
awk '
  {
    line = $0
    out = ""
    while (match(line, /\$\{ALERT_[A-Z0-9_]+\}/)) {
      name = substr(line, RSTART + 2, RLENGTH - 3)
      value = ENVIRON[name]
      if (value == "") { print "alertmanager-render: " name " is not set" > "/dev/stderr"; failed = 1 }
      if (value ~ /["\\\n]/) { print "alertmanager-render: " name " holds a quote, backslash or newline" > "/dev/stderr"; failed = 1 }
      out = out substr(line, 1, RSTART - 1) value
      line = substr(line, RSTART + RLENGTH)
    }
    print out line
  }
  END { exit failed }
' "$template" >"$output.tmp" || { rm -f "$output.tmp"; exit 1; }
mv "$output.tmp" "$output"
