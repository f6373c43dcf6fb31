/**
 * Money against an invoice (docs/product.md §10): the back office records payments and credit notes,
 * the painter records cash or check against their own job, the balance follows, overdue reminders
 * go once each, and the Payments list, totals and CSV show it all.
 */
import { POST as adminPay } from "@/app/api/admin/invoices/[id]/payments/route";
import { POST as adminCredit } from "@/app/api/admin/invoices/[id]/credit-notes/route";
import { GET as adminList } from "@/app/api/admin/invoices/route";
import { GET as adminExport } from "@/app/api/admin/invoices/export/route";
import { GET as adminTotals } from "@/app/api/admin/invoices/totals/route";
import { updateJobStatus } from "@/lib/contractors/jobs";
import { db } from "@/lib/db";
import { painterRecordPayment } from "@/lib/invoices/record";
import { queueDueInvoiceReminders } from "@/lib/invoices/reminders";
import { decimalToCents } from "@/lib/pricing/money.shared";
import { DAY_MS } from "@/lib/scheduling/dates.shared";
import { runSeed } from "@/lib/seed";
import { signInAdminForFile } from "../helpers/admin-session";
import { createContractor } from "../helpers/fixtures";
import { params } from "../helpers/http";
import { startedJob } from "../helpers/jobs";

const { send, get } = signInAdminForFile();

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

/** A completed job and its invoice. */
async function invoiced(options: Parameters<typeof startedJob>[0] = {}) {
  const started = await startedJob(options);
  await updateJobStatus(db, started.painterId, started.job.id, { status: "completed" });
  const invoice = await db.invoice.findFirstOrThrow({ where: { bookingId: started.booking.id } });
  return { ...started, invoice, totalCents: decimalToCents(invoice.total) };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);
const pay = (id: string, body: unknown) =>
  adminPay(send(`/api/admin/invoices/${id}/payments`, body, "POST"), params({ id }));
const credit = (id: string, body: unknown) =>
  adminCredit(send(`/api/admin/invoices/${id}/credit-notes`, body, "POST"), params({ id }));

describe("the back office records money", () => {
  it("a check in part, then the rest in cash: open until nothing is due, then paid, each in the audit log", async () => {
    const { invoice, totalCents } = await invoiced();
    const first = await pay(invoice.id, { method: "check", amount: dollars(10_000), checkNumber: "1042" });
    expect(first.status).toBe(201);
    expect((await first.json()).balance).toMatchObject({ status: "open", dueCents: totalCents - 10_000 });
    const rest = await pay(invoice.id, { method: "cash", amount: dollars(totalCents - 10_000) });
    expect((await rest.json()).balance).toMatchObject({ status: "paid", dueCents: 0 });
    const after = await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    expect(after.status).toBe("paid");
    expect(after.paidAt).not.toBeNull();
    expect(await db.auditLog.count({ where: { entityId: invoice.id, action: "payment.recorded" } })).toBe(2);
  });

  it("refuses bad input with a 4xx and writes nothing: more than is due, no check number, a bad amount", async () => {
    const { invoice, totalCents } = await invoiced();
    const over = await pay(invoice.id, { method: "cash", amount: dollars(totalCents + 1) });
    expect(over.status).toBe(422);
    expect((await over.json()).error).toMatch(/^That is more than is due on invoice BW-/);
    const noNumber = await pay(invoice.id, { method: "check", amount: "10.00" });
    expect(noNumber.status).toBe(400);
    expect(JSON.stringify(await noNumber.json())).toContain("Enter the check number");
    for (const amount of ["0", "-5", "12.345", "abc", ""]) {
      expect((await pay(invoice.id, { method: "cash", amount })).status).toBe(400);
    }
    expect((await pay("not-an-id", { method: "cash", amount: "1.00" })).status).toBe(400);
    expect(await db.payment.count({ where: { invoiceId: invoice.id } })).toBe(0);
  });

  it("a credit note lowers what is owed, numbered in its own series; credited in full the invoice is void", async () => {
    const { invoice, totalCents } = await invoiced();
    const answer = await credit(invoice.id, {
      amount: "50.00",
      reason: "Touch-up in the hallway not needed",
    });
    expect(answer.status).toBe(201);
    const body = await answer.json();
    expect(body.creditNote).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(body.balance).toMatchObject({ status: "open", dueCents: totalCents - 5_000 });
    expect((await credit(invoice.id, { amount: dollars(totalCents), reason: "Too much" })).status).toBe(422);
    const rest = await credit(invoice.id, {
      amount: dollars(totalCents - 5_000),
      reason: "Job redone for free",
    });
    expect((await rest.json()).balance).toMatchObject({ status: "void", dueCents: 0 });
    // The invoice itself is unchanged.
    expect(decimalToCents((await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).total)).toBe(
      totalCents,
    );
  });
});

