/**
 * The scale data set's quotes and their rooms: booked ones (one per planned booking) and the twice
 * as many never booked, staged with their customers drawn at random, then inserted as the app would
 * store them.
 */
import { defaultRoomPaintOptions } from "@/lib/pricing/index.shared";
import { HISTORY_DAYS } from "./shape";
import { exec, pick, type Db } from "./sql";

/** Customer, property and option columns drawn at random (over _scale_words w). */
const CUSTOMER_COLUMNS = `
  ${pick("firsts")} AS first_name, ${pick("lasts")} AS last_name,
  ${pick("domains")} AS domain, floor(random() * 10000)::int AS email_n, floor(random() * 3)::int AS email_style,
  (1 + floor(random() ^ 2 * 9000))::int AS house, ${pick("streets")} AS street,
  (ARRAY['single-family','single-family','single-family','townhouse','townhouse','condo'])[1 + floor(random() * 6)::int] AS property_type,
  200 + floor(random() * 800)::int AS exchange, floor(random() * 10000)::int AS line,
  (ARRAY['standard','standard','standard','premium','premium','luxury'])[1 + floor(random() * 6)::int] AS quality,
  (ARRAY['eggshell','eggshell','satin','flat','semi-gloss'])[1 + floor(random() * 5)::int] AS finish,
  random() < 0.05 AS customer_supplies, random() < 0.15 AS primer, random() < 0.3 AS furniture_moving,
  random() < 0.1 AS substantial_prep`;

/**
 * Name, e-mail (lower-cased, as the app stores it), phone in the county's area codes, address with
 * the zip last (as lib/zips reads it) and the price ($2.20–3.80 a sq ft by quality, $350 minimum),
 * over a row c holding CUSTOMER_COLUMNS, zip, city, county and sqft.
 */
const QUOTE_VALUES = `
  c.first_name || ' ' || c.last_name AS customer_name,
  lower(CASE c.email_style WHEN 0 THEN c.first_name || '.' || c.last_name || c.email_n
    WHEN 1 THEN left(c.first_name, 1) || c.last_name || c.email_n ELSE c.last_name || '.' || c.first_name || c.email_n END
    || '@' || c.domain) AS email,
  '(' || CASE c.county WHEN 'Philadelphia' THEN (ARRAY['215','267','445'])[1 + c.line % 3]
    WHEN 'Montgomery' THEN (ARRAY['215','610','484'])[1 + c.line % 3] ELSE (ARRAY['610','484'])[1 + c.line % 2] END
    || ') ' || c.exchange || '-' || lpad(c.line::text, 4, '0') AS phone,
  c.house || ' ' || c.street || CASE WHEN c.property_type = 'condo' THEN ', Apt ' || (1 + c.line % 12) || chr(65 + c.line % 4) ELSE '' END
    || ', ' || c.city || ', PA ' || c.zip AS address,
  greatest(350, round(c.sqft * (2.2 + (c.line % 160) / 100.0)
    * CASE c.quality WHEN 'premium' THEN 1.15 WHEN 'luxury' THEN 1.3 ELSE 1 END, 2)) AS subtotal`;

/** Booked quotes: one per planned booking, its size what the painter does in the booked days. */
export async function stageBookedQuotes(db: Db): Promise<void> {
  await exec(
    db,
    `CREATE UNLOGGED TABLE _scale_booked AS
     SELECT c.*, ${QUOTE_VALUES}
       FROM (SELECT p.*, ${CUSTOMER_COLUMNS},
                    CASE WHEN p.slot = 'evening' THEN 150 + floor(random() * 450)
                         ELSE round(p.days * p.painter_sqft * (0.55 + random() * 0.45)) END::numeric AS sqft,
                    p.booked_at - random() * interval '3 days' AS quoted_at
               FROM _scale_plan p, _scale_words w) c`,
  );
  await exec(db, `ALTER TABLE _scale_booked ADD PRIMARY KEY (bi)`);
}

/**
 * Unbooked quotes: 30% by a customer who also booked (same person, property and zip, a while before
 * or after), the others by new customers in the zip of a booking (so hot zips stay hot), made at
 * any time in ten years, more of them recently.
 */
