/**
 * The monitoring chain on loopback, with the real programs: a webhook receiver that records what
 * it is sent, Alertmanager (deploy/alertmanager.yml as compose renders it, its webhook pointed at
 * that receiver) and Prometheus (deploy/prometheus.yml and deploy/alerts.yml, scraping a metrics
 * endpoint the test serves and sending to that Alertmanager). Everything listens on 127.0.0.1 only;
 * Alertmanager's cluster port is off.
 *
 * Made quick for a test, and only in timing: scrapes and rule evaluations every second, every
 * rule's `for` set to 0s, Alertmanager's group_wait 1s. The rules' `for` durations are checked by
 * `promtool test rules` (tests/unit/deploy/alerts.promtool.test.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, openSync, closeSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createServer as createTcpServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse, stringify } from "yaml";
import { EXAMPLE_ALERT_VALUES, renderAlertmanagerConfig } from "./alertmanager-config";

const root = path.resolve(__dirname, "../..");

/** One alert as Alertmanager's webhook sends it. */
export interface WebhookAlert {
  status: "firing" | "resolved";
  labels: Record<string, string>;
  annotations: Record<string, string>;
  startsAt: string;
}
export interface WebhookCall {
  receivedAt: string;
  receiver: string;
  status: string;
  alerts: WebhookAlert[];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createTcpServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

function bodyOf(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => resolve(raw));
  });
}

/** A loopback webhook receiver: every call Alertmanager makes, in order. */
export async function startWebhookReceiver() {
  const calls: WebhookCall[] = [];
  const server = createServer((req, res) => {
    void bodyOf(req).then((raw) => {
      const body = JSON.parse(raw) as Omit<WebhookCall, "receivedAt">;
      calls.push({ receivedAt: new Date().toISOString(), ...body });
      res.writeHead(200).end();
    });
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}/alerts`,
    calls,
    /** The firing alerts named `alertname` received so far. */
    firing: (alertname: string) =>
      calls
        .flatMap((call) => call.alerts)
        .filter((a) => a.status === "firing" && a.labels.alertname === alertname),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Serves `scrape` (the app's metrics route) at http://127.0.0.1:<port>/api/metrics. */
export async function serveMetrics(scrape: (request: Request) => Promise<Response>) {
  const server = createServer((req, res) => {
    const headers = new Headers();
    if (req.headers.authorization) headers.set("authorization", req.headers.authorization);
    void scrape(new Request(`http://127.0.0.1${req.url ?? "/"}`, { headers })).then(async (response) => {
      res.writeHead(response.status, {
        "content-type": response.headers.get("content-type") ?? "text/plain",
      });
      res.end(await response.text());
    });
  });
  const port = await listen(server);
  return {
    target: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Running {
  name: string;
  child: ChildProcess;
  logFile: string;
}

function start(name: string, file: string, args: string[], dir: string): Running {
  const logFile = path.join(dir, `${name}.log`);
  const fd = openSync(logFile, "w");
  const child = spawn(file, args, {
    cwd: dir,
    stdio: ["ignore", fd, fd],
    env: { NODE_ENV: "test", PATH: process.env.PATH },
  });
  closeSync(fd);
  return { name, child, logFile };
}

function stop(running: Running): Promise<void> {
  if (running.child.exitCode !== null || running.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    running.child.once("exit", () => resolve());
    running.child.kill("SIGTERM");
  });
}

export interface MonitoringOptions {
  prometheus: string;
  alertmanager: string;
  /** host:port of the metrics endpoint, and the bearer token it answers. */
  target: string;
  token: string;
  webhookUrl: string;
}

