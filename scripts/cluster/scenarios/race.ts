/**
 * A. Race: 200 concurrent bookings of one slot (capacity one), half on each instance. What it holds
 * to: exactly one booking, every other customer told the slot is taken, nothing left behind, no
 * error and no dropped connection. A request that waited longer than the database connect timeout
 * for a pooled connection gets the product's overload answer (503, code "unavailable",
 * Retry-After: README → When the database is down) and its client asks again, as the wizard tells
 * the customer to: how often that happens depends on how busy the machine is (CI runs other
 * database-heavy tests beside this), which is a load figure for `npm run bench`, not a check here.
 * Every request must end with a 201 or a 409.
 */
import { addDays, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { insertPainter } from "../../shared/painters";
import { api, availableDates, availableSlots, book, createQuotes, type BookingAnswer } from "../client";
import { RACE_ADDRESS, RACE_ATTEMPTS, RACE_ZIP } from "../config";
import { database, query } from "../db";
import { check, info, waitFor } from "../harness";
import type { Instance } from "../instances";

/** A painter of our own, the only one serving RACE_ZIP: every slot has a capacity of exactly one. */
async function soloPainter(instances: Instance[]): Promise<string> {
  const [area] = await query<{ id: string }>(
    `INSERT INTO "ServiceArea" (id, name, type, "zipCodes", counties, "isActive", "updatedAt")
     VALUES (gen_random_uuid(), 'Race area', 'zipcode', ARRAY[$1::text], ARRAY[]::text[], true, now())
     RETURNING id`,
    [RACE_ZIP],
  );
  // Announced as the back office announces its saves (lib/pages/page-changes.ts): the instances
  // keep the active areas in memory (lib/pages/public-data.ts) and would not see this row for minutes.
  await query(
    `SELECT pg_notify('brushwise_public_pages',
       json_build_object('origin', 'cluster-race', 'schema', current_schema(), 'change', 'service-areas')::text)`,
  );
  for (const instance of instances)
    await waitFor(
      `${RACE_ZIP} served on ${instance.url}`,
      async () =>
        (
          await api<{ isServiceable?: boolean }>(
            instance,
            "POST",
            "/api/check-service-area",
            { address: RACE_ADDRESS },
            { origin: instance.url },
          )
        ).json?.isServiceable === true,
      { timeoutMs: 15_000, intervalMs: 50 },
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

/** The product's answer when no database connection frees up in time: ask again later. */
const overloaded = (a: BookingAnswer) =>
  a.status === 503 && a.json?.code === "unavailable" && Boolean(a.headers?.get("retry-after"));

function countStatuses(answers: BookingAnswer[]): Record<number, number> {
  const statuses: Record<number, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  return statuses;
}

export async function raceScenario([one, two]: [Instance, Instance]): Promise<void> {
  const contractorId = await soloPainter([one, two]);
  const quotes = await createQuotes(RACE_ADDRESS, RACE_ATTEMPTS, "race");
  const [first, second] = quotes;
  if (!first || !second) throw new Error("the race needs at least two quotes");
  const [date] = await availableDates(one, first.id);
  const slot = date ? (await availableSlots(two, first.id, date))[0] : undefined;
  if (!date || !slot) throw new Error("no free slot for the race");
  info(`${RACE_ATTEMPTS} quotes; all book ${date} ${slot} (capacity 1: one painter), half on each instance`);

  const started = Date.now();
  const burst = await Promise.all(
    quotes.map((q, i) => {
      const instance = i % 2 ? two : one;
      return book(instance, q.id, date, slot).then((r) => ({ ...r, instance, quoteId: q.id }));
    }),
  );
  info(`all answered in ${Date.now() - started} ms`);
  const burstStatuses = countStatuses(burst);
  info(`answers: ${JSON.stringify(burstStatuses)}`);
  check(
    "every answer is a 201, a 409 or the overload answer (503 unavailable with Retry-After): no other 5xx, no dropped connection",
    burst.every((a) => a.status === 201 || a.status === 409 || overloaded(a)),
    burst.filter((a) => a.status !== 201 && a.status !== 409 && !overloaded(a)).slice(0, 3),
  );

  // The burst is over: each client told to come back asks again, one after the other.
  const answers: (BookingAnswer & { instance: Instance })[] = [];
  for (const a of burst) {
    answers.push(
      overloaded(a) ? { ...(await book(a.instance, a.quoteId, date, slot)), instance: a.instance } : a,
    );
  }
  const retried = burst.filter(overloaded).length;
  const statuses = countStatuses(answers);
  if (retried > 0)
    info(`${retried} overload answer(s) asked again after the burst: ${JSON.stringify(statuses)}`);
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
    "every request ends answered: no 5xx and no dropped connection",
    answers.every((a) => a.status >= 200 && a.status < 500),
    statuses,
  );
  const half = RACE_ATTEMPTS / 2;
  check(
    "both instances took part (100 requests each)",
    answers.filter((a) => a.instance === one).length === half &&
      answers.filter((a) => a.instance === two).length === half,
  );
  if (won.length === 1) info(`winner ${winner?.json?.id} via ${winner?.instance.name}`);
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
