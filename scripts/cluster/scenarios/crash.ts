/**
 * B. Crash: a sustained stream of bookings on both instances, instance 1 killed (SIGKILL) mid-load,
 * the stream going on on instance 2. Nothing acknowledged is lost, nothing is half-written or
 * double-booked, and the survivor finishes what the dead instance had claimed.
 */
import { TIME_SLOTS, type TimeSlotId } from "@/lib/scheduling/time-slots.shared";
import {
  auditBookings,
  checkCleanupOnce,
  checkDeliveries,
  checkReminders,
  doubleBookings,
  outboxPending,
  remindersPending,
} from "../audit";
import { availableDates, book, createQuotes, type BookingAnswer, type CreatedQuote } from "../client";
import { AREAS, CRASH_CONCURRENCY, CRASH_QUOTES_PER_AREA, EMAIL_LEASE_MS } from "../config";
import { count, query } from "../db";
import { check, info, pool, sleep, waitFor } from "../harness";
import { killInstance, type Instance } from "../instances";

interface Attempt {
  quote: CreatedQuote;
  date: string;
  slot: TimeSlotId;
  instance?: string;
  sentAfterKill?: boolean;
  status?: number;
  json?: BookingAnswer["json"];
  error?: string;
}
type Done = Attempt & { instance: string; status: number };

const ok = (status: number) => status >= 200 && status < 300;

/** Free (date, slot) targets per area, interleaved so that consecutive attempts hit different areas. */
async function prepareAttempts(survivor: Instance): Promise<Attempt[]> {
  const pools: CreatedQuote[][] = [];
  for (const [i, address] of AREAS.entries())
    pools.push(await createQuotes(address, CRASH_QUOTES_PER_AREA, `crash${i}`));
  const targets = await Promise.all(
    pools.map(async (quotes) =>
      (await availableDates(survivor, quotes[0]!.id)).flatMap((date) =>
        TIME_SLOTS.map((slot) => ({ date, slot })),
      ),
    ),
  );
  const attempts: Attempt[] = [];
  for (let n = 0; n < CRASH_QUOTES_PER_AREA; n++) {
    for (const [area, quotes] of pools.entries()) {
      const list = targets[area]!;
      if (list.length === 0) continue;
      // Spread over the dates: step through the list with a stride coprime to its length.
      const target = list[(n * 7) % list.length]!;
      attempts.push({ quote: quotes[n]!, ...target });
    }
  }
  const perArea = targets.map((t) => t.length).join("/");
  info(
    `${attempts.length} booking attempts ready (${perArea} targets per area), ${CRASH_CONCURRENCY} at a time`,
  );
  return attempts;
}

