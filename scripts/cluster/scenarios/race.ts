/** A. Race: 200 concurrent bookings of one slot (capacity one), half on each instance. */
import { addDays, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { insertPainter } from "../../shared/painters";
import { availableDates, availableSlots, book, createQuotes } from "../client";
import { RACE_ADDRESS, RACE_ATTEMPTS, RACE_ZIP } from "../config";
import { database, query } from "../db";
import { check, info } from "../harness";
import type { Instance } from "../instances";

/** A painter of our own, the only one serving RACE_ZIP: every slot has a capacity of exactly one. */
async function soloPainter(): Promise<string> {
  const [area] = await query<{ id: string }>(
    `INSERT INTO "ServiceArea" (id, name, type, "zipCodes", counties, "isActive", "updatedAt")
     VALUES (gen_random_uuid(), 'Race area', 'zipcode', ARRAY[$1::text], ARRAY[]::text[], true, now())
     RETURNING id`,
    [RACE_ZIP],
  );
  const today = todayInNewYork();
  return insertPainter(database(), {
    firstName: "Solo",
    lastName: "Racer",
    email: "solo.racer@example.com",
    phone: "(610) 555-0190",
    passwordHash: "not-a-hash",
    serviceAreaId: area!.id,
    priority: 1,
    availableFrom: addDays(today, 1),
    availableTo: addDays(today, 20),
  });
}

export async function raceScenario([one, two]: [Instance, Instance]): Promise<void> {
  const contractorId = await soloPainter();
  const quotes = await createQuotes(RACE_ADDRESS, RACE_ATTEMPTS, "race");
  const [first, second] = quotes;
  if (!first || !second) throw new Error("the race needs at least two quotes");
  const [date] = await availableDates(one, first.id);
  const slot = date ? (await availableSlots(two, first.id, date))[0] : undefined;
  if (!date || !slot) throw new Error("no free slot for the race");
  info(`${RACE_ATTEMPTS} quotes; all book ${date} ${slot} (capacity 1: one painter), half on each instance`);

  const started = Date.now();
  const answers = await Promise.all(
    quotes.map((q, i) => {
      const instance = i % 2 ? two : one;
      return book(instance, q.id, date, slot).then((r) => ({ ...r, instance: instance.name }));
    }),
  );
  info(`all answered in ${Date.now() - started} ms`);

  const statuses: Record<number, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  info(`answers: ${JSON.stringify(statuses)}`);
  const won = answers.filter((a) => a.status >= 200 && a.status < 300);
  const lost = answers.filter((a) => !(a.status >= 200 && a.status < 300));
  const winner = won[0];
  check("exactly one booking request succeeded (201)", won.length === 1 && winner?.status === 201, statuses);
  check(
    "every other request got 409 with a JSON error message",
    lost.every((a) => a.status === 409 && typeof a.json?.error === "string" && a.json.error.length > 0),
    lost.filter((a) => a.status !== 409 || typeof a.json?.error !== "string").slice(0, 3),
  );
  check(
    "no 5xx and no dropped connection",
    answers.every((a) => a.status >= 200 && a.status < 500),
    statuses,
  );
  const half = RACE_ATTEMPTS / 2;
  check(
    "both instances took part (100 requests each)",
    answers.filter((a) => a.instance === one.name).length === half &&
      answers.filter((a) => a.instance === two.name).length === half,
  );
  if (won.length === 1) info(`winner ${winner?.json?.id} via ${winner?.instance}`);
  info(`conflict message(s): ${JSON.stringify([...new Set(lost.map((a) => a.json?.error))])}`);

  const booked = await query<{ id: string }>(
    `SELECT b.id FROM "Booking" b JOIN "Quote" q ON q.id = b."quoteId" WHERE q.email LIKE 'cluster-race-%'`,
  );
  check(
    "the database holds exactly that one booking",
    booked.length === 1 && booked[0]?.id === winner?.json?.id,
    booked,
  );
  const held = await query<{ bookingId: string }>(
    `SELECT "bookingId" FROM "SlotReservation"
      WHERE "contractorId" = $1 AND date = $2::date AND "timeSlot" = $3::"TimeSlot"`,
    [contractorId, date, slot],
  );
  check(
    "the slot is reserved once, for that booking",
    held.length === 1 && held[0]?.bookingId === winner?.json?.id,
    held,
  );
  const [orphans] = await query<{ n: number }>(
    `SELECT count(*)::int AS n FROM "SlotReservation" r
      WHERE r."contractorId" = $1 AND NOT EXISTS (SELECT 1 FROM "Booking" b WHERE b.id = r."bookingId")`,
    [contractorId],
  );
  check("no reservation left behind by the losers", orphans?.n === 0);
  const after = await Promise.all([one, two].map((instance) => availableSlots(instance, second.id, date)));
  check(
    "both instances now show the slot as taken",
    after.every((slots) => !slots.includes(slot)),
    after,
  );
}
