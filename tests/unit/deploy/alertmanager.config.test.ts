/**
 * @jest-environment node
 *
 * deploy/alertmanager.yml: rendered as compose renders it (deploy/alertmanager-render.sh), it is a
 * configuration Alertmanager accepts (`amtool check-config`, Debian's 0.25, the oldest in use), every
 * alert of deploy/alerts.yml reaches the owner by a path that does not go through the app's mail
 * provider, and compose wires it up with its secrets. tests/api/alerts-delivered.test.ts runs it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { EXAMPLE_ALERT_VALUES, renderAlertmanagerConfig } from "../../helpers/alertmanager-config";
import { describeWithTools, runTool } from "../../helpers/monitoring-tools";

const root = path.resolve(__dirname, "../../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "alertmanager-config-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Receiver {
  name: string;
  email_configs?: { to: string; smarthost?: string }[];
  webhook_configs?: { url: string }[];
}
interface AlertmanagerConfig {
  global: Record<string, string | boolean>;
  route: { receiver: string; routes?: { receiver: string }[] };
  receivers: Receiver[];
}

describe("rendering (deploy/alertmanager-render.sh)", () => {
  it("fills every placeholder from the environment, whatever the value holds", () => {
    const output = path.join(dir, "rendered.yml");
    const url = "https://hooks.example.com/T0/B0/x?token=a&b=$1|c";
    expect(renderAlertmanagerConfig(output, { ...EXAMPLE_ALERT_VALUES, ALERT_WEBHOOK_URL: url }).code).toBe(
      0,
    );
    const text = readFileSync(output, "utf8");
    expect(text).not.toMatch(/\$\{ALERT_[A-Z0-9_]+\}/);
    const config = parse(text) as AlertmanagerConfig;
    expect(config.receivers[0]?.webhook_configs?.[0]?.url).toBe(url);
    expect(config.receivers[0]?.email_configs?.[0]?.to).toBe(EXAMPLE_ALERT_VALUES.ALERT_EMAIL_TO);
    expect(config.global.smtp_smarthost).toBe(EXAMPLE_ALERT_VALUES.ALERT_SMTP_SMARTHOST);
  });

  it("takes the webhook URL from a file (compose's secret)", () => {
    const secret = path.join(dir, "alert_webhook_url");
    writeFileSync(secret, "https://hooks.example.com/from-secret");
    const { ALERT_WEBHOOK_URL: _unused, ...others } = EXAMPLE_ALERT_VALUES;
    const output = path.join(dir, "from-file.yml");
    expect(renderAlertmanagerConfig(output, { ...others, ALERT_WEBHOOK_URL_FILE: secret }).code).toBe(0);
    const config = parse(readFileSync(output, "utf8")) as AlertmanagerConfig;
    expect(config.receivers[0]?.webhook_configs?.[0]?.url).toBe("https://hooks.example.com/from-secret");
  });

  it("refuses, naming it, a placeholder left unset or a value that would break the file; writes nothing", () => {
    const output = path.join(dir, "refused.yml");
    const { ALERT_EMAIL_TO: _unused, ...others } = EXAMPLE_ALERT_VALUES;
    const missing = renderAlertmanagerConfig(output, others);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain("ALERT_EMAIL_TO is not set");
    const quoted = renderAlertmanagerConfig(output, {
      ...EXAMPLE_ALERT_VALUES,
      ALERT_EMAIL_TO: 'a@b.c"\nx: y',
    });
    expect(quoted.code).not.toBe(0);
    expect(quoted.stderr).toContain("ALERT_EMAIL_TO holds a quote");
    expect(existsSync(output)).toBe(false);
    expect(existsSync(`${output}.tmp`)).toBe(false);
  });
});

describe("where alerts go", () => {
  const output = () => {
    const file = path.join(dir, "routes.yml");
    renderAlertmanagerConfig(file, EXAMPLE_ALERT_VALUES);
    return parse(readFileSync(file, "utf8")) as AlertmanagerConfig;
  };

  it("to the owner by their own SMTP server and a webhook, never through the app's mail provider", () => {
    const config = output();
    const used = new Set([config.route.receiver, ...(config.route.routes ?? []).map((r) => r.receiver)]);
    const receivers = config.receivers.filter((receiver) => used.has(receiver.name));
    expect(receivers.length).toBeGreaterThan(0);
    for (const receiver of receivers) {
      expect(receiver.webhook_configs?.length).toBeGreaterThan(0);
      expect(receiver.email_configs?.length).toBeGreaterThan(0);
    }
    const settings = read("deploy/alertmanager.yml").replace(/#.*$/gm, "");
    expect(settings).not.toMatch(/resend/i);
    // The SMTP password is a file Alertmanager reads, never a value in the file.
    expect(config.global.smtp_auth_password_file).toBe("/run/secrets/alert_smtp_password");
    expect(config.global).not.toHaveProperty("smtp_auth_password");
  });
});

describeWithTools(["amtool"], "deploy/alertmanager.yml under amtool", (tools) => {
  const rendered = () => {
    const file = path.join(dir, "amtool.yml");
    expect(renderAlertmanagerConfig(file, EXAMPLE_ALERT_VALUES).code).toBe(0);
    return file;
  };

  it("amtool check-config accepts it", () => {
    const { code, output } = runTool(tools.amtool, ["check-config", rendered()]);
    expect(output).toContain("SUCCESS");
    expect(code).toBe(0);
  });

  it("routes every alert of deploy/alerts.yml to the owner", () => {
    const file = rendered();
    const rules = (
      parse(read("deploy/alerts.yml")) as {
        groups: { rules: { alert: string; labels: { severity: string } }[] }[];
      }
    ).groups.flatMap((group) => group.rules);
    expect(rules.length).toBeGreaterThan(5);
    for (const rule of rules) {
      const { code, output } = runTool(tools.amtool, [
        "config",
        "routes",
        "test",
        `--config.file=${file}`,
        `alertname=${rule.alert}`,
        `severity=${rule.labels.severity}`,
      ]);
      // Its first line is the receiver (a warning about --alertmanager.url may follow).
      const receiver = output.split("\n")[0]?.trim();
      expect({ alert: rule.alert, receiver, code }).toEqual({
        alert: rule.alert,
        receiver: "owner",
        code: 0,
      });
    }
  });

  it("amtool refuses a broken file (the check can fail)", () => {
    const file = path.join(dir, "broken.yml");
    writeFileSync(file, readFileSync(rendered(), "utf8").replace("receiver: owner", "receiver: nobody"));
    const { code } = runTool(tools.amtool, ["check-config", file]);
    expect(code).not.toBe(0);
  });
});

describe("docker-compose.yml", () => {
  const compose = parse(read("docker-compose.yml"), { merge: true }) as {
    services: Record<
      string,
      {
        image?: string;
        profiles?: string[];
        command?: string[];
        environment?: Record<string, string>;
        volumes?: string[];
        secrets?: string[];
        ports?: string[];
        depends_on?: string[];
      }
    >;
    secrets: Record<string, { environment?: string }>;
  };
  const service = compose.services.alertmanager!;

  it("starts Prometheus and Alertmanager with every `docker compose up` (no opt-in profile)", () => {
    expect(service.image).toMatch(/^prom\/alertmanager:v\d+\.\d+\.\d+$/);
    expect(service.profiles).toBeUndefined();
    expect(compose.services.prometheus?.profiles).toBeUndefined();
    expect(compose.services.prometheus?.depends_on).toContain("alertmanager");
  });

  it("renders deploy/alertmanager.yml with the script at start, the secrets from the environment", () => {
    expect(service.volumes).toEqual(
      expect.arrayContaining([
        "./deploy/alertmanager.yml:/etc/alertmanager/alertmanager.yml:ro",
        "./deploy/alertmanager-render.sh:/etc/alertmanager/render.sh:ro",
      ]),
    );
    const command = service.command!.join(" ");
    expect(command).toContain(
      "/etc/alertmanager/render.sh /etc/alertmanager/alertmanager.yml /alertmanager/alertmanager.yml",
    );
    expect(command).toContain("exec /bin/alertmanager --config.file=/alertmanager/alertmanager.yml");
    expect(service.secrets?.sort()).toEqual(["alert_smtp_password", "alert_webhook_url"]);
    expect(compose.secrets.alert_webhook_url).toEqual({ environment: "ALERT_WEBHOOK_URL" });
    expect(compose.secrets.alert_smtp_password).toEqual({ environment: "ALERT_SMTP_PASSWORD" });
    expect(service.environment?.ALERT_WEBHOOK_URL_FILE).toBe("/run/secrets/alert_webhook_url");
    // Every other placeholder of the template comes from the service's environment.
    const placeholders = [...read("deploy/alertmanager.yml").matchAll(/\$\{(ALERT_[A-Z0-9_]+)\}/g)].map(
      (m) => m[1]!,
    );
    for (const name of new Set(placeholders)) {
      if (name === "ALERT_WEBHOOK_URL") continue;
      expect(service.environment).toHaveProperty(name);
    }
    // Its UI on this machine only.
    expect(service.ports).toEqual(["127.0.0.1:${ALERTMANAGER_PORT:-9093}:9093"]);
  });
});
