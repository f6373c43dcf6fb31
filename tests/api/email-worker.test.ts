/**
 * The outbox worker with several app instances: every instance runs
 * deliverDueEmails on the same table, and each message must go out once.
 * The transport is replaced by a recorder so that the tests see every send.
 */
import { db } from "@/lib/db";
import type { EmailMessage } from "@/lib/generated/prisma/client";
import type { DeliveryResult } from "@/lib/email/transport";
import { deliverDueEmails } from "@/lib/email/worker";
import { queueTestEmails } from "../helpers/fixtures";

const mockDeliver = jest.fn<Promise<DeliveryResult>, [EmailMessage]>();
jest.mock("@/lib/email/transport", () => ({
  ...jest.requireActual("@/lib/email/transport"),
  deliver: (message: EmailMessage) => mockDeliver(message),
}));

const MINUTE = 60_000;

const queue = queueTestEmails;

/** A promise with its resolve/reject handles, to hold a delivery in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let errorLog: jest.SpyInstance;

beforeEach(async () => {
  await db.emailMessage.deleteMany();
  mockDeliver.mockReset();
  errorLog = jest.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => errorLog.mockRestore());

it("instances racing over the same queue deliver every message exactly once", async () => {
  const ids = await queue(40);
  const sends: string[] = [];
  mockDeliver.mockImplementation(async (message) => {
    sends.push(message.id);
    await new Promise((resolve) => setTimeout(resolve, 2));
    return { outcome: "sent", providerId: `provider-${message.id}` };
  });

  // Four "instances" read the same due messages at the same time and race to claim them.
  const sent = await Promise.all([1, 2, 3, 4].map(() => deliverDueEmails(db, { limit: 100 })));

  expect(sent.reduce((a, b) => a + b, 0)).toBe(40);
  expect([...sends].sort()).toEqual([...ids].sort());
  const rows = await db.emailMessage.findMany();
  expect(rows.every((row) => row.status === "sent" && row.providerId === `provider-${row.id}`)).toBe(true);
  expect(await deliverDueEmails(db, { now: new Date(Date.now() + 10 * MINUTE) })).toBe(0);
});

it("a failed delivery is retried after its backoff, by one instance only", async () => {
  const [id] = await queue(1);
  mockDeliver.mockRejectedValueOnce(new Error("provider down"));
  expect(await deliverDueEmails(db)).toBe(0);
  const failed = await db.emailMessage.findUniqueOrThrow({ where: { id } });
  expect(failed).toMatchObject({ status: "queued", attempts: 1, lastError: "provider down" });
  expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + MINUTE);

  mockDeliver.mockResolvedValue({ outcome: "sent", providerId: "provider-retry" });
  const later = new Date(failed.nextAttemptAt.getTime() + 1000);
  const sent = await Promise.all([
    deliverDueEmails(db, { now: later }),
    deliverDueEmails(db, { now: later }),
  ]);
  expect(sent[0] + sent[1]).toBe(1);
  expect(mockDeliver).toHaveBeenCalledTimes(2);
  expect(await db.emailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
    status: "sent",
    attempts: 1,
    providerId: "provider-retry",
  });
});

it("an instance whose lease ran out cannot undo the delivery another instance made meanwhile", async () => {
  const [id] = await queue(1);
  const slow = deferred<DeliveryResult>();
  const inProviderCall = deferred<void>();
  mockDeliver
    .mockImplementationOnce(() => {
      inProviderCall.resolve();
      return slow.promise;
    })
    .mockResolvedValueOnce({ outcome: "sent", providerId: "provider-b" });

  // Instance A claims the message and hangs in the provider call…
  const t0 = new Date();
  const first = deliverDueEmails(db, { now: t0 });
  // …which the test waits for as an event (the provider called), not by polling: and should A end
  // without calling it, the test fails at once.
  await Promise.race([
    inProviderCall.promise,
    first.then(() => {
      throw new Error("instance A finished without calling the provider");
    }),
  ]);
  expect((await db.emailMessage.findUniqueOrThrow({ where: { id } })).status).toBe("sending");
  // …while the message is claimed, nobody else takes it…
  expect(await deliverDueEmails(db, { now: new Date(t0.getTime() + MINUTE) })).toBe(0);
  // …until the lease has run out: instance B takes over and delivers it.
  expect(await deliverDueEmails(db, { now: new Date(t0.getTime() + 6 * MINUTE) })).toBe(1);

  // A's call finally fails: that must not put the delivered message back in the queue.
  slow.reject(new Error("timeout"));
  expect(await first).toBe(0);
  expect(await db.emailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
    status: "sent",
    attempts: 0,
    providerId: "provider-b",
  });
  expect(await deliverDueEmails(db, { now: new Date(t0.getTime() + 24 * 60 * MINUTE) })).toBe(0);
  expect(mockDeliver).toHaveBeenCalledTimes(2);
});

it("hands the transport the stored message as it is, attachments and dates included", async () => {
  const attachments = [
    {
      filename: "appointment.ics",
      contentType: "text/calendar; charset=utf-8",
      content: "QkVHSU46VkNBTEVOREFS",
    },
  ];
  const stored = await db.emailMessage.create({
    data: {
      to: "customer@example.com",
      subject: "Booking confirmed",
      html: "<p>hi</p>",
      text: "hi",
      template: "booking-confirmation",
      attachments,
    },
  });
  mockDeliver.mockResolvedValue({ outcome: "sent", providerId: "provider-1" });

  expect(await deliverDueEmails(db)).toBe(1);
  const [handed] = mockDeliver.mock.calls[0]!;
  expect(handed).toMatchObject({
    id: stored.id,
    to: stored.to,
    subject: stored.subject,
    html: stored.html,
    text: stored.text,
    attachments,
    status: "sending",
  });
  expect(handed.createdAt).toEqual(stored.createdAt);
  expect(handed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
});

it("outbox mode: a message the transport holds is marked held, never sent, and not taken again", async () => {
  const [id] = await queue(1);
  mockDeliver.mockResolvedValue({ outcome: "held" });
  expect(await deliverDueEmails(db)).toBe(0);
  expect(await db.emailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
    status: "held",
    sentAt: null,
    providerId: null,
  });
  expect(await deliverDueEmails(db, { now: new Date(Date.now() + 24 * 60 * MINUTE) })).toBe(0);
  expect(mockDeliver).toHaveBeenCalledTimes(1);
});
