/**
 * The limits of the anonymous endpoints where abuse costs us (lib/security/limits.ts):
 * per address and per e-mail, and upcoming bookings per customer and per property (the
 * painter-days one client can hold: abuse-limits-calendar.test.ts).
 *
 * Only Date is frozen (at the start of this run), so every request of a test falls into
 * one rate-limit window however long the test takes; timers and the database run as usual.
 */
import { randomUUID } from "node:crypto";
import { POST as postInquiry } from "@/app/api/commercial-inquiries/route";
import { POST as postQuote } from "@/app/api/quotes/route";
import { POST as postPhoto } from "@/app/api/uploads/room-photos/route";
import { createBooking } from "@/lib/bookings/create";
import { db } from "@/lib/db";
import { MAX_JSON_BYTES } from "@/lib/http/respond";
import {
  BOOKING_HOLD_MINUTES,
  HOLD_FROM_PAINTER_DAYS,
  LIMITS,
  LIVE_BOOKING_CAPS,
  PAINTER_DAY_CAPS,
} from "@/lib/security/limits";
import { siteConfig } from "@/lib/site.shared";
import { createTestQuote } from "../helpers/fixtures";
import { jsonRequest, params, PNG_1X1 } from "../helpers/http";
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

describe("the limits in force", () => {
  it("are the documented defaults (README → Security, .env.example): nothing from a developer's environment", () => {
    const perWindow = Object.fromEntries(
      Object.entries(LIMITS).map(([name, rule]) => [name, [rule.limit, rule.windowMs / 60_000]]),
    );
    expect(perWindow).toEqual({
      quotesPerAddress: [30, 60],
      quotesPerEmail: [10, 60],
      bookingsPerAddress: [10, 60],
      bookingsPerEmail: [3, 60],
      photosPerAddress: [90, 60],
      jobPhotosPerAddress: [600, 60],
      bookingAccessPerAddress: [20, 15],
      bookingIdWrongEmails: [5, 24 * 60],
      bookingStatusPerAddress: [60, 15],
      commercialInquiriesPerAddress: [5, 60],
      commercialInquiriesPerEmail: [3, 60],
      registrationsPerAddress: [10, 60],
      registrationsPerEmail: [3, 60],
      signInLinksPerAddress: [10, 60],
      setPasswordPerAddress: [20, 15],
      calendarFeedsPerAddress: [300, 60],
      calendarFeedPerPainter: [30, 60],
      pushReceiptsPerAddress: [300, 60],
      holdsPerAddress: [3, 24 * 60],
    });
    expect(LIVE_BOOKING_CAPS).toEqual({ perEmail: 3, perPropertyAddress: 2 });
    expect(PAINTER_DAY_CAPS).toEqual({ perAddress: 6, heldPerAddress: 30, perEmail: 30 });
    expect([HOLD_FROM_PAINTER_DAYS, BOOKING_HOLD_MINUTES]).toEqual([3, 30]);
  });
});

describe("quotes", () => {
  it(`take ${LIMITS.quotesPerAddress.limit} per address an hour; the next is refused with a way out, and other addresses go on`, async () => {
    const office = newAddress();
    for (let i = 0; i < LIMITS.quotesPerAddress.limit; i++)
      expect((await postQuoteFrom(office, quoteBody())).status).toBe(201);
    const before = await db.quote.count();
    const refused = await postQuoteFrom(office, quoteBody());
    expect(refused.status).toBe(429);
    const message = await errorOf(refused);
    expect(message).toBe(LIMITS.quotesPerAddress.message);
    expect(message).toContain(siteConfig.phone);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await db.quote.count()).toBe(before);
    expect((await postQuoteFrom(newAddress(), quoteBody())).status).toBe(201);
  });

  it("count an IPv6 client's whole /64 as one address: a new address per request resets nothing", async () => {
    const host = (i: number) => `2001:db8:4a:7:${(i + 1).toString(16)}::1`;
    for (let i = 0; i < LIMITS.quotesPerAddress.limit; i++)
      expect((await postQuoteFrom(host(i), quoteBody())).status).toBe(201);
    expect((await postQuoteFrom(host(LIMITS.quotesPerAddress.limit), quoteBody())).status).toBe(429);
    // The next /64 is another client.
    expect((await postQuoteFrom("2001:db8:4a:8::1", quoteBody())).status).toBe(201);
  });

  it(`take ${LIMITS.quotesPerEmail.limit} per e-mail an hour, however the address is written and wherever they come from`, async () => {
    const email = `Repeat-${randomUUID()}@Example.com`;
    for (let i = 0; i < LIMITS.quotesPerEmail.limit; i++) {
      expect(
        (await postQuoteFrom(newAddress(), quoteBody({ email: i % 2 ? email.toLowerCase() : email }))).status,
      ).toBe(201);
    }
    const refused = await postQuoteFrom(newAddress(), quoteBody({ email: email.toUpperCase() }));
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toBe(LIMITS.quotesPerEmail.message);
  });

  it("count a mailbox's +tags and Gmail's dots as that mailbox: a new spelling per request resets nothing", async () => {
    const name = `victim${randomUUID().slice(0, 8)}`;
    const spelling = (i: number) => `${name.slice(0, 3)}.${name.slice(3)}+${i}@gmail.com`;
    for (let i = 0; i < LIMITS.quotesPerEmail.limit; i++)
      expect((await postQuoteFrom(newAddress(), quoteBody({ email: spelling(i) }))).status).toBe(201);
    expect((await postQuoteFrom(newAddress(), quoteBody({ email: `${name}@googlemail.com` }))).status).toBe(
      429,
    );
  });
});

