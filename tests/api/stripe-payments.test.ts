/**
 * Card payments of invoices (docs/product.md §10, README → Card payments): the real `stripe` SDK
 * against a loopback stand-in of Stripe's API (tests/helpers/local-stripe.ts), which checks the
 * cents, currency, metadata and idempotency keys it is sent; webhooks signed with the SDK's own
 * test-header generator and verified by the route.
 */
import { POST as checkoutRoute } from "@/app/api/invoices/[token]/checkout/route";
import { POST as webhookRoute } from "@/app/api/payments/stripe-webhook/route";
import { POST as refundRoute } from "@/app/api/admin/payments/[id]/refunds/route";
import { updateJobStatus } from "@/lib/contractors/jobs";
import { db } from "@/lib/db";
import { recordPayment } from "@/lib/invoices/payments";
import { createInvoiceToken } from "@/lib/invoices/tokens";
import { loadInvoiceView } from "@/lib/invoices/view";
import { decimalToCents } from "@/lib/pricing/money.shared";
import { runSeed } from "@/lib/seed";
import { signInAdminForFile } from "../helpers/admin-session";
import { BASE, params } from "../helpers/http";
import { startedJob } from "../helpers/jobs";
import { startLocalStripe } from "../helpers/local-stripe";

const { send } = signInAdminForFile();
let stripe: Awaited<ReturnType<typeof startLocalStripe>>;
const saved = { ...process.env };

beforeAll(async () => {
  await runSeed(db, { demo: false });
  stripe = await startLocalStripe();
});
afterAll(async () => {
  await stripe.close();
});
beforeEach(() => {
  Object.assign(process.env, stripe.env);
  stripe.fail("none");
});
afterEach(() => {
  process.env = { ...saved };
});

async function openInvoice() {
  const started = await startedJob();
  await updateJobStatus(db, started.painterId, started.job.id, { status: "completed" });
  const invoice = await db.invoice.findFirstOrThrow({ where: { bookingId: started.booking.id } });
  return {
    invoice,
    token: createInvoiceToken(invoice.id, invoice.issuedAt),
    cents: decimalToCents(invoice.total),
  };
}

