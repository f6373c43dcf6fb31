/**
 * The back office's undelivered mail: GET /api/admin/emails/failed lists the messages
 * that failed for good with their error; POST /api/admin/emails/[id]/resend queues one again as a
 * new run of attempts (a new idempotency key), once, and only for the admin.
 */
import { POST as resendRoute } from "@/app/api/admin/emails/[id]/resend/route";
import { GET as failedRoute } from "@/app/api/admin/emails/failed/route";
import { POST as adminLogin } from "@/app/api/admin/login/route";
import type { FailedEmailsDto } from "@/lib/admin/failed-emails";
import { db } from "@/lib/db";
import { idempotencyKey } from "@/lib/email/transport";
import { getRequest, jsonRequest, params } from "../helpers/http";

let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  const login = await adminLogin(
    jsonRequest("/api/admin/login", { username: "admin", password: process.env.ADMIN_PASSWORD }, "POST", {
      "x-forwarded-for": "10.130.0.1",
    }),
    params({}),
  );
  ({ token } = await login.json());
});

beforeEach(async () => {
  await db.emailMessage.deleteMany();
});

const message = (data: {
  status: "failed" | "queued" | "sent" | "held";
  subject: string;
  createdAt?: Date;
  lastError?: string;
}) =>
  db.emailMessage.create({
    data: {
      to: "customer@example.com",
      html: "<p>hi</p>",
      text: "hi",
      template: "test",
      attempts: 3,
      ...data,
    },
  });

async function list(headers: Record<string, string> = auth()) {
  const response = await failedRoute(getRequest("/api/admin/emails/failed", headers), params({}));
  return { status: response.status, body: (await response.json()) as FailedEmailsDto };
}

const resend = (id: string, headers: Record<string, string> = auth()) =>
  resendRoute(
    new Request(`https://www.brushwise.test/api/admin/emails/${id}/resend`, { method: "POST", headers }),
    params({ id }),
  );

it("lists failed messages with their error, newest first, and counts held and retrying ones", async () => {
  const older = await message({
    status: "failed",
    subject: "Older",
    lastError: "Resend answered 422: bad to",
    createdAt: new Date("2026-11-01T10:00:00Z"),
  });
  const newer = await message({
    status: "failed",
    subject: "Newer",
    lastError: "Gave up after 24 hours of retries",
    createdAt: new Date("2026-11-02T10:00:00Z"),
  });
  await message({ status: "sent", subject: "Fine" });
  await message({ status: "held", subject: "Held" });
  await message({ status: "queued", subject: "Retrying", lastError: "Resend answered 503" });

  expect((await list({})).status).toBe(401);
  const { status, body } = await list();
  expect(status).toBe(200);
  expect(body.failed.map((e) => [e.id, e.subject, e.lastError])).toEqual([
    [newer.id, "Newer", "Gave up after 24 hours of retries"],
    [older.id, "Older", "Resend answered 422: bad to"],
  ]);
  expect(body).toMatchObject({ delivery: "outbox", held: 1, retrying: 1 });
  // No bodies: the list carries what the table shows.
  expect(body.failed[0]).not.toHaveProperty("html");
});

it("resends a failed message once: queued now, a fresh run of attempts under a new key, audited", async () => {
  const failed = await message({ status: "failed", subject: "Refused", lastError: "Resend answered 422" });
  expect((await resend(failed.id, {})).status).toBe(401);
  expect((await db.emailMessage.findUniqueOrThrow({ where: { id: failed.id } })).status).toBe("failed");

  const response = await resend(failed.id);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ email: { id: failed.id, status: "queued" } });
  const queued = await db.emailMessage.findUniqueOrThrow({ where: { id: failed.id } });
  expect(queued).toMatchObject({ status: "queued", attempts: 0, lastError: null, firstAttemptAt: null });
  expect(queued.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
  expect(idempotencyKey(queued)).not.toBe(idempotencyKey(failed));
  expect(await db.auditLog.count({ where: { action: "email.resend", entityId: failed.id } })).toBe(1);

  // A second click finds it queued: nothing to resend.
  const again = await resend(failed.id);
  expect(again.status).toBe(409);
  expect((await again.json()).error).toMatch(/queued, not failed/);
  expect((await list()).body.failed).toEqual([]);
});

it("answers 404 for an unknown message and 400 for a malformed id", async () => {
  expect((await resend("6f1c1b1e-0000-4000-8000-00000000beef")).status).toBe(404);
  expect((await resend("not-an-id")).status).toBe(400);
});
