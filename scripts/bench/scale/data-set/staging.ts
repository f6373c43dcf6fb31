/**
 * The scale seed's staging tables: unlogged tables of the word lists, the planned zips and painters
 * and one row per planned booking, which the big INSERT … SELECT statements join. They live only
 * during a seed: dropped before it starts and after it ends.
 */
import type { Area, PainterPlan } from "./plan";
import { HORIZON_DAYS } from "./shape";
import { exec, pick, type Db } from "./sql";
import {
  BOOKING_NOTES,
  COLOR_CODES,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  ROOM_TYPES,
  STREETS,
} from "./words";

const STAGING = [
  "_scale_zip",
  "_scale_painter",
  "_scale_plan",
  "_scale_words",
  "_scale_booked",
  "_scale_unbooked",
  "_scale_invoice",
  "_scale_credit",
  "_scale_payout",
  "_scale_payout_week",
];

export const dropStaging = (db: Db) => exec(db, `DROP TABLE IF EXISTS ${STAGING.join(", ")}`);

/** Word lists as a one-row table of arrays, joined into the big statements. */
export async function loadWords(db: Db): Promise<void> {
  const words = {
    firsts: FIRST_NAMES,
    lasts: LAST_NAMES,
    domains: EMAIL_DOMAINS,
    streets: STREETS,
    colors: COLOR_CODES,
    rooms: ROOM_TYPES,
    notes: BOOKING_NOTES,
  };
  const columns = Object.keys(words);
  await exec(
    db,
    `CREATE UNLOGGED TABLE _scale_words AS SELECT ${columns
      .map((c) => `ARRAY(SELECT jsonb_array_elements_text($1::jsonb -> '${c}')) AS ${c}`)
      .join(", ")}`,
    JSON.stringify(words),
  );
}

/** The planned zips (each with its share of its area's work, as a range of [0, 1)) and painters. */
export async function stageAreasAndPainters(db: Db, areas: Area[], painters: PainterPlan[]) {
  const zipRows = areas.flatMap((a) => {
    const sum = a.zips.reduce((s, z) => s + z.weight, 0);
    let low = 0;
    return a.zips.map((z) => {
      const high = low + z.weight / sum;
      const row = { area: a.area, county: a.county, zip: z.zip, city: z.city, lo: low, hi: high };
      low = high;
      return row;
    });
  });
  // The last zip of each area closes at 1 exactly, whatever the float sums.
  for (const a of areas) zipRows.filter((z) => z.area === a.area).at(-1)!.hi = 1.0001;
  await exec(
    db,
    `CREATE UNLOGGED TABLE _scale_zip AS
     SELECT * FROM jsonb_to_recordset($1::jsonb)
       AS z(area int, county text, zip text, city text, lo float8, hi float8)`,
    JSON.stringify(zipRows),
  );
  await exec(
    db,
    `CREATE UNLOGGED TABLE _scale_painter AS
     SELECT p.*, gen_random_uuid() AS id, p."startBack" + ${HORIZON_DAYS + 1} AS span,
            ${pick("firsts")} AS first_name, ${pick("lasts")} AS last_name
       FROM jsonb_to_recordset($1::jsonb)
         AS p(n int, area int, second int, "startBack" int, jobs int, sqft int, experience int),
            _scale_words w`,
    JSON.stringify(painters),
  );
  await exec(db, `ALTER TABLE _scale_painter ADD PRIMARY KEY (n)`);
}

/**
 * One row per booking: its painter, lane (slot), date, length, zip, status, customer and prices.
 * Lane position k of m in a span of S days starts on day ⌊k·S/m⌋ and lasts at most ⌊S/m⌋ days, so
 * the projects of one painter and slot never overlap. The status is data, written out on purpose: a
 * mix by date (future: some cancelled or pending, many confirmed; under way: in progress; past:
 * completed), not a rule; what follows from each status comes from the state table (./statuses.ts).
 */
export async function planBookings(db: Db, today: string, nowIso: string): Promise<number> {
  const rows = await exec(
    db,
    `CREATE UNLOGGED TABLE _scale_plan AS
     WITH jobs AS (
       SELECT p.n, p.id AS contractor_id, p.area, p."startBack", p.span, p.sqft AS painter_sqft, k,
              CASE WHEN k % 5 < 2 THEN 'morning' WHEN k % 5 < 4 THEN 'afternoon' ELSE 'evening' END AS slot
         FROM _scale_painter p, generate_series(0, p.jobs - 1) k
     ), laned AS (
       SELECT j.*, row_number() OVER (PARTITION BY n, slot ORDER BY k) - 1 AS lane_pos,
              count(*) OVER (PARTITION BY n, slot) AS lane_len
         FROM jobs j
     ), dated AS (
       SELECT l.*, ($1::date - l."startBack" + floor(l.lane_pos * l.span::float8 / l.lane_len)::int) AS sched,
              greatest(1, floor(l.span::float8 / l.lane_len)::int) AS max_days, random() AS r_days, random() AS r_zip
         FROM laned l
     ), sized AS (
       SELECT d.*, CASE WHEN d.slot = 'evening' THEN 1 ELSE least(d.max_days,
                CASE WHEN d.r_days < 0.45 THEN 1 WHEN d.r_days < 0.8 THEN 2 WHEN d.r_days < 0.95 THEN 3 ELSE 4 END)
              END AS days, random() AS r_status
         FROM dated d
     )
     SELECT row_number() OVER (ORDER BY s.sched, s.n, s.slot)::int AS bi,
            gen_random_uuid() AS quote_id, gen_random_uuid() AS booking_id,
            s.contractor_id, s.n AS painter_n, s.slot, s.sched, s.days, s.painter_sqft,
            z.zip, z.city, z.county,
            CASE
              WHEN s.sched > $1::date THEN CASE WHEN s.r_status < 0.05 THEN 'cancelled'
                WHEN s.r_status < 0.07 THEN 'pending' WHEN s.r_status < 0.47 THEN 'confirmed' ELSE 'scheduled' END
              WHEN s.sched + s.days - 1 >= $1::date THEN CASE WHEN s.r_status < 0.03 THEN 'cancelled' ELSE 'in_progress' END
              ELSE CASE WHEN s.r_status < 0.07 THEN 'cancelled' ELSE 'completed' END
            END AS status,
            least(
              ((s.sched - (2 + floor(random() ^ 2 * 38))::int)::timestamp + make_interval(secs => 25200 + random() * 54000))
                AT TIME ZONE 'America/New_York' AT TIME ZONE 'UTC',
              $2::timestamp - random() * interval '2 days'
            ) AS booked_at
       FROM sized s
       JOIN _scale_zip z ON z.area = s.area AND s.r_zip >= z.lo AND s.r_zip < z.hi`,
    today,
    nowIso,
  );
  await exec(db, `ALTER TABLE _scale_plan ADD PRIMARY KEY (bi)`);
  return rows;
}