export async function crashScenario([one, two]: [Instance, Instance]): Promise<void> {
  const attempts = await prepareAttempts(two);

  let next = 0;
  let stop = false;
  let killed = false;
  const inFlight = new Map([
    [one.name, 0],
    [two.name, 0],
  ]);
  const acked = new Map([
    [one.name, 0],
    [two.name, 0],
  ]);
  const add = (map: Map<string, number>, key: string, by: number) => map.set(key, (map.get(key) ?? 0) + by);
  const started = Date.now();
  const workers = Array.from({ length: CRASH_CONCURRENCY }, async () => {
    while (!stop && next < attempts.length) {
      const index = next++;
      const attempt = attempts[index]!;
      // A load balancer: round robin until instance 1 is gone, then everything to instance 2.
      const instance = !killed && index % 2 === 0 ? one : two;
      attempt.instance = instance.name;
      attempt.sentAfterKill = killed;
      add(inFlight, instance.name, 1);
      const response = await book(instance, attempt.quote.id, attempt.date, attempt.slot);
      add(inFlight, instance.name, -1);
      Object.assign(attempt, { status: response.status, json: response.json, error: response.error });
      if (ok(response.status)) add(acked, instance.name, 1);
    }
  });

  // Kill instance 1 once it is well into the load.
  await waitFor(
    "instance 1 to acknowledge 25 bookings",
    () => acked.get(one.name)! >= 25 || next >= attempts.length,
    {
      timeoutMs: 60_000,
      intervalMs: 20,
    },
  );
  const inFlightAtKill = inFlight.get(one.name) ?? 0;
  const ackedBeforeKill = { [one.name]: acked.get(one.name), [two.name]: acked.get(two.name) };
  killInstance(one, "SIGKILL");
  killed = true;
  one.killedAt = Date.now();
  info(
    `SIGKILL ${one.name} (pid ${one.child.pid}) after ${one.killedAt - started} ms, ` +
      `with ${inFlightAtKill} of its ` +
      `requests in flight; acked so far ${JSON.stringify(ackedBeforeKill)}`,
  );
  await sleep(2_000);
  stop = true;
  await Promise.all(workers);
  const claimed = await count(`SELECT count(*)::int AS n FROM "EmailMessage" WHERE status = 'sending'`);
  info(
    `${claimed} e-mail(s) in state "sending" ` +
      `${((Date.now() - one.killedAt) / 1000).toFixed(1)}s after the kill ` +
      `(claims of the dead instance wait for their lease to run out)`,
  );
  const done = attempts.filter((a): a is Done => a.status !== undefined && a.instance !== undefined);
  info(`stream stopped after ${Date.now() - started} ms: ${done.length} attempts`);

  const tally: Record<string, number> = {};
  for (const a of done) {
    const key = `${a.instance}${a.sentAfterKill ? " after kill" : ""}: ${a.status || a.error}`;
    tally[key] = (tally[key] ?? 0) + 1;
  }
  info(`answers: ${JSON.stringify(tally)}`);
  check("instance 1 was killed mid-load (requests in flight)", inFlightAtKill > 0, { inFlightAtKill });
  check(
    "instance 2 kept acknowledging bookings after the kill",
    done.some((a) => a.sentAfterKill && a.status === 201),
  );
  check(
    "no 5xx answers",
    done.every((a) => a.status < 500),
    done.filter((a) => a.status >= 500).slice(0, 3),
  );
  const expected = (a: Done) =>
    ok(a.status) || a.status === 409 || (a.status === 0 && a.instance === one.name);
  check(
    "failed requests are only connection failures to the killed instance or 409 (slot taken)",
    done.every(expected),
    done.filter((a) => !expected(a)).slice(0, 3),
  );
  check(
    "409 answers carry a JSON error message",
    done.filter((a) => a.status === 409).every((a) => typeof a.json?.error === "string"),
  );

  const ackedAttempts = done.filter((a) => ok(a.status));
  const ackedIds = ackedAttempts.map((a) => a.json?.id);
  const rows = await query<{ id: string; quoteId: string; date: string; slot: string }>(
    `SELECT id, "quoteId", "scheduledDate"::text AS date, "timeSlot"::text AS slot
       FROM "Booking" WHERE id = ANY($1::uuid[])`,
    [ackedIds.filter(Boolean)],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ackedAttempts.filter((a) => {
    const row = a.json?.id ? byId.get(a.json.id) : undefined;
    return !row || row.quoteId !== a.quote.id || row.date !== a.date || row.slot !== a.slot;
  });
  const byKilled = ackedAttempts.filter((a) => a.instance === one.name).length;
  info(`${ackedAttempts.length} bookings acknowledged (${byKilled} by the killed instance)`);
  check(
    "every acknowledged booking is in the database, as requested",
    ackedAttempts.length > 0 && missing.length === 0,
    missing.slice(0, 3),
  );

  const crashQuoteIds = new Set(attempts.map((a) => a.quote.id));
  const crashBookings = await query<{ id: string; quoteId: string }>(
    `SELECT id, "quoteId" FROM "Booking" WHERE "quoteId" = ANY($1::uuid[])`,
    [[...crashQuoteIds]],
  );
  const attemptOf = new Map(done.map((a) => [a.quote.id, a]));
  const refusedYetBooked = crashBookings.filter((b) => {
    const a = attemptOf.get(b.quoteId);
    return !a || (a.status !== 0 && !ok(a.status));
  });
  const unacknowledged = crashBookings.filter((b) => attemptOf.get(b.quoteId)?.status === 0);
  info(`${unacknowledged.length} booking(s) committed whose answer was lost in the kill`);
  check(
    "no booking exists for a request that was refused",
    refusedYetBooked.length === 0,
    refusedYetBooked.slice(0, 3),
  );

  // The clients whose requests were cut off retry on the survivor: they get the booking
  // that was written (200) or a fresh answer, never a second booking.
  const cut = done.filter((a) => a.status === 0);
  const retries = await pool(cut, 10, (a) => book(two, a.quote.id, a.date, a.slot));
  const written = new Map(unacknowledged.map((b) => [b.quoteId, b.id]));
  const badRetries = cut.filter((a, i) => {
    const r = retries[i]!;
    if (written.has(a.quote.id)) return r.status !== 200 || r.json?.id !== written.get(a.quote.id);
    return !(r.status === 201 || r.status === 409);
  });
  const retryStatuses = retries.reduce<Record<number, number>>(
    (m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }),
    {},
  );
  info(`${cut.length} cut-off request(s) retried on ${two.name}: ${JSON.stringify(retryStatuses)}`);
  check(
    "retrying a cut-off request returns the booking already written, never a second one",
    badRetries.length === 0,
    badRetries.slice(0, 3),
  );

  const { bookings, problems } = await auditBookings();
  info(`${bookings.length} bookings of this run audited`);
  check(
    "every booking is complete: job assignment, slot reservation per day, " +
      "confirmation with signed link, painter notice",
    problems.length === 0,
    problems.slice(0, 5),
  );
  const doubles = await doubleBookings();
  check("no slot is reserved twice", doubles.slots.length === 0, doubles.slots);
  check("no quote is booked twice", doubles.quotes.length === 0, doubles.quotes);
  check("no reservation belongs to a cancelled or pending booking", doubles.dead.length === 0, doubles.dead);
  const bookingEmails = await count(
    `SELECT count(*)::int AS n FROM "EmailMessage"
      WHERE template IN ('booking-confirmation', 'contractor-new-job')`,
  );
  check(
    "no e-mail was queued for a booking that does not exist (2 per booking)",
    bookingEmails === 2 * bookings.length,
    { emails: bookingEmails, bookings: bookings.length },
  );

  // The survivor takes over what the dead instance had claimed once its lease runs out.
  info(
    `waiting for ${two.name} to drain the outbox (messages claimed by ${one.name} return after the ` +
      `${EMAIL_LEASE_MS / 1000}s lease)`,
  );
  await waitFor(
    "the outbox to drain and the reminders to be queued",
    async () => (await outboxPending()) === 0 && (await remindersPending()) === 0,
    { timeoutMs: 60_000 },
  );
  // A delivery by the killed instance that it could not mark sent before dying is
  // sent again by the survivor: the one unavoidable duplicate of at-least-once
  // delivery (Resend drops it: the outbox id is the idempotency key).
  const { excused } = await checkDeliveries("after the crash", (_id, d) => {
    const [first, ...rest] = [...d].sort((x, y) => x.at.localeCompare(y.at));
    return (
      d.length === 2 &&
      first?.pid === one.child.pid &&
      rest.every((x) => x.pid === two.child.pid && Date.parse(x.at) >= one.killedAt)
    );
  });
  info(
    `${excused.length} message(s) delivered by ${one.name} right before the kill and again by ${two.name}`,
  );
  await checkReminders("after the crash");
  await checkCleanupOnce("after the crash");
}
