/**
 * The back office's price changes on a booking (docs/product.md §10, issue 41): extra work or a
 * discount with its reason, only before the job is done and never below $0.00, in the audit log, the
 * painter's share following at the commission rate, and each change its own line of the invoice the
 * completion issues (the invoice page, its e-mail and the accountant's CSV).
 */
import { randomUUID } from "node:crypto";
import { PUT as adminUpdateBooking } from "@/app/api/admin/bookings/[bookingId]/route";
import { POST as changePrice } from "@/app/api/admin/bookings/[bookingId]/price-changes/route";
import { GET as adminBookings } from "@/app/api/admin/bookings/route";
import { GET as adminInvoicesExport } from "@/app/api/admin/invoices/export/route";
import { startSession } from "@/lib/auth/sessions";
import { contractorEarningsCents } from "@/lib/bookings/lifecycle.shared";
import { updateJobStatus } from "@/lib/contractors/jobs";
import { db } from "@/lib/db";
import { loadInvoiceView } from "@/lib/invoices/view";
import { decimalToCents, formatUsd } from "@/lib/pricing/money.shared";
import { loadPricingConfig } from "@/lib/pricing/repository";
import { addDays, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { signInAdminForFile } from "../helpers/admin-session";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { jsonRequest, params } from "../helpers/http";
import { startedJob } from "../helpers/jobs";

const { send, get } = signInAdminForFile();

const path = (bookingId: string) => `/api/admin/bookings/${bookingId}/price-changes`;
const change = (bookingId: string, body: unknown, headers?: Record<string, string>) =>
  changePrice(send(path(bookingId), body, "POST", headers), params({ bookingId }));

interface Answer {
  error?: string;
  code?: string;
  details?: { fields?: Record<string, string[]> };
  priceChange?: { id: string; amount: number; reason: string; earningsChange: number };
  booking?: {
    financials: { quotedTotal: number; priceChanges: number; totalCost: number; contractorEarnings: number };
    priceChanges: { amount: number; reason: string }[];
  };
}
const answer = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Answer,
});

/** A scheduled booking with no painter, straight in the database. */
async function scheduledBooking(status: "scheduled" | "cancelled" = "scheduled") {
  const quote = await createTestQuote();
  return db.booking.create({
    data: {
      quoteId: quote.id,
      status,
      scheduledDate: toDbDate(addDays(todayInNewYork(), 20)),
      timeSlot: "morning",
      ...(status === "cancelled" ? { cancelledAt: new Date() } : {}),
    },
    include: { quote: true },
  });
}

const complete = (job: { painterId: string; job: { id: string } }) =>
  updateJobStatus(db, job.painterId, job.job.id, { status: "completed" });

const changesOf = (bookingId: string) => db.bookingPriceChange.count({ where: { bookingId } });

describe("who may change a price", () => {
  it("the back office only: a painter's session is refused (403), no session too (401), and nothing is written", async () => {
    const { booking, painterId } = await startedJob();
    const painter = await startSession(db, { role: "contractor", contractorId: painterId });
    const body = { amount: "50.00", reason: "Extra closet" };
    expect((await change(booking.id, body, { authorization: `Bearer ${painter.token}` })).status).toBe(403);
    expect(
      (await changePrice(jsonRequest(path(booking.id), body, "POST"), params({ bookingId: booking.id })))
        .status,
    ).toBe(401);
    expect(await changesOf(booking.id)).toBe(0);
  });
});