/** Starts Alertmanager and Prometheus as described above; `stop()` ends both and removes their files. */
export async function startMonitoring(options: MonitoringOptions) {
  const dir = mkdtempSync(path.join(tmpdir(), "monitoring-"));
  const [alertmanagerPort, prometheusPort] = [await freePort(), await freePort()];

  // Alertmanager: the deployed file, rendered as compose does, the webhook on loopback, and
  // nothing listening at the SMTP address (the owner's mail is not what this checks).
  const alertmanagerConfig = path.join(dir, "alertmanager.yml");
  const rendered = renderAlertmanagerConfig(alertmanagerConfig, {
    ...EXAMPLE_ALERT_VALUES,
    ALERT_SMTP_SMARTHOST: `127.0.0.1:${await freePort()}`,
    ALERT_WEBHOOK_URL: options.webhookUrl,
  });
  if (rendered.code !== 0) throw new Error(`alertmanager-render.sh failed: ${rendered.stderr}`);
  const am = parse(readFileSync(alertmanagerConfig, "utf8")) as { route: Record<string, unknown> };
  am.route.group_wait = "1s";
  writeFileSync(alertmanagerConfig, stringify(am));

  // The rules as deployed, each firing as soon as its expression holds.
  const rules = parse(readFileSync(path.join(root, "deploy/alerts.yml"), "utf8")) as {
    groups: { interval?: string; rules: { for?: string }[] }[];
  };
  for (const group of rules.groups) {
    group.interval = "1s";
    for (const rule of group.rules) rule.for = "0s";
  }
  writeFileSync(path.join(dir, "alerts.yml"), stringify(rules));

  const prometheus = parse(readFileSync(path.join(root, "deploy/prometheus.yml"), "utf8")) as {
    global: Record<string, string>;
    rule_files: string[];
    alerting: { alertmanagers: { static_configs: { targets: string[] }[] }[] };
    scrape_configs: {
      authorization: { credentials_file: string };
      static_configs: { targets: string[] }[];
    }[];
  };
  Object.assign(prometheus.global, {
    scrape_interval: "1s",
    scrape_timeout: "1s",
    evaluation_interval: "1s",
  });
  prometheus.rule_files = [path.join(dir, "alerts.yml")];
  prometheus.alerting.alertmanagers = [{ static_configs: [{ targets: [`127.0.0.1:${alertmanagerPort}`] }] }];
  writeFileSync(path.join(dir, "metrics-token"), options.token);
  for (const job of prometheus.scrape_configs) {
    job.authorization.credentials_file = path.join(dir, "metrics-token");
    job.static_configs = [{ targets: [options.target] }];
  }
  writeFileSync(path.join(dir, "prometheus.yml"), stringify(prometheus));

  const processes = [
    start(
      "alertmanager",
      options.alertmanager,
      [
        `--config.file=${alertmanagerConfig}`,
        `--storage.path=${path.join(dir, "alertmanager-data")}`,
        `--web.listen-address=127.0.0.1:${alertmanagerPort}`,
        "--cluster.listen-address=",
      ],
      dir,
    ),
    start(
      "prometheus",
      options.prometheus,
      [
        `--config.file=${path.join(dir, "prometheus.yml")}`,
        `--storage.tsdb.path=${path.join(dir, "prometheus-data")}`,
        `--web.listen-address=127.0.0.1:${prometheusPort}`,
      ],
      dir,
    ),
  ];
  const prometheusUrl = `http://127.0.0.1:${prometheusPort}`;

  return {
    prometheusUrl,
    alertmanagerUrl: `http://127.0.0.1:${alertmanagerPort}`,
    /** One instant query's result (Prometheus's HTTP API); [] while it is not up yet. */
    async query(expr: string): Promise<{ metric: Record<string, string>; value: [number, string] }[]> {
      const response = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(expr)}`).catch(
        () => null,
      );
      if (!response?.ok) return [];
      return ((await response.json()) as { data: { result: [] } }).data.result;
    },
    /** Whether each program still runs, with the end of its log: for a failure's message. */
    report(): string {
      return processes
        .map((p) => {
          const state = p.child.exitCode === null ? "running" : `exited ${p.child.exitCode}`;
          const log = readFileSync(p.logFile, "utf8").trim().split("\n").slice(-8).join("\n");
          return `${p.name} (${state}):\n${log}`;
        })
        .join("\n\n");
    },
    async stop() {
      await Promise.all(processes.map(stop));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` until it returns something truthy; past `limitMs` (a hang), fails with `what` and `detail()`. */
export async function until<T>(
  what: string,
  check: () => Promise<T> | T,
  detail: () => string,
  limitMs = 60_000,
) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}\n\n${detail()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
