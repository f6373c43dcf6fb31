/**
 * Painters' payouts and weekly statements (docs/product.md §10): the back office pays a painter for
 * completed jobs not paid before, for exactly what they earned; the painter's statement shows each
 * week's earned, paid and still owed.
 */
import { GET as getOwed } from "@/app/api/admin/payouts/route";
import { GET as getUnpaid, POST as postPayout } from "@/app/api/admin/contractors/[id]/payouts/route";
import { db } from "@/lib/db";
import { weeklyStatements, mondayOf } from "@/lib/payouts/statements";
import { decimalToCents } from "@/lib/pricing/money.shared";
import { addDays, todayInNewYork, toDbDate } from "@/lib/scheduling/dates.shared";
import { runSeed } from "@/lib/seed";
import { signInAdminForFile } from "../helpers/admin-session";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { params } from "../helpers/http";

const { send, get } = signInAdminForFile();

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

/** A job of `painterId` completed at `completedAt`, earning `earnings`. */
async function completedJob(painterId: string, earnings: string, completedAt = new Date()) {
  const quote = await createTestQuote();
  const booking = await db.booking.create({
    data: {
      quoteId: quote.id,
      status: "completed",
      scheduledDate: toDbDate(todayInNewYork(completedAt)),
      timeSlot: "morning",
      completedAt,
      assignments: {
        create: { contractorId: painterId, status: "completed", contractorEarnings: earnings, completedAt },
      },
    },
    include: { assignments: true },
  });
  return booking.assignments[0]!.id;
}

const pay = (painterId: string, body: unknown) =>
  postPayout(send(`/api/admin/contractors/${painterId}/payouts`, body, "POST"), params({ id: painterId }));