describe("what the back office sends", () => {
  it("refuses bad input with a 400 naming the field, an unknown booking with a 404, and writes nothing", async () => {
    const { booking } = await startedJob();
    const refused = async (body: unknown, field: string, text: RegExp) => {
      const { status, body: json } = await answer(await change(booking.id, body));
      expect(status).toBe(400);
      expect(json.code).toBe("invalid_request");
      expect(json.details?.fields?.[field]?.join(" ")).toMatch(text);
    };
    await refused({ amount: "0", reason: "Nothing" }, "amount", /cannot be \$0\.00/);
    await refused({ amount: "-0.00", reason: "Nothing" }, "amount", /cannot be \$0\.00/);
    await refused({ amount: "12.345", reason: "Too precise" }, "amount", /dollars and cents/);
    await refused({ amount: "abc", reason: "Not money" }, "amount", /dollars and cents/);
    await refused({ amount: "", reason: "Blank" }, "amount", /dollars and cents/);
    await refused({ reason: "No amount" }, "amount", /required/);
    await refused({ amount: "1000000.01", reason: "Too much" }, "amount", /at most \$1,000,000\.00/);
    await refused({ amount: "50.00" }, "reason", /required/);
    await refused({ amount: "50.00", reason: "  ab  " }, "reason", /at least 3/);
    await refused({ amount: "50.00", reason: "x".repeat(201) }, "reason", /at most 200/);
    await refused({ amount: "50.00", reason: "Extra", clientRef: "nope" }, "clientRef", /UUID/);

    const badId = await changePrice(send(path("not-an-id"), { amount: "5", reason: "Extra" }), {
      params: Promise.resolve({ bookingId: "not-an-id" }),
    });
    expect(badId.status).toBe(400);
    const unknown = randomUUID();
    const missing = await answer(await change(unknown, { amount: "5.00", reason: "Extra" }));
    expect(missing).toMatchObject({ status: 404, body: { error: "Booking not found" } });
    expect(await changesOf(booking.id)).toBe(0);
  });

  it("reads signs, dollar signs, commas and a typed minus; the reason on one line, 200 characters fit", async () => {
    const booking = await scheduledBooking();
    const quoted = decimalToCents(booking.quote.totalCost);
    for (const [amount, cents] of [
      ["+1,200", 120_000],
      ["-$25.50", -2_550],
      ["−10", -1_000],
      [7.5, 750],
    ] as const) {
      const { status, body } = await answer(await change(booking.id, { amount, reason: "Line\n  two" }));
      expect(status).toBe(201);
      expect(body.priceChange).toMatchObject({ amount: cents / 100, reason: "Line two" });
    }
    const long = await answer(await change(booking.id, { amount: "1", reason: "y".repeat(200) }));
    expect(long.status).toBe(201);
    expect(long.body.booking!.financials).toMatchObject({
      quotedTotal: quoted / 100,
      priceChanges: (120_000 - 2_550 - 1_000 + 750 + 100) / 100,
      totalCost: (quoted + 120_000 - 2_550 - 1_000 + 750 + 100) / 100,
    });
  });
});

describe("when a price may change", () => {
  it("not once the booking is completed (409: its invoice is issued), nor when cancelled, nor reopened after its invoice", async () => {
    const started = await startedJob();
    await complete(started);
    const done = await answer(await change(started.booking.id, { amount: "50.00", reason: "Too late" }));
    expect(done.status).toBe(409);
    expect(done.body.error).toMatch(
      /^Invoice BW-\d{4}-\d{6} is already issued for this booking: correct it with a credit note\.$/,
    );

    // Reopened by the back office (a job marked done by mistake): the invoice stays as issued.
    const reopened = await adminUpdateBooking(
      send(`/api/admin/bookings/${started.booking.id}`, { status: "in_progress" }, "PUT"),
      params({ bookingId: started.booking.id }),
    );
    expect(reopened.status).toBe(200);
    expect((await change(started.booking.id, { amount: "50.00", reason: "Too late" })).status).toBe(409);

    const cancelled = await scheduledBooking("cancelled");
    const refused = await answer(await change(cancelled.id, { amount: "-20.00", reason: "Goodwill" }));
    expect(refused).toMatchObject({
      status: 409,
      body: { error: "A cancelled booking's price cannot be changed.", code: "conflict" },
    });
    expect(await changesOf(started.booking.id)).toBe(0);
    expect(await changesOf(cancelled.id)).toBe(0);
  });

  it("never below $0.00: a discount of the whole price is taken, a cent more is refused (409)", async () => {
    const booking = await scheduledBooking();
    const quoted = decimalToCents(booking.quote.totalCost);
    await change(booking.id, { amount: "40.00", reason: "Extra closet" });
    const over = await answer(
      await change(booking.id, { amount: `-${((quoted + 4_000 + 1) / 100).toFixed(2)}`, reason: "Free job" }),
    );
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(
      `That would take the price below $0.00: at most ${formatUsd(quoted + 4_000)} can be taken off.`,
    );
    const all = await answer(
      await change(booking.id, { amount: `-${((quoted + 4_000) / 100).toFixed(2)}`, reason: "Free job" }),
    );
    expect(all.status).toBe(201);
    expect(all.body.booking!.financials.totalCost).toBe(0);
    expect(await changesOf(booking.id)).toBe(2);
  });
});