describe("the painter records cash or check", () => {
  it("against their own completed job only; the phone's resend is one payment", async () => {
    const { invoice, painterId, job, totalCents } = await invoiced();
    const other = await createContractor({ areas: [["Philadelphia", 1]] });
    const clientRef = "5d0c5b8e-6a8e-4f57-9a0c-1f2d3e4c5b6a";
    const input = { method: "cash", amount: dollars(totalCents), clientRef };
    await expect(painterRecordPayment(db, other.id, job.id, input)).rejects.toMatchObject({ status: 404 });
    const first = await painterRecordPayment(db, painterId, job.id, input);
    const again = await painterRecordPayment(db, painterId, job.id, input);
    expect(first.repeated).toBe(false);
    expect(again).toMatchObject({ repeated: true, payment: { id: first.payment.id } });
    expect(await db.payment.count({ where: { invoiceId: invoice.id } })).toBe(1);
    expect(first.payment.recordedBy).toBe(`contractor:${painterId}`);
    expect(first.balance.status).toBe("paid");
    await expect(
      painterRecordPayment(db, painterId, job.id, { method: "card", amount: "1.00" }),
    ).rejects.toMatchObject({ name: "ZodError" });
  });

  it("not before the job is completed", async () => {
    const started = await startedJob();
    await expect(
      painterRecordPayment(db, started.painterId, started.job.id, { method: "cash", amount: "10.00" }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe("overdue reminders", () => {
  it("go at 7 and 14 days after issue, once each, never for a paid invoice", async () => {
    const { invoice } = await invoiced({ email: "slow.payer@example.com" });
    const paidOne = await invoiced({ email: "prompt.payer@example.com" });
    await pay(paidOne.invoice.id, { method: "cash", amount: dollars(paidOne.totalCents) });
    const day = (n: number) => new Date(invoice.issuedAt.getTime() + n * DAY_MS + 60_000);
    const reminders = (to: string) => db.emailMessage.count({ where: { to, template: "invoice-reminder" } });

    await queueDueInvoiceReminders(db, day(6));
    expect(await reminders("slow.payer@example.com")).toBe(0);
    await Promise.all([queueDueInvoiceReminders(db, day(7)), queueDueInvoiceReminders(db, day(7))]);
    expect(await reminders("slow.payer@example.com")).toBe(1);
    await queueDueInvoiceReminders(db, day(10));
    expect(await reminders("slow.payer@example.com")).toBe(1);
    await queueDueInvoiceReminders(db, day(14));
    await queueDueInvoiceReminders(db, day(30));
    expect(await reminders("slow.payer@example.com")).toBe(2);
    expect(await reminders("prompt.payer@example.com")).toBe(0);
  });
});

describe("the Payments list", () => {
  it("filters by status and number, pages by keyset, totals the month and exports the CSV", async () => {
    const a = await invoiced();
    const b = await invoiced();
    await pay(b.invoice.id, { method: "cash", amount: dollars(b.totalCents) });

    const list = async (query: string) =>
      (await adminList(get(`/api/admin/invoices?${query}`), params({}))).json();
    const open = await list("status=open&limit=100");
    expect(open.invoices.map((i: { id: string }) => i.id)).toContain(a.invoice.id);
    expect(open.invoices.map((i: { id: string }) => i.id)).not.toContain(b.invoice.id);
    const paid = await list(`q=${b.invoice.number}`);
    expect(paid.invoices).toHaveLength(1);
    expect(paid.invoices[0]).toMatchObject({ status: "paid", dueCents: 0, paidCents: b.totalCents });

    const first = await list("limit=1");
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(`limit=1&cursor=${first.nextCursor}`);
    expect(second.invoices[0].id).not.toBe(first.invoices[0].id);
    expect((await adminList(get("/api/admin/invoices?status=late"), params({}))).status).toBe(400);
    expect((await adminList(get("/api/admin/invoices?cursor=garbage"), params({}))).status).toBe(400);

    const totals = await (await adminTotals(get("/api/admin/invoices/totals"), params({}))).json();
    const all = await db.invoice.findMany({ select: { total: true } });
    const allPayments = await db.payment.findMany({ select: { amount: true } });
    expect(totals.months[0]).toMatchObject({
      invoices: all.length,
      invoicedCents: all.reduce((s, i) => s + decimalToCents(i.total), 0),
      collectedCents: allPayments.reduce((s, p) => s + decimalToCents(p.amount), 0),
    });

    const csv = await (await adminExport(get("/api/admin/invoices/export?status=paid"), params({}))).text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe(
      "Invoice,Kind,Issued,Service Date,Status,Customer,Email,Address,Subtotal,Tax,Price Changes,Total,Paid,Credited,Due,Paid On,Booking ID",
    );
    expect(lines.some((line) => line.startsWith(`${b.invoice.number},Job,`) && line.includes(",paid,"))).toBe(
      true,
    );
    expect(lines.some((line) => line.startsWith(`${a.invoice.number},`))).toBe(false);
  });
});
