/**
 * The e-mail transport: Resend's API (a stand-in on 127.0.0.1, tests/helpers/fake-resend.ts) with
 * the outbox id as idempotency key, so a message retried after a timeout or a crash is still sent
 * once; a new key only after the admin resends it. In outbox mode nothing is sent: the optional
 * delivery record the two-instance test counts.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { EmailMessage } from "@/lib/generated/prisma/client";
import {
  DEFAULT_RETRY_AFTER_MS,
  DeliveryError,
  deliver,
  idempotencyKey,
  retryAfterMs,
} from "@/lib/email/transport";
import { env } from "@/lib/env";
import { startFakeResend, type FakeResend } from "../helpers/fake-resend";

const message = (id: string, resentAt: Date | null = null): EmailMessage => ({
  id,
  to: "customer@example.com",
  subject: "Booking confirmed",
  html: "<p>hi</p>",
  text: "hi",
  attachments: [
    { filename: "appointment.ics", contentType: "text/calendar; charset=utf-8", content: "QkVH" },
  ],
  template: "booking-confirmation",
  status: "sending",
  attempts: 0,
  lastError: null,
  nextAttemptAt: new Date(),
  firstAttemptAt: new Date(),
  resentAt,
  providerId: null,
  sentAt: null,
  createdAt: new Date(),
});

const VARIABLES = ["RESEND_API_KEY", "RESEND_BASE_URL", "EMAIL_DELIVERY", "EMAIL_DELIVERY_LOG"] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
let dir: string;
let resend: FakeResend;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "email-transport-"));
  resend = await startFakeResend();
});

afterEach(async () => {
  await resend.close();
  rmSync(dir, { recursive: true, force: true });
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

const useResend = () => {
  process.env.RESEND_API_KEY = "re_test_key";
  process.env.RESEND_BASE_URL = resend.url;
  process.env.EMAIL_DELIVERY = "resend";
};

it("sends through Resend's API with the key, the message and the outbox id as idempotency key", async () => {
  useResend();
  process.env.EMAIL_DELIVERY_LOG = path.join(dir, "deliveries.jsonl");
  await expect(deliver(message("6f1c1b1e-0000-4000-8000-000000000001"))).resolves.toEqual({
    outcome: "sent",
    providerId: "fake-1",
  });
  const [seen] = resend.requests;
  expect(seen).toMatchObject({
    key: "email-message/6f1c1b1e-0000-4000-8000-000000000001",
    authorization: "Bearer re_test_key",
    body: {
      to: "customer@example.com",
      subject: "Booking confirmed",
      headers: { "X-Entity-Ref-ID": "6f1c1b1e-0000-4000-8000-000000000001" },
      attachments: [
        { filename: "appointment.ics", content: "QkVH", content_type: "text/calendar; charset=utf-8" },
      ],
    },
  });
  // The record is for outbox mode only.
  expect(() => readFileSync(process.env.EMAIL_DELIVERY_LOG!, "utf8")).toThrow();
});

it("a resent message gets a new key, stable across its own retries", () => {
  const resentAt = new Date("2026-11-26T10:00:00Z");
  expect(idempotencyKey(message("a"))).toBe("email-message/a");
  expect(idempotencyKey(message("a", resentAt))).toBe(`email-message/a/resent-${resentAt.getTime()}`);
  expect(idempotencyKey(message("a", new Date(resentAt)))).toBe(idempotencyKey(message("a", resentAt)));
});

it("tells a permanent refusal from one worth retrying, and reads Retry-After", async () => {
  useResend();
  resend.plan(
    { kind: "status", status: 422, body: { name: "validation_error", message: "Invalid `to` field." } },
    { kind: "status", status: 500 },
    { kind: "status", status: 429, headers: { "retry-after": "7" } },
  );
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: DeliveryError) => error,
    );
  expect(await failure(deliver(message("m1")))).toMatchObject({
    kind: "permanent",
    message: "Resend answered 422: validation_error: Invalid `to` field.",
  });
  expect(await failure(deliver(message("m2")))).toMatchObject({ kind: "retry" });
  expect(await failure(deliver(message("m3")))).toMatchObject({ kind: "rate-limited", retryAfterMs: 7000 });

  const now = Date.parse("2026-11-26T10:00:00Z");
  expect(retryAfterMs(null)).toBe(DEFAULT_RETRY_AFTER_MS);
  expect(retryAfterMs("soon")).toBe(DEFAULT_RETRY_AFTER_MS);
  expect(retryAfterMs("Thu, 26 Nov 2026 10:02:00 GMT", now)).toBe(120_000);
  expect(retryAfterMs("999999")).toBe(60 * 60_000);
});

it("an unreachable provider is worth retrying", async () => {
  useResend();
  await resend.close();
  resend = await startFakeResend();
  process.env.RESEND_BASE_URL = "http://127.0.0.1:1";
  await expect(deliver(message("m4"))).rejects.toMatchObject({
    kind: "retry",
    message: expect.stringMatching(/^Resend could not be reached/),
  });
});

it("outbox mode holds every message (recorded in EMAIL_DELIVERY_LOG when set) and calls no provider", async () => {
  process.env.RESEND_API_KEY = "re_test_key";
  process.env.RESEND_BASE_URL = resend.url;
  process.env.EMAIL_DELIVERY = "outbox";
  process.env.EMAIL_DELIVERY_LOG = path.join(dir, "deliveries.jsonl");
  const log = jest.spyOn(console, "log").mockImplementation(() => {});
  expect(await deliver(message("6f1c1b1e-0000-4000-8000-000000000002"))).toEqual({ outcome: "held" });
  delete process.env.EMAIL_DELIVERY;
  delete process.env.RESEND_API_KEY;
  expect(env.emailDelivery).toBe("outbox");
  expect(await deliver(message("6f1c1b1e-0000-4000-8000-000000000003"))).toEqual({ outcome: "held" });
  log.mockRestore();

  const lines = readFileSync(process.env.EMAIL_DELIVERY_LOG, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  expect(lines).toEqual([
    expect.objectContaining({
      id: "6f1c1b1e-0000-4000-8000-000000000002",
      template: "booking-confirmation",
      pid: process.pid,
    }),
    expect.objectContaining({ id: "6f1c1b1e-0000-4000-8000-000000000003", pid: process.pid }),
  ]);
  expect(resend.requests).toEqual([]);
});

it("RESEND_BASE_URL: https, or http to this machine only", () => {
  for (const ok of [
    "https://api.resend.com",
    "http://127.0.0.1:4010",
    "http://localhost:4010",
    "http://[::1]:4010",
  ]) {
    process.env.RESEND_BASE_URL = ok;
    expect(env.resendBaseUrl).toBe(ok);
  }
  for (const bad of ["http://api.resend.com", "http://10.0.0.5:4010", "ftp://127.0.0.1", "not a url"]) {
    process.env.RESEND_BASE_URL = bad;
    expect(() => env.resendBaseUrl).toThrow(/RESEND_BASE_URL must be an https:\/\/ URL/);
  }
});
