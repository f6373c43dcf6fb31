/**
 * An alert reaches a person during a mail-provider outage, through the real chain on loopback:
 * the app's delivery worker against a stand-in for Resend that answers 500 to everything
 * (tests/helpers/fake-resend.ts), the app's /api/metrics route, Prometheus evaluating
 * deploy/alerts.yml, Alertmanager with deploy/alertmanager.yml, and a webhook receiver
 * (tests/helpers/local-monitoring.ts says what is shortened for a test: only timing).
 *
 * First the retries raise BrushwiseEmailRetrying; then, with the undelivered messages written 20
 * minutes earlier (the test cannot wait 15 minutes), BrushwiseEmailUndelivered, while the due age,
 * which each retry resets, stays at 0. What the receiver got is written to
 * .test-data/reports/alerts-delivered.json: the evidence that alerts are delivered.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { GET as metricsRoute } from "@/app/api/metrics/route";
import { db } from "@/lib/db";
import { deliverDueEmails } from "@/lib/email/worker";
import { startFakeResend, type FakeResend } from "../helpers/fake-resend";
import { queueTestEmails } from "../helpers/fixtures";
import { params } from "../helpers/http";
import {
  serveMetrics,
  startMonitoring,
  startWebhookReceiver,
  until,
  type WebhookAlert,
} from "../helpers/local-monitoring";
import { describeWithTools } from "../helpers/monitoring-tools";

const TOKEN = "alerts-test-metrics-token-0123456789";
const VARIABLES = [
  "RESEND_API_KEY",
  "RESEND_BASE_URL",
  "EMAIL_DELIVERY",
  "EMAIL_SEND_TIMEOUT_MS",
  "METRICS_TOKEN",
];
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
const REPORT = path.resolve(__dirname, "../../.test-data/reports/alerts-delivered.json");

describeWithTools(["prometheus", "alertmanager"], "alerts during a mail-provider outage", (tools) => {
  let resend: FakeResend;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let metrics: Awaited<ReturnType<typeof serveMetrics>>;
  let monitoring: Awaited<ReturnType<typeof startMonitoring>>;

  beforeAll(async () => {
    await db.emailMessage.deleteMany();
    resend = await startFakeResend({ kind: "status", status: 500 });
    Object.assign(process.env, {
      RESEND_API_KEY: "re_test_key",
      RESEND_BASE_URL: resend.url,
      EMAIL_DELIVERY: "resend",
      EMAIL_SEND_TIMEOUT_MS: "2000",
      METRICS_TOKEN: TOKEN,
    });
    receiver = await startWebhookReceiver();
    metrics = await serveMetrics((request) => metricsRoute(request, params({})));
    monitoring = await startMonitoring({
      prometheus: tools.prometheus,
      alertmanager: tools.alertmanager,
      target: metrics.target,
      token: TOKEN,
      webhookUrl: receiver.url,
    });
  });

  afterAll(async () => {
    await monitoring?.stop();
    await metrics?.close();
    await receiver?.close();
    await resend?.close();
    for (const name of VARIABLES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  const detail = () =>
    `webhook calls: ${JSON.stringify(receiver.calls.flatMap((c) => c.alerts.map((a) => a.labels.alertname)))}\n\n${monitoring.report()}`;
  const gauge = async (expr: string) => Number((await monitoring.query(expr))[0]?.value[1] ?? Number.NaN);

  it("delivers BrushwiseEmailRetrying, then BrushwiseEmailUndelivered, to the loopback webhook", async () => {
    // Prometheus scrapes the app, and sees the retry counter at 0 before the outage's first retry.
    await until(
      "Prometheus to scrape the app's metrics",
      async () => (await gauge('brushwise_email_delivery_attempts_total{result="retry"}')) === 0,
      detail,
    );

    // The outage: three e-mails, two delivery runs (each message's next attempt), every send a 500.
    const ids = await queueTestEmails(3);
    let now = new Date();
    for (let run = 0; run < 2; run++) {
      await deliverDueEmails(db, { now });
      const rows = await db.emailMessage.findMany({ where: { id: { in: ids } } });
      expect(rows.map((row) => row.status)).toEqual(["queued", "queued", "queued"]);
      now = new Date(Math.max(...rows.map((row) => row.nextAttemptAt.getTime())));
    }
    expect(resend.requests.map((request) => request.answered)).toEqual(Array(6).fill(500));
    expect(resend.delivered).toEqual([]);

    const [retrying] = await until(
      "BrushwiseEmailRetrying at the webhook",
      () => {
        const alerts = receiver.firing("BrushwiseEmailRetrying");
        return alerts.length > 0 ? alerts : null;
      },
      detail,
    );
    expect(retrying!.labels).toMatchObject({ alertname: "BrushwiseEmailRetrying", severity: "ticket" });
    expect(retrying!.annotations.summary).toMatch(
      /^\d+ e-mail sends retried in 10 minutes, more than were sent$/,
    );
    // Written seconds ago: not yet the 15-minute alert.
    expect(receiver.firing("BrushwiseEmailUndelivered")).toEqual([]);

    // Still undelivered, written 20 minutes ago. Every retry moved the next attempt on, so nothing is
    // due: the due age, all the old backlog alert watched, says 0.
    await db.emailMessage.updateMany({
      where: { id: { in: ids } },
      data: { createdAt: new Date(Date.now() - 20 * 60_000) },
    });
    const [undelivered] = await until(
      "BrushwiseEmailUndelivered at the webhook",
      () => {
        const alerts = receiver.firing("BrushwiseEmailUndelivered");
        return alerts.length > 0 ? alerts : null;
      },
      detail,
    );
    expect(undelivered!.labels).toMatchObject({ alertname: "BrushwiseEmailUndelivered", severity: "page" });
    expect(undelivered!.annotations.summary).toMatch(
      /^An e-mail has waited 20m \d+s without being delivered$/,
    );
    const undeliveredAge = await gauge("max(brushwise_outbox_oldest_undelivered_age_seconds)");
    const dueAge = await gauge("max(brushwise_outbox_oldest_due_age_seconds)");
    expect(undeliveredAge).toBeGreaterThan(20 * 60);
    expect(dueAge).toBe(0);
    expect(receiver.firing("BrushwiseOutboxBacklog")).toEqual([]);

    const summary = (alert: WebhookAlert) => ({
      alertname: alert.labels.alertname,
      severity: alert.labels.severity,
      status: alert.status,
      summary: alert.annotations.summary,
    });
    mkdirSync(path.dirname(REPORT), { recursive: true });
    writeFileSync(
      REPORT,
      `${JSON.stringify(
        {
          what: "Alerts delivered to a loopback webhook receiver during a simulated mail-provider outage",
          chain: {
            mailProvider: `${resend.url} (stand-in for Resend answering 500 to every send)`,
            metrics: `http://${metrics.target}/api/metrics (the app's route)`,
            prometheus: `${monitoring.prometheusUrl} (deploy/prometheus.yml, deploy/alerts.yml; for: 0s)`,
            alertmanager: `${monitoring.alertmanagerUrl} (deploy/alertmanager.yml via deploy/alertmanager-render.sh)`,
            receiver: receiver.url,
          },
          sendsRefused: resend.requests.length,
          gaugesAtTheEnd: { oldestUndeliveredAgeSeconds: undeliveredAge, oldestDueAgeSeconds: dueAge },
          delivered: receiver.calls.map((call) => ({
            receivedAt: call.receivedAt,
            receiver: call.receiver,
            alerts: call.alerts.map(summary),
          })),
        },
        null,
        2,
      )}\n`,
    );
  }, 120_000);
});
