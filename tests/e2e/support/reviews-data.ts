import { randomUUID } from "node:crypto";
import { addDays, todayInNewYork } from "../../../lib/scheduling/dates.shared";
import { withDatabase } from "./database";

/**
 * Reviews written straight into the end-to-end database, with a painter of their own and a
 * completed job each: for the back office's list and for pages that need reviews already there.
 */
export const PLACES = {
  Chester: { address: "15 N High St, West Chester, PA 19380", zip: "19380" },
  Delaware: { address: "12 W State St, Media, PA 19063", zip: "19063" },
} as const;

export interface ReviewPlan {
  rating: number;
  text: string | null;
  /** With a town, shown as "Name from Town"; without, as "a homeowner in <county> County". */
  displayName?: string;
  town?: string;
  county: keyof typeof PLACES;
  status?: "pending" | "published" | "hidden";
  heldReason?: "links" | "email";
  photoId?: string;
}

export interface SeededReview {
  id: string;
  bookingId: string;
  /** The author line the back office shows. */
  author: string;
  text: string | null;
  jobDate: string;
}

/** A marker no other row contains. */
export const newMarker = () => `bwr${randomUUID().replace(/-/g, "").slice(0, 10)}`;

/**
 * A painter of its own and, per plan, a completed job of theirs with its review: the first plan
 * is the newest review. The jobs were done weeks ago and booked before that, so they are never
 * among the overview's recent bookings.
 */
export async function seedReviews(
  marker: string,
  plans: readonly ReviewPlan[],
  /** The end-to-end database unless told (the two-instance test has its own). */
  databaseUrl?: string,
): Promise<SeededReview[]> {
  return withDatabase(async (client) => {
    await client.query("BEGIN");
    const painterId = randomUUID();
    await client.query(
      `INSERT INTO "Contractor" (id, "firstName", "lastName", email, phone, "experienceYears", "passwordHash",
         "isVerified", "isActive", "createdAt", "updatedAt")
       VALUES ($1, 'Rita', $2, $3, '610-555-0199', 6, 'not-a-password-hash', true, true,
         (now() AT TIME ZONE 'UTC') - interval '2 days', now() AT TIME ZONE 'UTC')`,
      [painterId, `Roller ${marker}`, `e2e-reviews-${marker}@example.com`],
    );
    const seeded: SeededReview[] = [];
    for (const [index, plan] of plans.entries()) {
      const { address, zip } = PLACES[plan.county];
      const quoteId = randomUUID();
      const bookingId = randomUUID();
      const id = randomUUID();
      const jobDate = addDays(todayInNewYork(), -20 - index);
      const booked = `(now() AT TIME ZONE 'UTC') - interval '30 days' - make_interval(mins => ${index})`;
      await client.query(
        `INSERT INTO "Quote" (id, "propertyType", "customerName", email, phone, address, "propertyKey", "zipCode",
           subtotal, "taxAmount", "totalCost", "finalCost", "paintableSqFt", "createdAt", "updatedAt")
         VALUES ($1, 'house', $2, $3, '(999) 555-0100', $4, $5, $6, 900, 0, 900, 900, 400, ${booked},
           now() AT TIME ZONE 'UTC')`,
        [
          quoteId,
          `Reviewer ${marker}`,
          `e2e-reviews-${index}-${marker}@example.com`,
          `${address} (${marker})`,
          `${marker} ${index}`,
          zip,
        ],
      );
      await client.query(
        `INSERT INTO "Booking" (id, "quoteId", status, "scheduledDate", "timeSlot", "estimatedDays",
           "completedAt", "createdAt", "updatedAt")
         VALUES ($1, $2, 'completed', $3::date, 'morning', 1, now() AT TIME ZONE 'UTC', ${booked},
           now() AT TIME ZONE 'UTC')`,
        [bookingId, quoteId, jobDate],
      );
      await client.query(
        `INSERT INTO "JobAssignment" (id, "bookingId", "contractorId", status, "contractorEarnings",
           "completedAt", "assignedAt", "updatedAt")
         VALUES ($1, $2, $3, 'completed', 540, now() AT TIME ZONE 'UTC', ${booked}, now() AT TIME ZONE 'UTC')`,
        [randomUUID(), bookingId, painterId],
      );
      const status = plan.status ?? "pending";
      await client.query(
        `INSERT INTO "Review" (id, "bookingId", "contractorId", rating, text, "displayName", town, county,
           status, "heldReason", "publishedAt", "createdAt", "updatedAt")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::"ReviewStatus", $10,
           CASE WHEN $9 = 'published' THEN now() AT TIME ZONE 'UTC' END,
           (now() AT TIME ZONE 'UTC') + interval '1 day' - interval '1 millisecond' * ${index},
           now() AT TIME ZONE 'UTC')`,
        [
          id,
          bookingId,
          painterId,
          plan.rating,
          plan.text,
          plan.displayName ?? null,
          plan.town ?? null,
          plan.county,
          status,
          plan.heldReason ?? null,
        ],
      );
      if (plan.photoId)
        await client.query(`UPDATE "Upload" SET "reviewId" = $1 WHERE id = $2`, [id, plan.photoId]);
      seeded.push({
        id,
        bookingId,
        author:
          plan.displayName && plan.town
            ? `${plan.displayName} from ${plan.town}`
            : `a homeowner in ${plan.county} County`,
        text: plan.text,
        jobDate,
      });
    }
    await client.query("COMMIT");
    return seeded;
  }, databaseUrl);
}
