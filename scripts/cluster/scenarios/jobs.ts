/** C. Background jobs with both instances running them: each piece of work done exactly once. */
import { addDays, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { checkCleanupOnce, checkDeliveries, checkReminders, outboxPending, remindersPending } from "../audit";
import { availableSlots, book, createQuotes } from "../client";
import { AREAS, BACKGROUND_INTERVAL_MS } from "../config";
import { query } from "../db";
import { check, info, sleep, waitFor } from "../harness";
import type { Instance } from "../instances";

export async function jobsScenario([one, two]: [Instance, Instance]): Promise<void> {
  // Bookings due a reminder: appointments tomorrow, booked on both instances.
  const tomorrow = addDays(todayInNewYork(), 1);
  const booked: string[] = [];
  for (const [i, address] of AREAS.entries()) {
    const [quote] = await createQuotes(address, 1, `remind${i}`);
    if (!quote) continue;
    const [slot] = await availableSlots(one, quote.id, tomorrow);
    if (!slot) continue;
    const response = await book(i % 2 ? two : one, quote.id, tomorrow, slot);
    if (response.status === 201 && response.json?.id) booked.push(response.json.id);
  }
  check("bookings for tomorrow were made on both instances", booked.length >= 2, booked);

  // A burst of outbox messages for both instances' workers to compete for.
  await query(
    `INSERT INTO "EmailMessage" (id, "to", subject, html, text, template)
     SELECT gen_random_uuid(), 'burst-' || g || '@example.com', 'Burst ' || g, '<p>burst</p>', 'burst',
            'cluster-burst'
       FROM generate_series(1, 300) g`,
  );
  info(`300 outbox messages queued at once; waiting for the queue to drain`);
  await waitFor(
    "the outbox to drain and the reminders to be queued",
    async () => (await outboxPending()) === 0 && (await remindersPending()) === 0,
    { timeoutMs: 60_000 },
  );
  // One more round of ticks on both instances: nothing must be sent or queued again.
  await sleep(3 * BACKGROUND_INTERVAL_MS);
  await waitFor("the outbox to drain", async () => (await outboxPending()) === 0);

  const { deliveries } = await checkDeliveries("both instances");
  const pids = new Set([...deliveries.values()].flat().map((d) => d.pid));
  check(
    "both instances delivered e-mails (they competed for the same queue)",
    [one, two].every((i) => i.child.pid !== undefined && pids.has(i.child.pid)),
    [...pids],
  );
  await checkReminders("both instances");
  await checkCleanupOnce("both instances");
}
