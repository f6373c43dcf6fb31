/**
 * The upcoming painter-days one network and one mailbox can hold of the painters' calendar
 * (lib/security/limits.ts, PAINTER_DAY_CAPS).
 *
 * Only Date is frozen (at the start of this run), so every request of a test falls into
 * one rate-limit window however long the test takes; timers and the database run as usual.
 */
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { defaultRoomPaintOptions } from "@/lib/pricing/index.shared";
import { toDbDate } from "@/lib/scheduling/dates.shared";
import { PAINTER_DAY_CAPS } from "@/lib/security/limits";
import { emailKey } from "@/lib/security/rate-limit";
import { siteConfig } from "@/lib/site.shared";
import { createTestQuote } from "../helpers/fixtures";
import {
  bookFrom,
  day,
  errorOf,
  freePainters,
  freshLimitsForEachTest,
  newAddress,
  postQuoteFrom,
  quoteBody,
  SLOTS,
} from "../helpers/abuse-limits";

freshLimitsForEachTest();

/** A project of `days` days at the default 500 sq ft a day: one room with that much wall. */
const projectOf = (days: number) => ({
  rooms: [
    {
      type: "other",
      length: days * 12.5,
      width: days * 12.5,
      height: 10,
      paintWalls: true,
      paintOptions: { ...defaultRoomPaintOptions(), customerSupplies: true },
    },
  ],
});

describe("what one client can hold of the painters' calendar", () => {
  const PAINTERS = 10;

  it(`is at most ${PAINTER_DAY_CAPS.perAddress} upcoming painter-days per network, however many hours a script runs: with ${PAINTERS} painters, at most a seventh of next week`, async () => {
    await freePainters(PAINTERS);
    const attacker = newAddress();
    const nextWeek = Array.from({ length: 7 }, (_, i) => day(i + 1));
    const capacity = PAINTERS * nextWeek.length * SLOTS.length;
    // The hourly script of README → Security (how much of the calendar one client can hold): week-long projects (7 days at 500 sq ft a day), each
    // from a new e-mail and property, on every date and slot of next week. Hourly budgets are new
    // each hour (their buckets emptied, as a new hour would); what the network holds stays.
    const refusals: string[] = [];
    for (let hour = 0; hour < 3; hour++) {
      await db.rateLimitBucket.deleteMany();
      for (const date of nextWeek) {
        for (const slot of SLOTS) {
          const quoteResponse = await postQuoteFrom(
            attacker,
            quoteBody({
              ...projectOf(7),
              address: `${randomUUID().slice(0, 6)} Script Rd, Philadelphia, PA 19103`,
            }),
          );
          expect(quoteResponse.status).toBe(201);
          const quote = await quoteResponse.json();
          const booked = await bookFrom(attacker, { quoteId: quote.id, scheduledDate: date, timeSlot: slot });
          expect([201, 409, 429]).toContain(booked.status);
          if (booked.status === 409) refusals.push(await errorOf(booked));
        }
      }
    }
    expect(refusals).toContain(
      `Bookings from your network already hold as many upcoming painter days as we can book online (${PAINTER_DAY_CAPS.perAddress}). To schedule more, call us at ${siteConfig.phone} or e-mail ${siteConfig.email}.`,
    );
    const reserved = await db.slotReservation.count();
    const reservedNextWeek = await db.slotReservation.count({
      where: { date: { lte: toDbDate(nextWeek.at(-1)!) } },
    });
    expect(reserved).toBeLessThanOrEqual(PAINTER_DAY_CAPS.perAddress);
    expect(reservedNextWeek / capacity).toBeLessThanOrEqual(1 / 7);

    // A household elsewhere still books at once.
    const neighbour = await createTestQuote();
    expect(
      (await bookFrom(newAddress(), { quoteId: neighbour.id, scheduledDate: day(2), timeSlot: "morning" }))
        .status,
    ).toBe(201);

    // A cancelled booking gives its days back to the network.
    const held = await db.booking.findFirstOrThrow({ where: { clientNetwork: attacker } });
    await db.slotReservation.deleteMany({ where: { bookingId: held.id } });
    await db.booking.update({ where: { id: held.id }, data: { status: "cancelled" } });
    await db.rateLimitBucket.deleteMany();
    const again = await postQuoteFrom(attacker, quoteBody(projectOf(7)));
    expect(
      (
        await bookFrom(attacker, {
          quoteId: (await again.json()).id,
          scheduledDate: day(20),
          timeSlot: "morning",
        })
      ).status,
    ).toBe(201);
  });

  it(`is at most ${PAINTER_DAY_CAPS.perEmail} upcoming painter-days per mailbox, from any network and however it is written`, async () => {
    await freePainters(3, 60);
    const spellings = [
      "Victim.Owner@gmail.com",
      "victimowner+2@googlemail.com",
      "v.i.c.t.i.m.owner+3@Gmail.com",
    ];
    const statuses: number[] = [];
    let refusal = "";
    for (const [i, email] of spellings.entries()) {
      // 15-day projects: two hold 30 painter-days, under the cap of 3 upcoming bookings per e-mail.
      const quote = await createTestQuote({ email, wallSqFt: 15 * 500 });
      const booked = await bookFrom(newAddress(), {
        quoteId: quote.id,
        scheduledDate: day(1 + i * 16),
        timeSlot: "morning",
      });
      statuses.push(booked.status);
      if (booked.status === 409) refusal = await errorOf(booked);
    }
    expect(statuses).toEqual([201, 201, 409]);
    expect(refusal).toBe(
      `This e-mail address already holds as many upcoming painter days as we can book online (${PAINTER_DAY_CAPS.perEmail}). To schedule more, call us at ${siteConfig.phone} or e-mail ${siteConfig.email}.`,
    );
  });

  it("counts one mailbox in the database as emailKey does (the quote's emailKey is kept by a trigger)", async () => {
    const spellings = [
      "Plain@Example.com",
      "  spaced@example.com ",
      "tagged+news@example.com",
      "+onlytag@example.com",
      "first.last@gmail.com",
      "F.I.R.S.T.last+x@GoogleMail.com",
      "...@gmail.com",
      "two@at@example.com",
    ];
    for (const email of spellings) {
      const quote = await createTestQuote();
      const [row] = await db.$queryRaw<{ emailKey: string }[]>`
        UPDATE "Quote" SET email = ${email} WHERE id = ${quote.id}::uuid RETURNING "emailKey"`;
      expect([email, row?.emailKey]).toEqual([email, emailKey(email)]);
    }
  });
});
