/**
 * The e-mail transport: Resend (mocked here) with the outbox id as idempotency
 * key, so a message retried after a crash is still sent once; without a key,
 * the optional delivery record the two-instance test counts.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { EmailMessage } from "@/lib/generated/prisma/client";
import { deliver } from "@/lib/email/transport";

const mockSend = jest.fn();
jest.mock("resend", () => ({ Resend: jest.fn().mockImplementation(() => ({ emails: { send: mockSend } })) }));

const message = (id: string): EmailMessage => ({
  id,
  to: "customer@example.com",
  subject: "Booking confirmed",
  html: "<p>hi</p>",
  text: "hi",
  attachments: null,
  template: "booking-confirmation",
  status: "sending",
  attempts: 0,
  lastError: null,
  nextAttemptAt: new Date(),
  providerId: null,
  sentAt: null,
  createdAt: new Date(),
});

const saved = { key: process.env.RESEND_API_KEY, log: process.env.EMAIL_DELIVERY_LOG };
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "email-transport-"));
  mockSend.mockReset();
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  for (const [name, value] of [
    ["RESEND_API_KEY", saved.key],
    ["EMAIL_DELIVERY_LOG", saved.log],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

it("sends through Resend with the outbox id as idempotency key", async () => {
  process.env.RESEND_API_KEY = "re_test_key";
  process.env.EMAIL_DELIVERY_LOG = path.join(dir, "deliveries.jsonl");
  mockSend.mockResolvedValue({ data: { id: "resend-1" }, error: null });

  await expect(deliver(message("6f1c1b1e-0000-4000-8000-000000000001"))).resolves.toEqual({
    providerId: "resend-1",
  });
  expect(mockSend).toHaveBeenCalledWith(
    expect.objectContaining({
      to: "customer@example.com",
      headers: { "X-Entity-Ref-ID": "6f1c1b1e-0000-4000-8000-000000000001" },
    }),
    { idempotencyKey: "email-message/6f1c1b1e-0000-4000-8000-000000000001" },
  );
  // The record is for the key-less development transport only.
  expect(() => readFileSync(process.env.EMAIL_DELIVERY_LOG!, "utf8")).toThrow();
});

it("without a Resend key, records every delivery in EMAIL_DELIVERY_LOG when set", async () => {
  delete process.env.RESEND_API_KEY;
  process.env.EMAIL_DELIVERY_LOG = path.join(dir, "deliveries.jsonl");
  const log = jest.spyOn(console, "log").mockImplementation(() => {});
  await deliver(message("6f1c1b1e-0000-4000-8000-000000000002"));
  await deliver(message("6f1c1b1e-0000-4000-8000-000000000003"));
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
  expect(mockSend).not.toHaveBeenCalled();
});