describe("bookings", () => {
  it(`take ${LIMITS.bookingsPerAddress.limit} per address an hour, a shared office's worth; the next writes nothing`, async () => {
    await freePainters(2, 5);
    const office = newAddress();
    const dates = [1, 2, 3, 4, 5].flatMap((n) =>
      SLOTS.map((slot) => ({ scheduledDate: day(n), timeSlot: slot })),
    );
    for (let i = 0; i < LIMITS.bookingsPerAddress.limit; i++) {
      const quote = await createTestQuote();
      const booked = await bookFrom(office, { quoteId: quote.id, ...dates[i]! });
      expect(booked.status).toBe(201);
      // Cancelled at once: the painter-days the office holds (PAINTER_DAY_CAPS) stay out of the way of the hourly budget.
      await db.booking.update({ where: { id: (await booked.json()).id }, data: { status: "cancelled" } });
    }
    const quote = await createTestQuote();
    const bookings = await db.booking.count();
    const refused = await bookFrom(office, { quoteId: quote.id, ...dates[LIMITS.bookingsPerAddress.limit]! });
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toBe(LIMITS.bookingsPerAddress.message);
    expect(await db.booking.count()).toBe(bookings);
    expect(await db.emailMessage.count({ where: { to: quote.email } })).toBe(0);
  });

  it(`mail one e-mail address at most ${LIMITS.bookingsPerEmail.limit} times an hour, from any address`, async () => {
    await freePainters(1, 5);
    const email = `target-${randomUUID()}@example.com`;
    // Book and cancel, again and again: never more than the upcoming-bookings cap, and a mail each time.
    for (let i = 0; i < LIMITS.bookingsPerEmail.limit; i++) {
      const quote = await createTestQuote({ email });
      const booked = await bookFrom(newAddress(), {
        quoteId: quote.id,
        scheduledDate: day(i + 1),
        timeSlot: "morning",
      });
      expect(booked.status).toBe(201);
      await db.booking.update({ where: { id: (await booked.json()).id }, data: { status: "cancelled" } });
    }
    const quote = await createTestQuote({ email });
    const refused = await bookFrom(newAddress(), {
      quoteId: quote.id,
      scheduledDate: day(5),
      timeSlot: "morning",
    });
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toBe(LIMITS.bookingsPerEmail.message);
    expect(await db.emailMessage.count({ where: { to: email } })).toBe(LIMITS.bookingsPerEmail.limit);
  });

  it(`let one e-mail address hold ${LIVE_BOOKING_CAPS.perEmail} upcoming bookings, and say whom to call for more`, async () => {
    await freePainters(1, 10);
    const email = `busy-${randomUUID()}@example.com`;
    const hoursAgo = (n: number) => new Date(Date.now() - n * 60 * 60_000);
    // Booked over the past hours: the hourly limit is not what stops the next one.
    const held = [];
    for (let i = 0; i < LIVE_BOOKING_CAPS.perEmail; i++) {
      const quote = await createTestQuote({ email });
      held.push(
        (
          await createBooking(
            db,
            { quoteId: quote.id, scheduledDate: day(i + 1), timeSlot: "morning" },
            { now: hoursAgo(2 * (i + 1)) },
          )
        ).booking,
      );
    }
    // The same mailbox, written otherwise: upper case and a +tag.
    const quote = await createTestQuote({ email: email.toUpperCase().replace("@", "+again@") });
    const refused = await bookFrom(newAddress(), {
      quoteId: quote.id,
      scheduledDate: day(6),
      timeSlot: "morning",
    });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe(
      `This e-mail address already has ${LIVE_BOOKING_CAPS.perEmail} upcoming bookings, the most we can take online. To book more, call us at ${siteConfig.phone} or e-mail ${siteConfig.email}.`,
    );
    expect(await db.booking.count({ where: { quoteId: quote.id } })).toBe(0);

    // Booking the same quote again is not a new booking: it answers the one it has.
    const again = await bookFrom(newAddress(), {
      quoteId: held[0]!.quoteId,
      scheduledDate: held[0]!.scheduledDate,
      timeSlot: "morning",
    });
    expect(again.status).toBe(200);

    // A cancelled booking no longer counts.
    await db.booking.update({ where: { id: held[0]!.id }, data: { status: "cancelled" } });
    expect(
      (await bookFrom(newAddress(), { quoteId: quote.id, scheduledDate: day(6), timeSlot: "morning" }))
        .status,
    ).toBe(201);
  });

  it(`let one property hold ${LIVE_BOOKING_CAPS.perPropertyAddress} upcoming bookings, however its address is written`, async () => {
    await freePainters(1, 10);
    const spellings = [
      "77 Cap Test Lane, Philadelphia, PA 19103",
      "77  cap test lane philadelphia PA 19103",
      "77 Cap Test Lane., Philadelphia PA, 19103",
    ];
    for (let i = 0; i < LIVE_BOOKING_CAPS.perPropertyAddress; i++) {
      const quote = await createTestQuote({ address: spellings[i]! });
      expect(
        (
          await bookFrom(newAddress(), {
            quoteId: quote.id,
            scheduledDate: day(i + 1),
            timeSlot: "afternoon",
          })
        ).status,
      ).toBe(201);
    }
    const quote = await createTestQuote({ address: spellings[2]! });
    const refused = await bookFrom(newAddress(), {
      quoteId: quote.id,
      scheduledDate: day(5),
      timeSlot: "afternoon",
    });
    expect(refused.status).toBe(409);
    const message = await errorOf(refused);
    expect(message).toContain(
      `This property already has ${LIVE_BOOKING_CAPS.perPropertyAddress} upcoming bookings`,
    );
    expect(message).toContain(siteConfig.phone);
    const elsewhere = await createTestQuote({ address: "78 Cap Test Lane, Philadelphia, PA 19103" });
    expect(
      (await bookFrom(newAddress(), { quoteId: elsewhere.id, scheduledDate: day(5), timeSlot: "afternoon" }))
        .status,
    ).toBe(201);
  });

  it(`let parallel requests for one customer past the cap only ${LIVE_BOOKING_CAPS.perEmail} at a time`, async () => {
    await freePainters(3, 5);
    const email = `parallel-${randomUUID()}@example.com`;
    const quotes = await Promise.all(
      Array.from({ length: LIVE_BOOKING_CAPS.perEmail + 2 }, () => createTestQuote({ email })),
    );
    // Over several hours' budgets (createBooking without the per-hour checks' window shared): only the cap decides.
    const results = await Promise.allSettled(
      quotes.map((quote, i) =>
        createBooking(
          db,
          { quoteId: quote.id, scheduledDate: day(1 + (i % 3)), timeSlot: SLOTS[i % 3]! },
          { now: new Date(Date.now() - (i + 1) * 2 * 60 * 60_000) },
        ),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(LIVE_BOOKING_CAPS.perEmail);
    expect(await db.booking.count({ where: { quote: { email } } })).toBe(LIVE_BOOKING_CAPS.perEmail);
  });
});

describe("other anonymous endpoints", () => {
  it(`take ${LIMITS.photosPerAddress.limit} room photos per address an hour`, async () => {
    const ip = newAddress();
    const upload = () => {
      const form = new FormData();
      form.set("file", new File([PNG_1X1], "room.png", { type: "image/png" }));
      return postPhoto(
        new Request("http://localhost:3000/api/uploads/room-photos", {
          method: "POST",
          body: form,
          headers: { "x-forwarded-for": ip },
        }),
        params({}),
      );
    };
    for (let i = 0; i < LIMITS.photosPerAddress.limit; i++) expect((await upload()).status).toBe(201);
    const refused = await upload();
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toBe(LIMITS.photosPerAddress.message);
  });

  it(`take ${LIMITS.commercialInquiriesPerEmail.limit} commercial inquiries per e-mail an hour, from any address`, async () => {
    const email = `inquirer-${randomUUID()}@example.com`;
    const send = () =>
      postInquiry(
        jsonRequest(
          "/api/commercial-inquiries",
          { name: "Dana", email, message: "Repaint three floors of offices, about 9,000 sq ft." },
          "POST",
          { "x-forwarded-for": newAddress() },
        ),
        params({}),
      );
    for (let i = 0; i < LIMITS.commercialInquiriesPerEmail.limit; i++)
      expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toBe(LIMITS.commercialInquiriesPerEmail.message);
  });

  it(`stop a JSON body past ${MAX_JSON_BYTES / 1024} KB as it streams in, with or without a Content-Length (413), writing nothing`, async () => {
    const before = await db.quote.count();
    const chunk = new TextEncoder().encode(" ".repeat(64 * 1024));
    let pulled = 0;
    // Endless: reading it all (as request.json() would) never finishes.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(chunk);
      },
    });
    const streamed = new Request("http://localhost:3000/api/quotes", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": newAddress() },
      body: endless,
      duplex: "half",
    } as RequestInit);
    expect(streamed.headers.get("content-length")).toBeNull();
    const refused = await postQuote(streamed, params({}));
    expect(refused.status).toBe(413);
    expect(await errorOf(refused)).toBe("The request body is too large");
    expect(pulled).toBeLessThanOrEqual(MAX_JSON_BYTES / chunk.byteLength + 2);

    const declared = await postQuoteFrom(newAddress(), {
      ...quoteBody(),
      padding: "x".repeat(MAX_JSON_BYTES),
    });
    expect(declared.status).toBe(413);
    expect(await db.quote.count()).toBe(before);
  });
});
