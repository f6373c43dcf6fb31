/**
 * deploy/alertmanager.yml rendered as the compose service renders it at start
 * (deploy/alertmanager-render.sh), with the given ALERT_* values, into `output`.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
export const ALERTMANAGER_TEMPLATE = path.join(root, "deploy/alertmanager.yml");
const RENDER = path.join(root, "deploy/alertmanager-render.sh");

/** Safe stand-ins for every placeholder: loopback and reserved example names only. */
export const EXAMPLE_ALERT_VALUES = {
  ALERT_EMAIL_TO: "owner@example.com",
  ALERT_SMTP_SMARTHOST: "127.0.0.1:2525",
  ALERT_SMTP_FROM: "alerts@example.com",
  ALERT_SMTP_USERNAME: "alerts@example.com",
  ALERT_WEBHOOK_URL: "http://127.0.0.1:9/alerts",
};

export function renderAlertmanagerConfig(
  output: string,
  values: Record<string, string>,
  template = ALERTMANAGER_TEMPLATE,
) {
  // Only PATH from this process: nothing of the developer's environment fills a placeholder.
  const result = spawnSync("sh", [RENDER, template, output], {
    encoding: "utf8",
    env: { NODE_ENV: "test", PATH: process.env.PATH ?? "/usr/bin:/bin", ...values },
  });
  return { code: result.status, stderr: result.stderr };
}