const pay = (token: string) =>
  checkoutRoute(
    new Request(`${BASE}/api/invoices/${token}/checkout`, {
      method: "POST",
      headers: {
        origin: BASE,
        "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      },
    }),
    params({ token }),
  );

const deliver = (event: unknown, signature?: string) => {
  const signedEvent = stripe.signed(event);
  return webhookRoute(
    new Request(`${BASE}/api/payments/stripe-webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature ?? signedEvent.signature },
      body: signedEvent.payload,
    }),
    params({}),
  );
};

const receipts = (invoiceId: string) =>
  db.invoice
    .findUniqueOrThrow({ where: { id: invoiceId } })
    .then((invoice) =>
      db.emailMessage.count({ where: { to: invoice.billedEmail, template: "payment-receipt" } }),
    );

/** The checkout session the stand-in made for the last Pay. */
async function checkedOut(token: string) {
  const answer = await pay(token);
  expect(answer.status).toBe(303);
  const location = answer.headers.get("location")!;
  expect(location).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_\\d+$`));
  return stripe.sessions.get(location.split("/").pop()!)!;
}

describe("Pay by card", () => {
  it("opens a Stripe Checkout for exactly what is due, in cents, with the invoice's metadata and an idempotency key", async () => {
    const { invoice, token, cents } = await openInvoice();
    await checkedOut(token);
    const sent = stripe.requests.at(-1)!;
    expect(sent.path).toBe("/v1/checkout/sessions");
    expect(sent.idempotencyKey).toBe(`checkout:${invoice.id}:${cents}:0`);
    expect(sent.form).toMatchObject({
      mode: "payment",
      customer_email: invoice.billedEmail,
      client_reference_id: invoice.id,
      metadata: { invoiceId: invoice.id, invoiceNumber: invoice.number, amountCents: String(cents) },
      line_items: { "0": { quantity: "1", price_data: { currency: "usd", unit_amount: String(cents) } } },
    });
    expect(String(sent.form.success_url)).toContain("/invoice/");
    // A double click is one session.
    const again = await pay(token);
    expect(again.headers.get("location")).toBe((await pay(token)).headers.get("location"));
    expect(
      new Set(
        stripe.requests.filter((r) => r.form.client_reference_id === invoice.id).map((r) => r.idempotencyKey),
      ).size,
    ).toBe(1);
    // The invoice page offers the button.
    expect(await loadInvoiceView(db, token)).toMatchObject({ payOnline: true, status: "open" });
  });

  it("leaves the invoice payable when Stripe is down: back to the page, nothing written", async () => {
    const { invoice, token } = await openInvoice();
    stripe.fail("error");
    const answer = await pay(token);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toMatch(/\/invoice\/[^?]+\?payment=unavailable$/);
    expect(await db.payment.count({ where: { invoiceId: invoice.id } })).toBe(0);
    expect((await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).status).toBe("open");
  });

  it("leads back to the invoice for a bad link or one with nothing due, without calling Stripe", async () => {
    const before = stripe.requests.length;
    expect((await pay("forged.token")).headers.get("location")).toMatch(/\/invoice\/forged\.token$/);
    const { invoice, token, cents } = await openInvoice();
    await db.$transaction((tx) =>
      recordPayment(tx, {
        invoiceId: invoice.id,
        method: "cash",
        amountCents: cents,
        receivedAt: new Date(),
        recordedBy: "admin",
      }),
    );
    expect((await pay(token)).headers.get("location")).not.toContain("/pay/");
    expect(stripe.requests.length).toBe(before);
  });
});

describe("the webhook", () => {
  it("refuses a body without Stripe's signature for our secret (400) and writes nothing", async () => {
    const { token } = await openInvoice();
    const session = await checkedOut(token);
    const event = stripe.pay(session.id);
    const forged = await deliver(event, "t=1,v1=deadbeef");
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: "Invalid Stripe signature" });
    expect(await db.stripeEvent.count({ where: { id: event.id } })).toBe(0);
  });

  it("marks the invoice paid and e-mails one receipt; the same event twice, and the async success after it, change nothing more", async () => {
    const { invoice, token, cents } = await openInvoice();
    const session = await checkedOut(token);
    const event = stripe.pay(session.id);
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ received: true, outcome: "recorded" });
    expect(await (await deliver(event)).json()).toMatchObject({ outcome: "repeated" });
    const late = stripe.eventFor(
      "checkout.session.async_payment_succeeded",
      stripe.sessions.get(session.id)!,
    );
    expect(await (await deliver(late)).json()).toMatchObject({ outcome: "already-recorded" });

    const paid = await db.invoice.findUniqueOrThrow({
      where: { id: invoice.id },
      include: { payments: true },
    });
    expect(paid.status).toBe("paid");
    expect(paid.payments).toHaveLength(1);
    expect(paid.payments[0]).toMatchObject({
      method: "card",
      recordedBy: "stripe",
      stripeCheckoutSessionId: session.id,
    });
    expect(decimalToCents(paid.payments[0]!.amount)).toBe(cents);
    expect(await receipts(invoice.id)).toBe(1);
    expect(await loadInvoiceView(db, token)).toMatchObject({
      status: "paid",
      payOnline: false,
      due: "$0.00",
    });
  });

  it("out of order: an expired or failed session after the success changes nothing; an unpaid completion records nothing", async () => {
    const { invoice, token } = await openInvoice();
    const session = await checkedOut(token);
    const unpaid = stripe.eventFor("checkout.session.completed", { ...session, payment_status: "unpaid" });
    expect(await (await deliver(unpaid)).json()).toMatchObject({ outcome: "ignored" });
    expect(await db.payment.count({ where: { invoiceId: invoice.id } })).toBe(0);
    await deliver(stripe.pay(session.id));
    for (const type of ["checkout.session.expired", "checkout.session.async_payment_failed"]) {
      expect(
        await (await deliver(stripe.eventFor(type, stripe.sessions.get(session.id)!))).json(),
      ).toMatchObject({
        outcome: "ignored",
      });
    }
    expect((await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).status).toBe("paid");
  });

  it("does not record an amount or a currency other than the checkout's, and flags it for the back office", async () => {
    const { invoice, token, cents } = await openInvoice();
    const session = await checkedOut(token);
    const paid = stripe.pay(session.id).data.object;
    const short = stripe.eventFor("checkout.session.completed", { ...paid, amount_total: cents - 100 });
    const euros = stripe.eventFor("checkout.session.completed", { ...paid, currency: "eur" });
    expect(await (await deliver(short)).json()).toMatchObject({ outcome: "amount_mismatch" });
    expect(await (await deliver(euros)).json()).toMatchObject({ outcome: "currency_mismatch" });
    expect(await db.payment.count({ where: { invoiceId: invoice.id } })).toBe(0);
    expect((await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).status).toBe("open");
    expect(
      (await db.auditLog.findMany({ where: { entityId: invoice.id }, select: { action: true } }))
        .map((a) => a.action)
        .sort(),
    ).toEqual(["payment.amount_mismatch", "payment.currency_mismatch"]);
  });
});

describe("refunds", () => {
  it("refund a card payment through Stripe (its payment intent, in cents, once per request) and lower what was paid", async () => {
    const { invoice, token, cents } = await openInvoice();
    const session = await checkedOut(token);
    await deliver(stripe.pay(session.id));
    const payment = await db.payment.findFirstOrThrow({ where: { invoiceId: invoice.id } });
    const refund = (body: unknown) =>
      refundRoute(
        send(`/api/admin/payments/${payment.id}/refunds`, body, "POST"),
        params({ id: payment.id }),
      );

    const answer = await refund({ amount: "50.00", reason: "Closet door left unpainted" });
    expect(answer.status).toBe(201);
    expect((await answer.json()).balance).toMatchObject({
      status: "open",
      dueCents: 5_000,
      paidCents: cents - 5_000,
    });
    const sent = stripe.requests.filter((r) => r.path === "/v1/refunds");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      idempotencyKey: `refund:${payment.id}:0:5000`,
      form: { payment_intent: stripe.sessions.get(session.id)!.payment_intent, amount: "5000" },
    });
    expect((await db.refund.findFirstOrThrow({ where: { paymentId: payment.id } })).stripeRefundId).toMatch(
      /^re_test_/,
    );

    expect((await refund({ amount: (cents / 100).toFixed(2), reason: "Too much" })).status).toBe(422);
    stripe.fail("error");
    const down = await refund({ amount: "10.00", reason: "Stripe is down" });
    expect(down.status).toBe(503);
    expect(await db.refund.count({ where: { paymentId: payment.id } })).toBe(1);
  });
});
