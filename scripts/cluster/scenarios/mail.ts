/**
 * I. A mail-provider outage with two instances delivering (lib/email/worker.ts): a stand-in for
 * Resend's API on 127.0.0.1 (tests/helpers/fake-resend.ts, which honours idempotency keys as Resend
 * does) answers 429 with Retry-After, then 500, then holds requests without an answer (some after
 * taking the send), then accepts. Every message is sent, exactly once, none is failed, and the
 * retries keep each message's idempotency key. The backoff's unit is shortened to 250 ms
 * (EMAIL_RETRY_BASE_MS): the production schedule, in quarter seconds.
 */
import { freePort } from "../../lib.mjs";
import { startFakeResend, type Answer } from "../../../tests/helpers/fake-resend";
import { dbUrl } from "../config";
import { count, query } from "../db";
import { check, info, waitFor } from "../harness";
import {
  instanceExited,
  killInstance,
  startInstance,
  waitInstanceHealthy,
  type Instance,
} from "../instances";

const MESSAGES = 40;
const TEMPLATE = "cluster-mail-outage";

export async function mailOutageScenario(survivor: Instance): Promise<void> {
  // The survivor delivers in outbox mode (messages kept `held`): it must not take these.
  killInstance(survivor, "SIGTERM");
  await instanceExited(survivor);
  const fake = await startFakeResend();
  const plan: Answer[] = [
    ...Array.from({ length: 12 }, (): Answer => ({
      kind: "status",
      status: 429,
      headers: { "retry-after": "1" },
    })),
    ...Array.from({ length: 12 }, (): Answer => ({ kind: "status", status: 500 })),
    ...Array.from({ length: 4 }, (): Answer => ({ kind: "hang", accepted: true })),
    ...Array.from({ length: 4 }, (): Answer => ({ kind: "hang" })),
  ];
  fake.plan(...plan);
  const env = {
    DATABASE_URL: dbUrl,
    EMAIL_DELIVERY: "resend",
    RESEND_API_KEY: "re_cluster_test_key",
    RESEND_BASE_URL: fake.url,
    // A server that sends mail refuses the outbox page (it would list live links: lib/config/secrets.mjs).
    DEV_EMAILS_PAGE: "false",
    EMAIL_SEND_TIMEOUT_MS: "1000",
    EMAIL_RETRY_BASE_MS: "250",
  };
  try {
    const mailers = [
      startInstance("mail-1", await freePort(), survivor.distDir, env),
      startInstance("mail-2", await freePort(), survivor.distDir, env),
    ];
    await Promise.all(mailers.map(waitInstanceHealthy));
    await query(
      `INSERT INTO "EmailMessage" (id, "to", subject, html, text, template)
       SELECT gen_random_uuid(), 'mail-outage-' || g || '@example.com', 'Outage ' || g, '<p>hi</p>', 'hi', $1
         FROM generate_series(1, ${MESSAGES}) g`,
      [TEMPLATE],
    );
    const started = Date.now();
    await waitFor(
      "every message sent through the outage",
      async () =>
        (await count(
          `SELECT count(*)::int AS n FROM "EmailMessage" WHERE template = $1 AND status = 'sent'`,
          [TEMPLATE],
        )) === MESSAGES,
      { timeoutMs: 90_000, intervalMs: 100 },
    );
    const rows = await query<{ id: string; to: string; status: string; attempts: number }>(
      `SELECT id, "to", status, attempts FROM "EmailMessage" WHERE template = $1`,
      [TEMPLATE],
    );
    const answered = (kind: Answer["kind"] | number) =>
      fake.requests.filter((r) => r.answered === kind).length;
    info(
      `${MESSAGES} messages sent ${Date.now() - started} ms after queueing, through ${fake.requests.length} calls: ` +
        `${answered(429)}×429, ${answered(500)}×500, ${answered("hang")} held unanswered, ${answered("accept")} accepted; ` +
        `attempts per message up to ${Math.max(...rows.map((r) => r.attempts))}`,
    );
    check(
      "the provider answered 429, 500 and nothing, as planned",
      answered(429) === 12 && answered(500) === 12 && answered("hang") === 8,
    );
    check(
      "every message sent, none failed",
      rows.every((r) => r.status === "sent"),
      rows.filter((r) => r.status !== "sent"),
    );
    const ours = fake.delivered.filter((d) => d.to.startsWith("mail-outage-"));
    const recipients = new Set(ours.map((d) => d.to));
    check(
      "each message delivered exactly once (a send taken before a lost answer is not repeated)",
      ours.length === MESSAGES && recipients.size === MESSAGES,
      { delivered: ours.length, recipients: recipients.size },
    );
    const keyOf = new Map(rows.map((r) => [r.to, `email-message/${r.id}`]));
    const calls = fake.requests.filter((r) => r.body.to?.startsWith("mail-outage-"));
    check(
      "every call, retries included, carried its message's idempotency key",
      calls.every((r) => r.key === keyOf.get(r.body.to)),
      calls.filter((r) => r.key !== keyOf.get(r.body.to)).slice(0, 3),
    );
    // A 429 is the provider declining to look: no attempt spent on it (lib/email/worker.ts); a
    // 500 or a call without an answer is one attempt; a send is none.
    const attemptsSpent = rows.reduce((sum, r) => sum + r.attempts, 0);
    const failedCalls = calls.filter((r) => r.answered === 500 || r.answered === "hang").length;
    check(
      "429s spent no attempt: attempts = the 500s and the unanswered calls",
      attemptsSpent === failedCalls,
      {
        attemptsSpent,
        failedCalls,
      },
    );
  } finally {
    await fake.close();
  }
}
