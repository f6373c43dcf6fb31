/**
 * Invoices (docs/product.md §10): issued by the transaction that completes a job or cancels a booking
 * late, numbered without gaps, immutable once issued, e-mailed with a signed link to their page.
 */
import { adminBookingInclude, serializeAdminBooking } from "@/lib/admin/bookings";
import { cancelBooking } from "@/lib/bookings/manage";
import { updateJobStatus } from "@/lib/contractors/jobs";
import { db } from "@/lib/db";
import { nextDocumentNumber } from "@/lib/invoices/numbers";
import { createInvoiceToken, INVOICE_LINK_DAYS } from "@/lib/invoices/tokens";
import { loadInvoiceView } from "@/lib/invoices/view";
import { INVOICE_TEXTS } from "@/lib/invoices/texts.shared";
import { decimalToCents } from "@/lib/pricing/money.shared";
import { runSeed } from "@/lib/seed";
import { addDays, DAY_MS, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { book } from "../helpers/book";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { startedJob } from "../helpers/jobs";

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

const NUMBER = /^BW-(\d{4})-(\d{6})$/;
const sequenceOf = (number: string) => Number(NUMBER.exec(number)![2]);

async function complete(job: { painterId: string; job: { id: string } }) {
  await updateJobStatus(db, job.painterId, job.job.id, { status: "completed" });
}

describe("the job's invoice", () => {
  it("is issued when the painter completes the job, from the quote's server-side price, and e-mailed with its link", async () => {
    const started = await startedJob({ email: "invoice.me@example.com", wallSqFt: 600 });
    await complete(started);

    const invoice = await db.invoice.findFirstOrThrow({
      where: { bookingId: started.booking.id },
      include: { lines: { orderBy: { position: "asc" } } },
    });
    expect(invoice).toMatchObject({
      kind: "job",
      status: "open",
      billedEmail: "invoice.me@example.com",
      billedName: "Test Owner",
      contractorId: started.painterId,
    });
    expect(invoice.number).toMatch(NUMBER);
    expect(NUMBER.exec(invoice.number)![1]).toBe(todayInNewYork().slice(0, 4));
    const quote = await db.quote.findUniqueOrThrow({ where: { id: started.quote.id } });
    expect(decimalToCents(invoice.total)).toBe(decimalToCents(quote.totalCost));
    expect(decimalToCents(invoice.tax)).toBe(decimalToCents(quote.taxAmount));
    // The quote's breakdown, line for line, and the lines add up to the total.
    expect(invoice.lines.map((l) => l.kind)).toEqual(
      decimalToCents(quote.taxAmount) ? ["room", "tax"] : ["room"],
    );
    expect(invoice.lines[0]!.label).toBe("Living Room 1");
    expect(invoice.lines.reduce((s, l) => s + decimalToCents(l.amount), 0)).toBe(
      decimalToCents(invoice.total),
    );

    const email = await db.emailMessage.findFirstOrThrow({
      where: { to: "invoice.me@example.com", template: "invoice" },
    });
    expect(email.subject).toBe(`Invoice ${invoice.number} for your painting job`);
    // No Stripe key: no Pay button, the terms' way to pay instead.
    expect(email.text).toContain(INVOICE_TEXTS.payInPerson);
    expect(email.text).toContain("View your invoice");
    const token = /\/invoice\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(email.text)![1]!;
    const view = await loadInvoiceView(db, token);
    expect(view).toMatchObject({ number: invoice.number, status: "open", payOnline: false });
    expect(view!.due).toBe(view!.total);

    // The back office's booking carries it, beside the photos of the work.
    const adminBooking = serializeAdminBooking(
      await db.booking.findUniqueOrThrow({ where: { id: started.booking.id }, include: adminBookingInclude }),
    );
    expect(adminBooking.invoices).toEqual([
      {
        id: invoice.id,
        number: invoice.number,
        kind: "job",
        status: "open",
        totalCents: decimalToCents(invoice.total),
        dueCents: decimalToCents(invoice.total),
      },
    ]);
  });

  it("is issued once: the completion cannot be repeated, and a second issue finds the first", async () => {
    const started = await startedJob();
    await complete(started);
    await expect(complete(started)).rejects.toMatchObject({ status: 409 });
    expect(await db.invoice.count({ where: { bookingId: started.booking.id } })).toBe(1);
    expect(await db.emailMessage.count({ where: { to: started.quote.email, template: "invoice" } })).toBe(1);
  });

  it("cannot be changed once issued: lines and totals are refused by the database", async () => {
    const started = await startedJob();
    await complete(started);
    const invoice = await db.invoice.findFirstOrThrow({
      where: { bookingId: started.booking.id },
      include: { lines: true },
    });
    await expect(db.invoice.update({ where: { id: invoice.id }, data: { total: "1.00" } })).rejects.toThrow(
      /cannot be changed/,
    );
    await expect(
      db.invoiceLine.update({ where: { id: invoice.lines[0]!.id }, data: { amount: "1.00" } }),
    ).rejects.toThrow(/written once/);
    await expect(db.invoiceLine.delete({ where: { id: invoice.lines[0]!.id } })).rejects.toThrow(
      /written once/,
    );
    // The balance may move (lib/invoices/balance.ts is its writer).
    await db.invoice.update({ where: { id: invoice.id }, data: { status: "paid", paidAt: new Date() } });
  });
});

describe("the late-cancellation fee's invoice", () => {
  async function bookedWithPainter(offset: number, email: string) {
    const date = addDays(todayInNewYork(), offset);
    await createContractor({ areas: [["Philadelphia", 1]], availability: { [date]: ["morning"] } });
    const quote = await createTestQuote({ email });
    const response = await book({ quoteId: quote.id, scheduledDate: date, timeSlot: "morning" });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; scheduledDate: string };
  }

  it("is issued for $100 with the cancellation that owes it; a free cancellation issues none", async () => {
    const late = await bookedWithPainter(44, "late.fee@example.com");
    const free = await bookedWithPainter(46, "free.cancel@example.com");
    const nineAmOf = (date: string) => new Date(`${date}T14:00:00Z`); // 09:00 EST; 10:00 in summer
    await cancelBooking(
      db,
      late.id,
      { email: "late.fee@example.com" },
      new Date(nineAmOf(late.scheduledDate).getTime() - 20 * 3_600_000),
    );
    await cancelBooking(db, free.id, { email: "free.cancel@example.com" });

    const fee = await db.invoice.findFirstOrThrow({
      where: { bookingId: late.id },
      include: { lines: true },
    });
    expect(fee).toMatchObject({ kind: "cancellation_fee", status: "open" });
    expect(decimalToCents(fee.total)).toBe(10_000);
    expect(decimalToCents(fee.tax)).toBe(0);
    expect(fee.lines).toHaveLength(1);
    expect(fee.lines[0]!.label).toMatch(/^Late cancellation fee \(appointment of /);
    expect(
      await db.emailMessage.findFirstOrThrow({ where: { to: "late.fee@example.com", template: "invoice" } }),
    ).toMatchObject({ subject: `Invoice ${fee.number}: late cancellation fee` });
    expect(await db.invoice.count({ where: { bookingId: free.id } })).toBe(0);
  });
});

describe("invoice numbers", () => {
  it("never repeat or skip under 50 concurrent completions, a rolled-back issue included", async () => {
    const painter = await createContractor({ areas: [["Philadelphia", 1]] });
    const jobs: Awaited<ReturnType<typeof startedJob>>[] = [];
    for (let i = 0; i < 50; i++) jobs.push(await startedJob({ painterId: painter.id }));
    const before = await db.invoice.findMany({ select: { number: true } });

    // 50 completions at once: more than the pool's connections, so some wait, and one that waited
    // past the pool's limit is refused as overload (P2028; the route's 503) and sent again, as a
    // painter's phone does. What is checked is the numbers, not how the burst was served.
    const completeUntilServed = async (job: (typeof jobs)[number]) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await complete(job);
        } catch (error) {
          if ((error as { code?: string }).code !== "P2028" || attempt >= 25) throw error;
        }
      }
    };
    const results = await Promise.allSettled([
      ...jobs.map(completeUntilServed),
      // A transaction that takes a number and then fails: its number must be taken again, not lost.
      db.$transaction(async (tx) => {
        await nextDocumentNumber(tx, "BW", new Date());
        throw new Error("rolled back on purpose");
      }),
    ]);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(1);

    const numbers = (await db.invoice.findMany({ select: { number: true } }))
      .map((i) => i.number)
      .filter((n) => !before.some((b) => b.number === n));
    expect(numbers).toHaveLength(50);
    const year = todayInNewYork().slice(0, 4);
    expect(numbers.every((n) => n.startsWith(`BW-${year}-`))).toBe(true);
    // Per year: an invoice issued under another year's date (the fee test's cancellation) counts there.
    const all = [...before.map((b) => b.number), ...numbers]
      .filter((n) => n.startsWith(`BW-${year}-`))
      .map(sequenceOf)
      .sort((a, b) => a - b);
    // This year's invoices in this schema: 1, 2, 3, … with no hole and no repeat.
    expect(all).toEqual(all.map((_, i) => i + 1));
  });
});

describe("the invoice page's link", () => {
  it("opens only its own invoice, and not after a year", async () => {
    const started = await startedJob();
    await complete(started);
    const invoice = await db.invoice.findFirstOrThrow({ where: { bookingId: started.booking.id } });
    const token = createInvoiceToken(invoice.id, invoice.issuedAt);
    expect(await loadInvoiceView(db, token)).toMatchObject({ number: invoice.number });
    expect(await loadInvoiceView(db, `${token}x`)).toBeNull();
    expect(await loadInvoiceView(db, "not-a-token")).toBeNull();
    const later = new Date(invoice.issuedAt.getTime() + (INVOICE_LINK_DAYS + 1) * DAY_MS);
    expect(await loadInvoiceView(db, token, later)).toBeNull();
  });
});
