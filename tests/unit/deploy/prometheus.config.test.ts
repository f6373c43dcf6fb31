/**
 * @jest-environment node
 *
 * deploy/prometheus.yml and deploy/alerts.yml (promtool is not available here): both are valid
 * YAML of the shape Prometheus reads, the scrape config reaches every app instance of
 * docker-compose.yml with the bearer token, and every rule names only metrics /api/metrics exposes.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { metrics } from "@/lib/metrics/registry.mjs";

const root = path.resolve(__dirname, "../../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

/** Every series name /api/metrics can answer with (a histogram's _bucket, _sum and _count). */
function exposedNames(): Set<string> {
  const names = new Set<string>();
  for (const metric of metrics().registry.getMetricsAsArray()) {
    const { name, type } = metric as unknown as { name: string; type: string };
    names.add(name);
    if (type === "histogram") for (const suffix of ["_bucket", "_sum", "_count"]) names.add(name + suffix);
    if (type === "summary") for (const suffix of ["_sum", "_count"]) names.add(name + suffix);
  }
  return names;
}

/** Metric names in a PromQL expression: identifiers that are not functions, keywords, labels or durations. */
function metricNames(expr: string): string[] {
  const withoutStrings = expr.replace(/"(?:[^"\\]|\\.)*"/g, '""');
  const withoutMatchers = withoutStrings.replace(/\{[^}]*\}/g, "{}");
  const withoutRanges = withoutMatchers.replace(/\[[^\]]*\]/g, "[]");
  const withoutGrouping = withoutRanges.replace(
    /\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g,
    "",
  );
  const names = [...withoutGrouping.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)]
    // A function or aggregation: its name is followed by "(" (after `by (…)`, removed above).
    .filter((m) => !/^\s*\(/.test(withoutGrouping.slice(m.index! + m[0].length)))
    .map((m) => m[0]);
  const keywords = new Set(["and", "or", "unless", "bool", "offset", "by", "without", "inf", "nan"]);
  return names.filter((name) => !keywords.has(name.toLowerCase()));
}

describe("deploy/alerts.yml", () => {
  const rules = (
    parse(read("deploy/alerts.yml")) as { groups: { name: string; rules: Rule[] }[] }
  ).groups.flatMap((group) => group.rules);

  it("is a list of alerting rules, each with an expression, a severity and a summary", () => {
    expect(rules.length).toBeGreaterThanOrEqual(5);
    for (const rule of rules) {
      expect(rule.alert).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      expect(typeof rule.expr).toBe("string");
      if (rule.for !== undefined) expect(rule.for).toMatch(/^\d+[smh]$/);
      expect(["page", "ticket"]).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary).toEqual(expect.any(String));
    }
    expect(new Set(rules.map((rule) => rule.alert)).size).toBe(rules.length);
  });

  it("covers the alerts README → Metrics and alerts lists: 5xx rate, outbox backlog, failed mail, database, backup age", () => {
    const exprs = rules.map((rule) => rule.expr).join("\n");
    expect(exprs).toMatch(/brushwise_http_requests_total\{status=~"5\.\."\}\[5m\]/);
    expect(exprs).toContain("brushwise_outbox_oldest_due_age_seconds) > 900");
    expect(exprs).toContain('brushwise_outbox_messages{status="failed"}');
    const database = rules.find((rule) => rule.expr.trim() === "brushwise_database_up == 0");
    expect(database?.for).toBe("2m");
    expect(exprs).toMatch(/time\(\) - max\(brushwise_backup_last_success_timestamp_seconds\) > 26 \* 3600/);
  });

  it("names only metrics the endpoint exposes (and Prometheus's own `up`)", () => {
    const exposed = exposedNames();
    exposed.add("up");
    const used = rules.flatMap((rule) => metricNames(rule.expr));
    expect(used.length).toBeGreaterThan(rules.length);
    expect(used.filter((name) => !exposed.has(name))).toEqual([]);
  });

  it("the name check would catch a misspelt metric", () => {
    expect(metricNames('sum by (route) (rate(brushwise_http_request_total{status=~"5.."}[5m])) > 0')).toEqual(
      ["brushwise_http_request_total"],
    );
    expect(exposedNames().has("brushwise_http_request_total")).toBe(false);
  });
});

describe("deploy/prometheus.yml", () => {
  const config = parse(read("deploy/prometheus.yml")) as {
    rule_files: string[];
    scrape_configs: {
      job_name: string;
      metrics_path: string;
      authorization: { type: string; credentials_file: string };
      static_configs: { targets: string[] }[];
    }[];
  };
  const compose = parse(read("docker-compose.yml"), { merge: true }) as {
    services: Record<string, { image?: string; volumes?: string[]; secrets?: string[] }>;
    secrets: Record<string, { environment?: string }>;
  };

  it("scrapes /api/metrics of every app instance of docker-compose.yml with the bearer token", () => {
    const [job] = config.scrape_configs;
    expect(job).toMatchObject({ job_name: "brushwise", metrics_path: "/api/metrics" });
    expect(job!.authorization.type).toBe("Bearer");
    const instances = Object.entries(compose.services)
      .filter(([, service]) => service.image?.startsWith("brushwise-app:"))
      .map(([name]) => `${name}:3000`);
    expect(instances.length).toBe(2);
    expect(job!.static_configs.flatMap((c) => c.targets).sort()).toEqual(instances.sort());

    // The token file is compose's secret, taken from METRICS_TOKEN, which the instances get too.
    const secret = path.posix.basename(job!.authorization.credentials_file);
    expect(job!.authorization.credentials_file).toBe(`/run/secrets/${secret}`);
    expect(compose.secrets[secret]).toEqual({ environment: "METRICS_TOKEN" });
    expect(compose.services.prometheus?.secrets).toContain(secret);
  });

  it("loads the alert rules file that compose mounts", () => {
    const mounts = compose.services.prometheus?.volumes ?? [];
    for (const file of config.rule_files) {
      expect(mounts).toContain(`./deploy/${path.posix.basename(file)}:${file}:ro`);
    }
    expect(config.rule_files).toEqual(["/etc/prometheus/alerts.yml"]);
  });
});