describe("a price change", () => {
  it("is in the audit log, and sent again with its clientRef is one change (200 the second time)", async () => {
    const booking = await scheduledBooking();
    const clientRef = randomUUID();
    const body = { amount: "-30.00", reason: "Customer moved the furniture", clientRef };
    const first = await answer(await change(booking.id, body));
    expect(first.status).toBe(201);
    const again = await answer(await change(booking.id, body));
    expect(again.status).toBe(200);
    expect(again.body.priceChange!.id).toBe(first.body.priceChange!.id);
    expect(await changesOf(booking.id)).toBe(1);

    const other = await scheduledBooking();
    expect((await change(other.id, body)).status).toBe(422);
    expect(await changesOf(other.id)).toBe(0);

    const entries = await db.auditLog.findMany({
      where: { entity: "Booking", entityId: booking.id, action: "booking.price_changed" },
    });
    expect(entries).toHaveLength(1);
    const quoted = decimalToCents(booking.quote.totalCost);
    expect(entries[0]).toMatchObject({
      actor: "admin",
      before: { totalCents: quoted },
      after: {
        priceChangeId: first.body.priceChange!.id,
        amountCents: -3_000,
        reason: "Customer moved the furniture",
        totalCents: quoted - 3_000,
      },
    });
  });

  it("is written once: the database refuses to edit it", async () => {
    const booking = await scheduledBooking();
    const { body } = await answer(await change(booking.id, { amount: "10.00", reason: "Extra" }));
    await expect(
      db.bookingPriceChange.update({ where: { id: body.priceChange!.id }, data: { amount: "1.00" } }),
    ).rejects.toThrow(/written once/);
  });

  it("moves the painter's share by the commission rate × the change; with no painter it moves nothing", async () => {
    const started = await startedJob();
    const { contractorCommissionRate } = await loadPricingConfig(db);
    const before = decimalToCents(started.job.contractorEarnings);
    const extra = await answer(
      await change(started.booking.id, { amount: "120.00", reason: "Extra closet" }),
    );
    const extraShare = contractorEarningsCents(12_000, contractorCommissionRate);
    expect(extraShare).toBeGreaterThan(0);
    expect(extra.body.priceChange!.earningsChange).toBe(extraShare / 100);
    const discount = await answer(await change(started.booking.id, { amount: "-45.00", reason: "Discount" }));
    const discountShare = contractorEarningsCents(-4_500, contractorCommissionRate);
    expect(discount.body.priceChange!.earningsChange).toBe(discountShare / 100);
    const job = await db.jobAssignment.findUniqueOrThrow({ where: { id: started.job.id } });
    expect(decimalToCents(job.contractorEarnings)).toBe(before + extraShare + discountShare);
    expect(discount.body.booking!.financials.contractorEarnings).toBe(
      (before + extraShare + discountShare) / 100,
    );
    // The analytics' copy on the booking row follows (a trigger).
    const row = await db.booking.findUniqueOrThrow({ where: { id: started.booking.id } });
    expect(decimalToCents(row.currentEarnings)).toBe(before + extraShare + discountShare);

    const unassigned = await scheduledBooking();
    const none = await answer(await change(unassigned.id, { amount: "60.00", reason: "Extra door" }));
    expect(none.body.priceChange!.earningsChange).toBe(0);
  });

  it("a painter's share never goes below $0.00 when the whole price is taken off", async () => {
    const started = await startedJob();
    // Earnings fixed at assignment at a lower rate than today's: the rate × the discount is more.
    await db.jobAssignment.update({ where: { id: started.job.id }, data: { contractorEarnings: "10.00" } });
    const total = decimalToCents(started.quote.totalCost);
    const { body } = await answer(
      await change(started.booking.id, { amount: `-${(total / 100).toFixed(2)}`, reason: "Warranty redo" }),
    );
    expect(body.priceChange!.earningsChange).toBe(-10);
    const job = await db.jobAssignment.findUniqueOrThrow({ where: { id: started.job.id } });
    expect(decimalToCents(job.contractorEarnings)).toBe(0);
  });

  it("is listed with the booking in the back office's list", async () => {
    const booking = await scheduledBooking();
    await change(booking.id, { amount: "15.00", reason: "Extra outlet covers" });
    const list = await adminBookings(get(`/api/admin/bookings?q=${booking.quote.email}`), params({}));
    const row = (await list.json()).bookings.find((b: { id: string }) => b.id === booking.id);
    expect(row.priceChanges).toEqual([
      expect.objectContaining({ amount: 15, reason: "Extra outlet covers", earningsChange: 0 }),
    ]);
    expect(row.financials.totalCost).toBe((decimalToCents(booking.quote.totalCost) + 1_500) / 100);
  });
});

