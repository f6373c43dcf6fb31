/**
 * The upcoming painter-days one network and one mailbox can hold of the painters' calendar
 * (lib/security/limits.ts, PAINTER_DAY_CAPS): booked at once (short projects), in holds that no
 * mailbox confirmed (lib/bookings/holds.ts), and per mailbox.
 *
 * Only Date is frozen (at the start of this run), so every request of a test falls into
 * one rate-limit window however long the test takes; timers and the database run as usual.
 */
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { defaultRoomPaintOptions } from "@/lib/pricing/index.shared";
import { toDbDate } from "@/lib/scheduling/dates.shared";
import { releaseExpiredHolds } from "@/lib/bookings/holds";
import {
  BOOKING_HOLD_MINUTES,
  HELD_PAINTER_DAYS_PER_ADDRESS_MESSAGE,
  LIMITS,
  PAINTER_DAY_CAPS,
} from "@/lib/security/limits";
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
  const nextWeek = () => Array.from({ length: 7 }, (_, i) => day(i + 1));
  /** A new hour: the hourly budgets start again; the daily one of holds (LIMITS.holdsPerAddress) does not. */
  const newHour = () =>
    db.rateLimitBucket.deleteMany({ where: { NOT: { key: { startsWith: "booking:hold:" } } } });

  /**
   * The hourly script of README → Security (how much of the calendar one client can hold): projects of
   * `days` days, each from a new e-mail and property, on every date and slot of next week, three hours
   * in a row from one network. Returns the 409 and 429 answers' messages.
   */
  async function hourlyScript(attacker: string, days: number) {
    const refusals: string[] = [];
    for (let hour = 0; hour < 3; hour++) {
      await newHour();
      for (const date of nextWeek()) {
        for (const slot of SLOTS) {
          const quoteResponse = await postQuoteFrom(
            attacker,
            quoteBody({
              ...projectOf(days),
              address: `${randomUUID().slice(0, 6)} Script Rd, Philadelphia, PA 19103`,
            }),
          );
          expect(quoteResponse.status).toBe(201);
          const quote = await quoteResponse.json();
          const booked = await bookFrom(attacker, { quoteId: quote.id, scheduledDate: date, timeSlot: slot });
          expect([201, 409, 429]).toContain(booked.status);
          if (booked.status !== 201) refusals.push(await errorOf(booked));
        }
      }
    }
    return refusals;
  }

  it(`books at once at most ${PAINTER_DAY_CAPS.perAddress} upcoming painter-days per network, however many hours a script runs: with ${PAINTERS} painters, at most 1/35 of next week`, async () => {
    await freePainters(PAINTERS);
    const attacker = newAddress();
    const capacity = PAINTERS * 7 * SLOTS.length;
    // One-day projects: under HOLD_FROM_PAINTER_DAYS, booked at once without any mailbox.
    const refusals = await hourlyScript(attacker, 1);
    expect(refusals).toContain(
      `Bookings from your network already hold as many upcoming painter days as we can book online (${PAINTER_DAY_CAPS.perAddress}). To schedule more, call us at ${siteConfig.phone} or e-mail ${siteConfig.email}.`,
    );
    const reserved = await db.slotReservation.count();
    const reservedNextWeek = await db.slotReservation.count({
      where: { date: { lte: toDbDate(nextWeek().at(-1)!) } },
    });
    expect(reserved).toBe(PAINTER_DAY_CAPS.perAddress);
    expect(reservedNextWeek / capacity).toBeLessThanOrEqual(6 / 210);
    expect(await db.booking.count({ where: { clientNetwork: attacker, status: "scheduled" } })).toBe(6);

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
    const again = await postQuoteFrom(attacker, quoteBody(projectOf(1)));
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

  it(`holds big projects only ${BOOKING_HOLD_MINUTES} minutes without a mailbox, at most ${LIMITS.holdsPerAddress.limit} a day per network: the week-long script holds at most 21 painter-days, for ${BOOKING_HOLD_MINUTES} minutes`, async () => {
    await freePainters(PAINTERS);
    const attacker = newAddress();
    const capacity = PAINTERS * 7 * SLOTS.length;
    // Week-long projects (7 days at 500 sq ft a day): each one a hold.
    const refusals = await hourlyScript(attacker, 7);
    expect(refusals).toContain(LIMITS.holdsPerAddress.message);
    // Its evening slots are colour consultations, one painter-day each, booked at once (under that cap).
    const booked = await db.booking.findMany({
      where: { clientNetwork: attacker },
      orderBy: { createdAt: "asc" },
    });
    const holds = booked.filter((b) => b.status === "pending");
    expect(holds.map((b) => b.estimatedDays)).toEqual(Array(LIMITS.holdsPerAddress.limit).fill(7));
    const atOnce = booked.filter((b) => b.status === "scheduled");
    expect(atOnce.reduce((days, b) => days + b.estimatedDays, 0)).toBeLessThanOrEqual(
      PAINTER_DAY_CAPS.perAddress,
    );
    expect(await db.jobAssignment.count({ where: { bookingId: { in: holds.map((b) => b.id) } } })).toBe(0);
    const heldNow = await db.slotReservation.count({ where: { bookingId: { in: holds.map((b) => b.id) } } });
    expect(heldNow).toBe(LIMITS.holdsPerAddress.limit * 7);
    expect(heldNow).toBeLessThanOrEqual(PAINTER_DAY_CAPS.heldPerAddress);
    expect((await db.slotReservation.count()) / capacity).toBeLessThanOrEqual((21 + 6) / 210);

    // Nobody confirmed from a mailbox: once the window is over, every day is free again, tick or not.
    jest.setSystemTime(Date.now() + (BOOKING_HOLD_MINUTES + 1) * 60_000);
    const neighbour = await createTestQuote({ wallSqFt: 7 * 500 });
    const neighbourBooking = await bookFrom(newAddress(), {
      quoteId: neighbour.id,
      scheduledDate: holds[0]!.scheduledDate.toISOString().slice(0, 10),
      timeSlot: holds[0]!.timeSlot,
    });
    expect(neighbourBooking.status).toBe(201);
    expect(await releaseExpiredHolds(db)).toBe(LIMITS.holdsPerAddress.limit);
    expect(await db.slotReservation.count({ where: { bookingId: { in: holds.map((b) => b.id) } } })).toBe(0);
    // What stays is what one network books at once without a mailbox.
    expect(
      await db.slotReservation.count({ where: { booking: { clientNetwork: attacker } } }),
    ).toBeLessThanOrEqual(PAINTER_DAY_CAPS.perAddress);
  });

  it(`holds at most ${PAINTER_DAY_CAPS.heldPerAddress} painter-days per network in live holds`, async () => {
    await freePainters(2, 60);
    const attacker = newAddress();
    const big = await (await postQuoteFrom(attacker, quoteBody(projectOf(30)))).json();
    expect(
      (await bookFrom(attacker, { quoteId: big.id, scheduledDate: day(1), timeSlot: "morning" })).status,
    ).toBe(201);
    const more = await (await postQuoteFrom(attacker, quoteBody(projectOf(3)))).json();
    const refused = await bookFrom(attacker, {
      quoteId: more.id,
      scheduledDate: day(1),
      timeSlot: "afternoon",
    });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe(
      HELD_PAINTER_DAYS_PER_ADDRESS_MESSAGE(PAINTER_DAY_CAPS.heldPerAddress),
    );
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