export async function stageUnbookedQuotes(
  db: Db,
  count: number,
  bookings: number,
  nowIso: string,
): Promise<void> {
  await exec(
    db,
    `CREATE UNLOGGED TABLE _scale_unbooked AS
     SELECT c.*, ${QUOTE_VALUES}
       FROM (SELECT u, gen_random_uuid() AS quote_id, b.bi, b.zip, b.city, b.county, u % 10 < 3 AS returning,
                    CASE WHEN u % 10 < 3
                      THEN least($3::timestamp - interval '1 hour', b.quoted_at + (random() * 400 - 60) * interval '1 day')
                      ELSE $3::timestamp - (${HISTORY_DAYS} * random() ^ 1.5) * interval '1 day' END AS quoted_at,
                    (100 + floor(random() * 2400))::numeric AS sqft, ${CUSTOMER_COLUMNS}
               FROM generate_series(1, $1::int) u
               JOIN _scale_booked b ON b.bi = 1 + (u::bigint * 7919 % $2::int)
               CROSS JOIN _scale_words w) c`,
    count,
    bookings,
    nowIso,
  );
  await exec(
    db,
    `UPDATE _scale_unbooked c SET customer_name = b.customer_name, email = b.email, phone = b.phone,
            address = b.address, property_type = b.property_type
       FROM _scale_booked b WHERE c.returning AND b.bi = c.bi`,
  );
}

/** The tax line's label in the quotes' breakdown, which their invoices' tax lines repeat (money.ts). */
export const TAX_LABEL = "Tax (6%)";

/** INSERT INTO "Quote" from a staging table; phoneDigits and hasBooking as the triggers would set them. */
export function insertQuotes(db: Db, table: string, booked: boolean, pricing: string): Promise<number> {
  const tax = "round(c.subtotal * 0.06, 2)";
  return exec(
    db,
    `INSERT INTO "Quote" (id, "projectType", "propertyType", "customerName", email, phone, address, "propertyKey",
                          "phoneDigits", "hasBooking", "zipCode", "paintQuality", "paintFinish", "customerSupplies",
                          primer, "furnitureMoving", "substantialPrep", subtotal, "taxAmount", "totalCost",
                          "finalCost", "paintableSqFt", "pricingSnapshot", "createdAt", "updatedAt")
     SELECT c.quote_id, 'interior', c.property_type, c.customer_name, c.email, c.phone, c.address,
            btrim(regexp_replace(lower(c.address), '[^a-z0-9]+', ' ', 'g')),
            regexp_replace(c.phone, '[^0-9]', '', 'g'), ${booked}, c.zip, c.quality::"PaintQuality", c.finish,
            c.customer_supplies, c.primer, c.furniture_moving, c.substantial_prep,
            c.subtotal, ${tax}, c.subtotal + ${tax}, c.subtotal + ${tax}, c.sqft,
            jsonb_build_object('pricing', $1::jsonb, 'breakdown', jsonb_build_array(
              jsonb_build_object('label', 'Subtotal', 'cents', (c.subtotal * 100)::int, 'text', '$' || c.subtotal,
                                 'kind', 'subtotal'),
              jsonb_build_object('label', $2::text, 'cents', (${tax} * 100)::int, 'text', '$' || ${tax},
                                 'kind', 'tax'))),
            c.quoted_at, c.quoted_at
       FROM ${table} c`,
    pricing,
    TAX_LABEL,
  );
}

/** Rooms of a staged quote table: `count` rooms per quote sharing its size and price. */
export async function insertRooms(db: Db, table: string, count: string): Promise<number> {
  return exec(
    db,
    `INSERT INTO "Room" (id, "quoteId", position, type, name, length, width, height, "paintWalls", "paintCeiling",
                         "paintTrim", "paintDoors", "paintWindows", "doorCount", "windowCount", "windowWidth",
                         "windowHeight", "excludedArea", "paintOptions", cost, "createdAt")
     SELECT gen_random_uuid(), c.quote_id, r, w.rooms[1 + (c.line + r) % cardinality(w.rooms)],
            CASE WHEN random() < 0.15 THEN 'Room ' || (r + 1) END,
            round((8 + random() * 14)::numeric, 1), round((7 + random() * 9)::numeric, 1),
            (ARRAY[8, 9, 9, 9, 10])[1 + (c.line + r) % 5],
            true, random() < 0.4, random() < 0.5, d.doors > 0, wi.windows > 0, d.doors, wi.windows,
            CASE WHEN wi.windows > 0 THEN 3 ELSE 0 END, CASE WHEN wi.windows > 0 THEN 5 ELSE 0 END, 0,
            jsonb_set($1::jsonb, '{walls,colorCode}', to_jsonb(${pick("colors")})),
            round(c.subtotal / n.rooms, 2), c.quoted_at
       FROM ${table} c
       CROSS JOIN LATERAL (SELECT ${count} AS rooms) n
       CROSS JOIN LATERAL generate_series(0, n.rooms - 1) r
       CROSS JOIN LATERAL (SELECT CASE WHEN (c.line + r) % 5 = 0 THEN 1 + (c.line + r) % 2 ELSE 0 END AS doors) d
       CROSS JOIN LATERAL (SELECT CASE WHEN (c.line + r) % 7 = 0 THEN 1 + (c.line + r) % 3 ELSE 0 END AS windows) wi
       CROSS JOIN _scale_words w`,
    JSON.stringify(defaultRoomPaintOptions()),
  );
}