describe("the invoice the completion issues", () => {
  it("has a line per change after the tax, the total is the quote's and the changes', and its page, e-mail and CSV show them", async () => {
    const started = await startedJob({ email: "changed.price@example.com" });
    await change(started.booking.id, { amount: "120.00", reason: "Extra closet painted" });
    await change(started.booking.id, { amount: "-50.00", reason: "Repeat customer discount" });
    await complete(started);

    const invoice = await db.invoice.findFirstOrThrow({
      where: { bookingId: started.booking.id, kind: "job" },
      include: { lines: { orderBy: { position: "asc" } } },
    });
    const quote = await db.quote.findUniqueOrThrow({ where: { id: started.quote.id } });
    const quoted = decimalToCents(quote.totalCost);
    expect(decimalToCents(invoice.total)).toBe(quoted + 7_000);
    expect(decimalToCents(invoice.subtotal)).toBe(decimalToCents(quote.subtotal));
    expect(decimalToCents(invoice.tax)).toBe(decimalToCents(quote.taxAmount));
    expect(invoice.lines.reduce((s, l) => s + decimalToCents(l.amount), 0)).toBe(
      decimalToCents(invoice.total),
    );
    expect(invoice.lines.slice(-2).map((l) => [l.kind, l.label, l.amount.toFixed(2)])).toEqual([
      ["adjustment", "Price change: Extra closet painted", "120.00"],
      ["adjustment", "Price change: Repeat customer discount", "-50.00"],
    ]);
    expect(invoice.lines.filter((l) => l.kind === "adjustment")).toHaveLength(2);

    const email = await db.emailMessage.findFirstOrThrow({
      where: { to: "changed.price@example.com", template: "invoice" },
    });
    expect(email.text).toContain("Price change: Extra closet painted");
    expect(email.text).toContain("$120.00");
    expect(email.text).toContain("Price change: Repeat customer discount");
    expect(email.text).toContain("-$50.00");
    expect(email.text).toContain(formatUsd(quoted + 7_000));

    const token = /\/invoice\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(email.text)![1]!;
    const view = await loadInvoiceView(db, token);
    expect(view!.total).toBe(formatUsd(quoted + 7_000));
    expect(view!.due).toBe(formatUsd(quoted + 7_000));
    expect(view!.lines.filter((l) => l.kind === "adjustment")).toEqual([
      { kind: "adjustment", label: "Price change: Extra closet painted", amount: "$120.00" },
      { kind: "adjustment", label: "Price change: Repeat customer discount", amount: "-$50.00" },
    ]);

    const csv = await (
      await adminInvoicesExport(get(`/api/admin/invoices/export?q=${invoice.number}`), params({}))
    ).text();
    const [header, row] = csv.trim().split("\r\n");
    // Quoted fields (the address) hold commas.
    const fields = (line: string) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, ""));
    const columns = fields(header!);
    const cells = fields(row!);
    const cell = (name: string) => cells[columns.indexOf(name)];
    expect(cell("Invoice")).toBe(invoice.number);
    expect(cell("Price Changes")).toBe("70.00");
    expect(cell("Total")).toBe(invoice.total.toFixed(2));
    const centsOf = (name: string) => Math.round(Number(cell(name)) * 100);
    expect(centsOf("Subtotal") + centsOf("Tax") + centsOf("Price Changes")).toBe(centsOf("Total"));

    // The painter is paid the share that followed the changes.
    const job = await db.jobAssignment.findUniqueOrThrow({ where: { id: started.job.id } });
    const { contractorCommissionRate } = await loadPricingConfig(db);
    expect(decimalToCents(job.contractorEarnings)).toBe(
      decimalToCents(started.job.contractorEarnings) +
        contractorEarningsCents(12_000, contractorCommissionRate) +
        contractorEarningsCents(-5_000, contractorCommissionRate),
    );
  });

  it("a job discounted to $0.00 is invoiced at $0.00, paid on issue", async () => {
    const started = await startedJob();
    const total = decimalToCents(started.quote.totalCost);
    await change(started.booking.id, { amount: `-${(total / 100).toFixed(2)}`, reason: "Warranty redo" });
    await complete(started);
    const invoice = await db.invoice.findFirstOrThrow({ where: { bookingId: started.booking.id } });
    expect(decimalToCents(invoice.total)).toBe(0);
    expect(invoice.status).toBe("paid");
  });

  it("a painter given the booking later earns the rate of the changed price", async () => {
    const date = addDays(todayInNewYork(), 30);
    const painter = await createContractor({
      areas: [["Philadelphia", 1]],
      availability: { [date]: ["morning"] },
    });
    const quote = await createTestQuote();
    const booking = await db.booking.create({
      data: { quoteId: quote.id, status: "cancelled", scheduledDate: toDbDate(date), timeSlot: "morning" },
    });
    // A price change while it was live, then cancelled, then reinstated by the back office.
    await db.bookingPriceChange.create({
      data: { bookingId: booking.id, amount: "200.00", reason: "Extra hallway", actor: "admin" },
    });
    const reinstated = await adminUpdateBooking(
      send(`/api/admin/bookings/${booking.id}`, { status: "scheduled" }, "PUT"),
      params({ bookingId: booking.id }),
    );
    expect(reinstated.status).toBe(200);
    const job = await db.jobAssignment.findFirstOrThrow({ where: { bookingId: booking.id } });
    expect(job.contractorId).toBe(painter.id);
    const { contractorCommissionRate } = await loadPricingConfig(db);
    expect(decimalToCents(job.contractorEarnings)).toBe(
      contractorEarningsCents(decimalToCents(quote.totalCost) + 20_000, contractorCommissionRate),
    );
  });
});
