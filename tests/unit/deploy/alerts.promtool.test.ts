/**
 * @jest-environment node
 *
 * deploy/alerts.yml judged by Prometheus's own promtool: the rules load, and the cases in
 * alerts.rules-test.yml (a mail-provider outage, a normal day) raise exactly the alerts they
 * expect; deploy/prometheus.yml loads with them. The metric names are checked against the endpoint
 * in prometheus.config.test.ts.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse, stringify } from "yaml";
import { describeWithTools, runTool } from "../../helpers/monitoring-tools";

const root = path.resolve(__dirname, "../../..");
const rulesFile = path.join(root, "deploy/alerts.yml");
const casesFile = path.join(__dirname, "alerts.rules-test.yml");

describeWithTools(["promtool"], "deploy/alerts.yml under promtool", (tools) => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "alerts-promtool-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("loads: every rule parses", () => {
    const { code, output } = runTool(tools.promtool, ["check", "rules", rulesFile]);
    expect(output).toMatch(/SUCCESS: \d+ rules found/);
    expect(code).toBe(0);
  });

  it("raises the e-mail alerts in a provider outage, and nothing on a normal day (alerts.rules-test.yml)", () => {
    const { code, output } = runTool(tools.promtool, ["test", "rules", casesFile]);
    expect(output).toContain("SUCCESS");
    expect(code).toBe(0);
  });

  it("the cases catch a rule that would not fire: the 15-minute threshold raised to an hour fails them", () => {
    const broken = readFileSync(rulesFile, "utf8").replace(
      "max(brushwise_outbox_oldest_undelivered_age_seconds) > 900",
      "max(brushwise_outbox_oldest_undelivered_age_seconds) > 3600",
    );
    writeFileSync(path.join(dir, "alerts.yml"), broken);
    const cases = parse(readFileSync(casesFile, "utf8")) as { rule_files: string[] };
    cases.rule_files = [path.join(dir, "alerts.yml")];
    writeFileSync(path.join(dir, "cases.yml"), stringify(cases));
    const { code, output } = runTool(tools.promtool, ["test", "rules", path.join(dir, "cases.yml")]);
    expect(output).toMatch(/FAILED[\s\S]*BrushwiseEmailUndelivered/);
    expect(code).not.toBe(0);
  });

  it("deploy/prometheus.yml loads with the rules and an Alertmanager (its paths as compose mounts them)", () => {
    const config = parse(readFileSync(path.join(root, "deploy/prometheus.yml"), "utf8")) as {
      rule_files: string[];
      alerting: { alertmanagers: { static_configs: { targets: string[] }[] }[] };
      scrape_configs: { authorization: { credentials_file: string } }[];
    };
    // Compose mounts these at /etc/prometheus and /run/secrets; here they are local files.
    config.rule_files = [rulesFile];
    writeFileSync(path.join(dir, "token"), "test-token");
    for (const job of config.scrape_configs) job.authorization.credentials_file = path.join(dir, "token");
    writeFileSync(path.join(dir, "prometheus.yml"), stringify(config));
    const { code, output } = runTool(tools.promtool, ["check", "config", path.join(dir, "prometheus.yml")]);
    expect(output).toContain("SUCCESS");
    expect(code).toBe(0);
    expect(config.alerting.alertmanagers.flatMap((a) => a.static_configs.flatMap((c) => c.targets))).toEqual([
      "alertmanager:9093",
    ]);
  });
});