describe("payouts", () => {
  it("pay a painter's chosen jobs once, for exactly what they earned", async () => {
    const painter = await createContractor({ areas: [["Philadelphia", 1]] });
    const a = await completedJob(painter.id, "240.10");
    const b = await completedJob(painter.id, "180.05");
    const c = await completedJob(painter.id, "99.99");

    const unpaid = await (
      await getUnpaid(get(`/api/admin/contractors/${painter.id}/payouts`), params({ id: painter.id }))
    ).json();
    expect(unpaid.owedCents).toBe(24_010 + 18_005 + 9_999);
    expect(unpaid.jobs).toHaveLength(3);

    const today = todayInNewYork();
    const paid = await pay(painter.id, {
      paidOn: today,
      method: "bank_transfer",
      reference: "ACH 7781",
      jobIds: [a, b],
    });
    expect(paid.status).toBe(201);
    expect((await paid.json()).payout).toMatchObject({ amountCents: 42_015, jobs: 2 });
    const payout = await db.payout.findFirstOrThrow({
      where: { contractorId: painter.id },
      include: { items: true },
    });
    expect(decimalToCents(payout.amount)).toBe(42_015);
    expect(payout.items).toHaveLength(2);
    expect(await db.auditLog.count({ where: { entityId: painter.id, action: "payout.recorded" } })).toBe(1);

    // The same job again: refused, nothing written.
    const again = await pay(painter.id, { paidOn: today, method: "check", jobIds: [a, c] });
    expect(again.status).toBe(409);
    expect(await db.payout.count({ where: { contractorId: painter.id } })).toBe(1);

    const owed = await (await getOwed(get("/api/admin/payouts"), params({}))).json();
    expect(owed.painters.find((p: { contractorId: string }) => p.contractorId === painter.id)).toMatchObject({
      owedCents: 9_999,
      jobs: 1,
    });
  });

  it("refuse another painter's job, a future date and bad input with a 4xx", async () => {
    const painter = await createContractor({ areas: [["Philadelphia", 1]] });
    const other = await createContractor({ areas: [["Philadelphia", 1]] });
    const theirs = await completedJob(other.id, "100.00");
    const mine = await completedJob(painter.id, "100.00");
    expect(
      (await pay(painter.id, { paidOn: todayInNewYork(), method: "cash", jobIds: [theirs] })).status,
    ).toBe(409);
    expect(
      (await pay(painter.id, { paidOn: addDays(todayInNewYork(), 2), method: "cash", jobIds: [mine] }))
        .status,
    ).toBe(422);
    expect((await pay(painter.id, { paidOn: todayInNewYork(), method: "gold", jobIds: [mine] })).status).toBe(
      400,
    );
    expect((await pay(painter.id, { paidOn: todayInNewYork(), method: "cash", jobIds: [] })).status).toBe(
      400,
    );
    expect((await pay(painter.id, { paidOn: "2026-02-30", method: "cash", jobIds: [mine] })).status).toBe(
      400,
    );
    expect(await db.payout.count({ where: { contractorId: { in: [painter.id, other.id] } } })).toBe(0);
  });

  it("two payouts of the same job at once: one is recorded, the other refused", async () => {
    const painter = await createContractor({ areas: [["Philadelphia", 1]] });
    const job = await completedJob(painter.id, "150.00");
    const body = { paidOn: todayInNewYork(), method: "check", jobIds: [job] };
    const answers = await Promise.all([pay(painter.id, body), pay(painter.id, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await db.payoutItem.count({ where: { assignmentId: job } })).toBe(1);
  });

  it("mark a job paid out while a payout covers it, whoever writes the payout", async () => {
    const painter = await createContractor({ areas: [["Philadelphia", 1]] });
    const [a, b] = [await completedJob(painter.id, "80.00"), await completedJob(painter.id, "90.00")];
    const paidOut = async () =>
      Object.fromEntries(
        (await db.jobAssignment.findMany({ where: { id: { in: [a, b] } } })).map((j) => [j.id, j.paidOut]),
      );
    expect(await paidOut()).toEqual({ [a]: false, [b]: false });
    expect((await pay(painter.id, { paidOn: todayInNewYork(), method: "cash", jobIds: [a] })).status).toBe(
      201,
    );
    expect(await paidOut()).toEqual({ [a]: true, [b]: false });
    // An item moved to another job by hand, then the payout deleted (its items go with it): the flags follow.
    const item = await db.payoutItem.findUniqueOrThrow({ where: { assignmentId: a } });
    await db.payoutItem.update({ where: { id: item.id }, data: { assignmentId: b } });
    expect(await paidOut()).toEqual({ [a]: false, [b]: true });
    await db.payout.delete({ where: { id: item.payoutId } });
    expect(await paidOut()).toEqual({ [a]: false, [b]: false });
    const owed = await (await getOwed(get("/api/admin/payouts"), params({}))).json();
    expect(owed.painters.find((p: { contractorId: string }) => p.contractorId === painter.id)).toMatchObject({
      owedCents: 17_000,
      jobs: 2,
    });
  });
});

describe("weekly statements", () => {
  it("show each week's earned and paid, and what was owed at its end", async () => {
    const painter = await createContractor({ areas: [["Philadelphia", 1]] });
    const now = new Date();
    const thisMonday = mondayOf(todayInNewYork(now));
    const noonOf = (isoDate: string) => new Date(`${isoDate}T17:00:00Z`);
    // Long ago (before the 12 weeks shown): earned 50, never paid: owed from the start.
    await completedJob(painter.id, "50.00", noonOf(addDays(thisMonday, -7 * 20)));
    const lastWeekJob = await completedJob(painter.id, "200.00", noonOf(addDays(thisMonday, -5)));
    await completedJob(painter.id, "120.00", noonOf(thisMonday));
    expect(
      (await pay(painter.id, { paidOn: thisMonday, method: "bank_transfer", jobIds: [lastWeekJob] })).status,
    ).toBe(201);

    const weeks = await weeklyStatements(db, painter.id, now);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({
      weekOf: thisMonday,
      earnedCents: 12_000,
      paidCents: 20_000,
      jobs: 1,
      owedCents: 17_000,
    });
    expect(weeks[1]).toEqual({
      weekOf: addDays(thisMonday, -7),
      earnedCents: 20_000,
      paidCents: 0,
      jobs: 1,
      owedCents: 25_000,
    });
    expect(weeks[11]).toMatchObject({ earnedCents: 0, paidCents: 0, owedCents: 5_000 });
  });
});
