/** Booking capacity and unbooked quotes written straight into the bench database. */
import type pg from "pg";
import { propertyKey } from "@/lib/quotes/property-key";
import { addDays } from "@/lib/scheduling/dates.shared";
import { insertPainter } from "../shared/painters";
import { HORIZON_DAYS } from "./config";

async function columnsOf(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name);
}

/**
 * Booking capacity: extra active painters in the Philadelphia county area, free on every slot of
 * the whole booking window (the demo seed gives 3 painters there, 30 days, 2–3 slots a day).
 */
export async function seedBookingCapacity(client: pg.Client, painters: number, today: string): Promise<void> {
  const { rows: areas } = await client.query<{ id: string }>(
    `SELECT id FROM "ServiceArea" WHERE $1 = ANY(counties) AND "isActive" LIMIT 1`,
    ["Philadelphia"],
  );
  const area = areas[0];
  if (!area) throw new Error("the seed has no Philadelphia service area");
  const { rows: hash } = await client.query<{ passwordHash: string }>(
    `SELECT "passwordHash" FROM "Contractor" LIMIT 1`,
  );
  await client.query("BEGIN");
  for (let i = 1; i <= painters; i++) {
    await insertPainter(client, {
      firstName: "Bench",
      lastName: `Painter ${i}`,
      email: `bench.painter.${i}@example.com`,
      phone: "(215) 555-0100",
      passwordHash: hash[0]!.passwordHash,
      serviceAreaId: area.id,
      priority: 1 + (i % 3),
      availableFrom: today,
      availableTo: addDays(today, HORIZON_DAYS),
    });
  }
  await client.query("COMMIT");
}

/**
 * `count` copies of a quote created through the API (same rooms, prices and snapshot), each
 * unbooked, each its own customer and property (as a real day of bookings would be).
 */
export async function cloneQuote(client: pg.Client, quoteId: string, count: number): Promise<string[]> {
  const addresses = Array.from({ length: count }, (_, i) => `${i + 1} Bench St, Philadelphia, PA 19103`);
  const clone: Record<string, string> = {
    email: "c.email",
    address: "c.address",
    propertyKey: "c.property_key",
  };
  const quoteColumns = (await columnsOf(client, "Quote")).filter((c) => c !== "id");
  const roomColumns = (await columnsOf(client, "Room")).filter((c) => !["id", "quoteId"].includes(c));
  const q = (c: string) => `"${c}"`;
  await client.query("BEGIN");
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO "Quote" (id, ${quoteColumns.map(q).join(", ")})
     SELECT gen_random_uuid(), ${quoteColumns.map((c) => clone[c] ?? `src.${q(c)}`).join(", ")}
     FROM "Quote" src, unnest($2::text[], $3::text[], $4::text[]) AS c(email, address, property_key)
     WHERE src.id = $1 RETURNING id`,
    [
      quoteId,
      addresses.map((_, i) => `bench.booker.${i + 1}@example.com`),
      addresses,
      addresses.map(propertyKey),
    ],
  );
  const ids = rows.map((r) => r.id);
  await client.query(
    `INSERT INTO "Room" (id, "quoteId", ${roomColumns.map(q).join(", ")})
     SELECT gen_random_uuid(), n.id, ${roomColumns.map((c) => `r.${q(c)}`).join(", ")}
     FROM "Room" r, unnest($2::uuid[]) AS n(id) WHERE r."quoteId" = $1`,
    [quoteId, ids],
  );
  await client.query("COMMIT");
  return ids;
}
