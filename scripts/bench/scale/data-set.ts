/**
 * The scale data set ("ten years of data"): at factor 1, 5,000 painters, 1,000,000
 * bookings with their jobs and ~1,500,000 slot reservations, 3,000,000 quotes, and every painter's
 * availability for the next 60 days. Written with bulk SQL (INSERT … SELECT over generate_series and
 * staging tables), never row by row, so that a million bookings take minutes.
 *
 * Shape of the data:
 * - Painters `painter${n}@scale.brushwise.test` (password PAINTER_PASSWORD), all active and verified,
 *   each linked to a zip-type service area of ~4 neighbouring zips (some to a second one). Painters
 *   1–200 serve the area holding 19103, the hottest zip (70% of that area's work).
 * - Every painter's bookings are laid on their own calendar: per time slot a lane, the lane's
 *   bookings spread evenly from the day they joined to 60 days ahead, each project no longer than
 *   its spacing. The (painter, date, slot) uniqueness of reservations then holds by construction.
 * - Painter 1 has ~3,400 bookings (≥ 3,000 completed) when the factor allows, painters 2–10 a
 *   couple of thousand each at factor 1; the rest share the remainder by tenure and activity.
 * - Status follows the date: past ones completed (7% cancelled), today's in progress, future ones
 *   scheduled or confirmed (a few cancelled or pending). Bookings are made 2–40 days ahead.
 * - Quotes: one per booking plus twice as many never booked (30% of those by a customer who also
 *   booked, the rest by new ones). Rooms: 1–5 per booked quote, 1 per unbooked quote.
 */
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { hashPassword } from "@/lib/auth/password";
import { defaultRoomPaintOptions } from "@/lib/pricing/index.shared";
import { loadPricingConfig } from "@/lib/pricing/repository";
import { todayInNewYork } from "@/lib/scheduling/dates.shared";
import { SERVED_COUNTIES, ZIP_CODES } from "@/lib/zips/index.shared";

export interface ScaleOptions {
  /** Fraction of the full volumes, in (0, 1]. */
  factor: number;
  now: Date;
  log: (message: string) => void;
}

export const SCALE_PAINTER_PASSWORD = "scale-painter-pass";
export const scalePainterEmail = (n: number) => `painter${n}@scale.brushwise.test`;
export const SCALE_HOT_ZIP = "19103";
/** Painters 1..HOT_PAINTERS serve the hot zip's area, whatever the factor. */
const HOT_PAINTERS = 200;
const ZIPS_PER_AREA = 4;
/** Share of the hot area's work that is in the hot zip itself. */
const HOT_ZIP_SHARE = 0.7;
const HISTORY_DAYS = 3650;
const HORIZON_DAYS = 60;
/** 7% of past bookings are cancelled: 3,400 leave painter 1 over 3,000 completed jobs. */
const PAINTER_1_JOBS = 3400;

// Synthetic but varied: trigram search over names, e-mails and addresses then behaves as on real data.
const FIRST_NAMES = [
  "Emily",
  "James",
  "Sofia",
  "Robert",
  "Hannah",
  "Marcus",
  "Olivia",
  "Daniel",
  "Grace",
  "Nathan",
  "Aaliyah",
  "Brian",
  "Chloe",
  "Derek",
  "Elena",
  "Francis",
  "Gina",
  "Hector",
  "Isabel",
  "Jamal",
  "Karen",
  "Luis",
  "Maria",
  "Nikhil",
  "Owen",
  "Patricia",
  "Quinn",
  "Rachel",
  "Samuel",
  "Tanya",
  "Umar",
  "Victoria",
  "Wei",
  "Ximena",
  "Yusuf",
  "Zoe",
  "Anthony",
  "Bridget",
  "Carlos",
  "Deborah",
  "Ethan",
  "Fatima",
  "George",
  "Heather",
  "Ivan",
  "Julia",
  "Kevin",
  "Laura",
  "Michael",
  "Nora",
  "Oscar",
  "Priya",
  "Ryan",
  "Sarah",
  "Thomas",
  "Uma",
  "Vincent",
  "Whitney",
  "Xavier",
  "Yolanda",
  "Zachary",
  "Angela",
  "Benjamin",
  "Catherine",
  "Dominic",
  "Erin",
  "Frank",
  "Gabriela",
  "Henry",
  "Imani",
  "Joseph",
  "Keisha",
  "Liam",
  "Megan",
  "Noah",
  "Patrick",
  "Rosa",
  "Sean",
  "Tiffany",
  "Walter",
];
const LAST_NAMES = [
  "Carter",
  "Okafor",
  "Martinez",
  "Chen",
  "Schultz",
  "Reed",
  "Brooks",
  "Kim",
  "Thompson",
  "Price",
  "Johnson",
  "Williams",
  "Brown",
  "Jones",
  "Garcia",
  "Miller",
  "Davis",
  "Rodriguez",
  "Wilson",
  "Anderson",
  "Taylor",
  "Thomas",
  "Hernandez",
  "Moore",
  "Jackson",
  "Martin",
  "Lee",
  "Perez",
  "White",
  "Harris",
  "Sanchez",
  "Clark",
  "Ramirez",
  "Lewis",
  "Robinson",
  "Walker",
  "Young",
  "Allen",
  "King",
  "Wright",
  "Scott",
  "Torres",
  "Nguyen",
  "Hill",
  "Flores",
  "Green",
  "Adams",
  "Nelson",
  "Baker",
  "Hall",
  "Rivera",
  "Campbell",
  "Mitchell",
  "Roberts",
  "Gomez",
  "Phillips",
  "Evans",
  "Turner",
  "Diaz",
  "Parker",
  "Cruz",
  "Edwards",
  "Collins",
  "Stewart",
  "Morris",
  "Murphy",
  "Cook",
  "Rogers",
  "Morgan",
  "Cooper",
  "Peterson",
  "Kowalski",
  "Rossi",
  "DiMarco",
  "O'Brien",
  "Patel",
  "Sullivan",
  "McCarthy",
  "Nowak",
  "Esposito",
  "Russo",
  "Kelly",
  "Gallagher",
  "Murray",
  "Washington",
  "Dubois",
  "Yilmaz",
  "Haddad",
  "Kowalczyk",
  "Ferrari",
  "Brennan",
  "Quinn",
  "Shah",
  "Tran",
  "Vargas",
  "Weiss",
  "Zimmerman",
  "Liu",
];
const EMAIL_DOMAINS = [
  "gmail.com",
  "yahoo.com",
  "outlook.com",
  "comcast.net",
  "verizon.net",
  "icloud.com",
  "aol.com",
  "hotmail.com",
  "proton.me",
  "msn.com",
];
const STREETS = [
  "Spruce St",
  "Pine St",
  "Walnut St",
  "Chestnut St",
  "Locust St",
  "Market St",
  "Lancaster Ave",
  "Main St",
  "Oak Ln",
  "Maple Ave",
  "Ridge Ave",
  "Germantown Ave",
  "Baltimore Ave",
  "Elm St",
  "Church Rd",
  "Station Rd",
  "Valley Rd",
  "Highland Ave",
  "Park Ave",
  "Washington Ln",
  "Cedar St",
  "Lombard St",
  "South St",
  "Fitzwater St",
  "Christian St",
  "Passyunk Ave",
  "Girard Ave",
  "Frankford Ave",
  "Castor Ave",
  "Bustleton Ave",
  "Haverford Rd",
  "Montgomery Ave",
  "Gay St",
  "High St",
  "Bridge St",
  "State St",
  "Providence Rd",
  "Chester Pike",
  "York Rd",
  "Old York Rd",
  "Butler Pike",
  "Skippack Pike",
  "Welsh Rd",
  "Township Line Rd",
  "Summit Ave",
  "Hillside Ave",
  "Forest Ave",
  "Mill Rd",
  "Meetinghouse Rd",
  "Cricket Ave",
];
const COLOR_CODES = [
  "SW 7008 Alabaster",
  "BM OC-17 White Dove",
  "SW 6204 Sea Salt",
  "BM HC-172 Revere Pewter",
  "SW 9166 Drift of Mist",
  "SW 7005 Pure White",
  "BM 2062-20 Hale Navy",
  "SW 7036 Accessible Beige",
  "BM 2135-50 Palladian Blue",
  "SW 6255 Morning Fog",
  "BM OC-65 Chantilly Lace",
  "BM 1466 Edgecomb Gray",
  "SW 7015 Repose Gray",
  "SW 7757 High Reflective White",
  "",
];
const ROOM_TYPES = [
  "living-room",
  "bedroom",
  "kitchen",
  "bathroom",
  "dining-room",
  "office",
  "hallway",
  "bedroom",
  "other",
];
const BOOKING_NOTES = [
  "Dog in the house; please ring the side door.",
  "Street parking only.",
  "Please call 30 minutes before arriving.",
  "Key in the lockbox; code sent by text.",
  "Customer paid by check.",
  "Baby sleeps until 9, please start quietly.",
  "Ceilings are 10 ft in the front room.",
  "Second-floor walk-up, no elevator.",
];

/** The big tables: their secondary indexes are dropped during the load and built once after it. */
const LOADED_TABLES = [
  "Quote",
  "Room",
  "Booking",
  "JobAssignment",
  "SlotReservation",
  "ContractorAvailability",
];
const STAGING = [
  "_scale_zip",
  "_scale_painter",
  "_scale_plan",
  "_scale_words",
  "_scale_booked",
  "_scale_unbooked",
];

/** Deterministic pseudo-random numbers (mulberry32) for what is decided in JS. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Area {
  area: number;
  county: string;
  zips: { zip: string; city: string; weight: number }[];
  hot: boolean;
}

/** Each county's zips in runs of ZIPS_PER_AREA (by code: neighbours, roughly), weighted by population. */
function planAreas(): Area[] {
  const areas: Area[] = [];
  for (const county of SERVED_COUNTIES) {
    const zips = ZIP_CODES.filter((z) => z.county === county);
    for (let i = 0; i < zips.length; i += ZIPS_PER_AREA) {
      const run = zips.slice(i, i + ZIPS_PER_AREA);
      const hot = run.some((z) => z.zipCode === SCALE_HOT_ZIP);
      const others = run.reduce((sum, z) => sum + (z.zipCode === SCALE_HOT_ZIP ? 0 : z.population), 0);
      areas.push({
        area: areas.length,
        county,
        hot,
        zips: run.map((z) => ({
          zip: z.zipCode,
          city: z.city,
          // In the hot area, the hot zip takes HOT_ZIP_SHARE and the others share the rest.
          weight: !hot
            ? Math.max(1, z.population)
            : z.zipCode === SCALE_HOT_ZIP
              ? HOT_ZIP_SHARE
              : ((1 - HOT_ZIP_SHARE) * z.population) / Math.max(1, others),
        })),
      });
    }
  }
  // The hot area first: painters 1..HOT_PAINTERS are linked to area 0.
  areas.sort((a, b) => Number(b.hot) - Number(a.hot) || a.area - b.area);
  return areas.map((a, i) => ({ ...a, area: i }));
}

export interface ScaleVolumes {
  painters: number;
  bookings: number;
  quotes: number;
}

export function scaleVolumes(factor: number): ScaleVolumes {
  return {
    painters: Math.max(2 * HOT_PAINTERS, Math.round(5000 * factor)),
    bookings: Math.round(1_000_000 * factor),
    quotes: Math.round(3_000_000 * factor),
  };
}

interface PainterPlan {
  n: number;
  area: number;
  second: number | null;
  startBack: number;
  jobs: number;
  sqft: number;
  experience: number;
}

/**
 * Who gets how many bookings: painter 1 PAINTER_1_JOBS (a quarter of all at small factors), 2–10 a
 * couple of thousand at factor 1, the others in proportion to their tenure and activity.
 */
function planPainters(volumes: ScaleVolumes, areaCount: number): PainterPlan[] {
  const random = prng(18);
  const painters: PainterPlan[] = [];
  const weights: number[] = [];
  let fixed = 0;
  for (let n = 1; n <= volumes.painters; n++) {
    const veteran = n <= 10;
    // Recent joiners are more numerous: the marketplace grew.
    const startBack = veteran ? HISTORY_DAYS : 30 + Math.floor((HISTORY_DAYS - 30) * random() ** 1.4);
    const hot = n <= HOT_PAINTERS;
    const area = hot ? 0 : 1 + ((n * 7) % (areaCount - 1));
    const second = !hot && random() < 0.3 ? 1 + ((n * 13 + 5) % (areaCount - 1)) : null;
    let jobs = 0;
    if (n === 1) jobs = Math.min(PAINTER_1_JOBS, Math.floor(volumes.bookings / 4));
    else if (veteran) jobs = Math.round(Math.min(2800 - 100 * n, volumes.bookings * 0.003 * (1 - n / 40)));
    fixed += jobs;
    weights.push(veteran ? 0 : (startBack + HORIZON_DAYS) * (0.4 + 1.2 * random()) * (hot ? 1.5 : 1));
    painters.push({
      n,
      area,
      second: second === area ? null : second,
      startBack,
      jobs,
      sqft: 350 + 50 * Math.floor(random() * 10),
      experience: 1 + Math.floor(random() * 30),
    });
  }
  const rest = Math.max(0, volumes.bookings - fixed);
  const total = weights.reduce((a, b) => a + b, 0);
  for (const p of painters) {
    if (p.n <= 10) continue;
    // Never more than two bookings per day of tenure: the morning lane holds 2 in 5 bookings.
    p.jobs = Math.min(Math.floor((rest * weights[p.n - 1]!) / total), 2 * (p.startBack + HORIZON_DAYS));
  }
  return painters;
}

type Db = Pick<PrismaClient, "$executeRawUnsafe" | "$queryRawUnsafe" | "$transaction">;

/** One statement on one connection, with the memory a big sort or index build wants (no time limit). */
function exec(db: Db, sql: string, ...params: unknown[]): Promise<number> {
  return db.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`SET LOCAL work_mem = '256MB'`);
      await tx.$executeRawUnsafe(`SET LOCAL maintenance_work_mem = '512MB'`);
      await tx.$executeRawUnsafe(`SET LOCAL statement_timeout = 0`); // the app pool's limit is for requests
      return tx.$executeRawUnsafe(sql, ...params);
    },
    { timeout: 6 * 60 * 60_000, maxWait: 60_000 },
  );
}

async function timed(log: ScaleOptions["log"], what: string, fn: () => Promise<number | void>) {
  const started = performance.now();
  const rows = await fn();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`${what}: ${typeof rows === "number" ? `${rows.toLocaleString("en-US")} rows, ` : ""}${seconds} s`);
}

async function refuseUnlessEmpty(db: Db): Promise<void> {
  const rows = await db.$queryRawUnsafe<{ bookings: boolean; quotes: boolean; areas: boolean }[]>(
    `SELECT EXISTS (SELECT 1 FROM "Booking") AS bookings, EXISTS (SELECT 1 FROM "Quote") AS quotes,
            EXISTS (SELECT 1 FROM "ServiceArea") AS areas`,
  );
  const state = rows[0]!;
  if (state.bookings || state.quotes)
    throw new Error(
      "seedScale: the database already holds quotes or bookings; seed a fresh, config-only one",
    );
  if (!state.areas) throw new Error("seedScale: no service areas: run the configuration seed first");
}

/** Word lists as a one-row table of arrays, joined into the big statements. */
async function loadWords(db: Db): Promise<void> {
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

/** A word of list `column` of _scale_words w, at random. */
const pick = (column: string) => `w.${column}[1 + floor(random() * cardinality(w.${column}))::int]`;

async function stage(db: Db, areas: Area[], painters: PainterPlan[]) {
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

async function insertAreasAndPainters(db: Db, passwordHash: string, nowIso: string, today: string) {
  await exec(
    db,
    `INSERT INTO "ServiceArea" (id, name, type, "zipCodes", counties, "isActive", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), county || ' ' || min(zip) || '–' || max(zip), 'zipcode',
            array_agg(zip ORDER BY zip), ARRAY[county], true, $1::timestamp - interval '10 years', $1::timestamp
       FROM _scale_zip GROUP BY area, county ORDER BY area`,
    nowIso,
  );
  await exec(db, `ALTER TABLE _scale_zip ADD COLUMN area_id uuid`);
  await exec(
    db,
    `UPDATE _scale_zip z SET area_id = a.id FROM "ServiceArea" a
      WHERE a.type = 'zipcode' AND z.zip = ANY(a."zipCodes")`,
  );
  const painters = await exec(
    db,
    `INSERT INTO "Contractor" (id, "firstName", "lastName", email, phone, "businessName", "licenseNumber",
                               "experienceYears", bio, "passwordHash", "isVerified", "isActive", "sqFtPerDay",
                               "lastLoginAt", "createdAt", "updatedAt")
     SELECT p.id, p.first_name, p.last_name, 'painter' || p.n || '@scale.brushwise.test',
            '(' || (ARRAY['215','267','610','484'])[1 + p.n % 4] || ') ' || (200 + p.n * 37 % 800) || '-'
              || lpad((p.n * 7919 % 10000)::text, 4, '0'),
            CASE WHEN p.n % 10 < 7 THEN p.last_name || (ARRAY[' Painting', ' & Sons', ' Interiors',
              ' Brush Co.', ' Finishes'])[1 + p.n % 5] END,
            CASE WHEN p.n % 10 < 7 THEN 'PA-HIC-' || (100000 + p.n) END,
            p.experience, 'Interior painter, ' || p.experience || ' years in the trade.', $1, true, true, p.sqft,
            $2::timestamp - (p.n % 30) * interval '1 day',
            ($3::date - p."startBack" - 30)::timestamp + interval '14 hours', $2::timestamp
       FROM _scale_painter p`,
    passwordHash,
    nowIso,
    today,
  );
  const links = await exec(
    db,
    `INSERT INTO "ContractorServiceArea" ("contractorId", "serviceAreaId", priority, "createdAt")
     SELECT p.id, a.area_id, l.priority, ($1::date - p."startBack" - 30)::timestamp
       FROM _scale_painter p
       CROSS JOIN LATERAL (VALUES (p.area, 1), (p.second, 2)) AS l(area, priority)
       JOIN (SELECT DISTINCT area, area_id FROM _scale_zip) a ON a.area = l.area`,
    today,
  );
  return painters + links;
}

/**
 * One row per booking: its painter, lane (slot), date, length, zip, status, customer and prices.
 * Lane position k of m in a span of S days starts on day ⌊k·S/m⌋ and lasts at most ⌊S/m⌋ days, so
 * the projects of one painter and slot never overlap.
 */
async function planBookings(db: Db, today: string, nowIso: string): Promise<number> {
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
async function stageBookedQuotes(db: Db): Promise<void> {
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
async function stageUnbookedQuotes(db: Db, count: number, bookings: number, nowIso: string): Promise<void> {
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

/** INSERT INTO "Quote" from a staging table; phoneDigits and hasBooking as the triggers would set them. */
function insertQuotes(db: Db, table: string, booked: boolean, pricing: string): Promise<number> {
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
              jsonb_build_object('label', 'Tax (6%)', 'cents', (${tax} * 100)::int, 'text', '$' || ${tax},
                                 'kind', 'tax'))),
            c.quoted_at, c.quoted_at
       FROM ${table} c`,
    pricing,
  );
}

/** NY wall-clock time `time` on date expression `date`, as the UTC timestamp the columns hold. */
const nyTime = (date: string, time: string) =>
  `((${date})::timestamp + time '${time}') AT TIME ZONE 'America/New_York' AT TIME ZONE 'UTC'`;

const SLOT_START = `CASE p.slot WHEN 'morning' THEN time '08:00' WHEN 'afternoon' THEN time '12:00' ELSE time '16:00' END`;
const slotStart = (date: string) =>
  `((${date})::timestamp + ${SLOT_START}) AT TIME ZONE 'America/New_York' AT TIME ZONE 'UTC'`;

/** Bookings as planned; their timestamps follow the status (cancelled, confirmed, completed, reminded). */
async function insertBookings(db: Db, nowIso: string, today: string): Promise<number> {
  return exec(
    db,
    `INSERT INTO "Booking" (id, "quoteId", status, "scheduledDate", "timeSlot", "estimatedDays", notes,
                            "cancellationFee", "cancelledAt", "confirmedAt", "completedAt", "reminderSentAt",
                            "calendarSequence", "createdAt", "updatedAt",
                            "quoteZipCode", "quoteTotal", "currentEarnings")
     SELECT x.*, coalesce(x.completed, x.cancelled, x.confirmed, x.booked_at),
            -- What the booking's triggers would copy: the quote's zip and total, the one job's earnings.
            q."zipCode", q."totalCost", round(q."totalCost" * 0.6, 2)
       FROM (
         SELECT p.booking_id, p.quote_id, p.status::"BookingStatus", p.sched, p.slot::"TimeSlot", p.days,
                CASE WHEN random() < 0.1 THEN ${pick("notes")} END,
                CASE WHEN p.status = 'cancelled' THEN (ARRAY[0, 0, 0, 50, 100])[1 + p.bi % 5]::numeric END,
                CASE WHEN p.status = 'cancelled' THEN p.booked_at + random()
                  * greatest(interval '1 hour', least(p.sched::timestamp, $1::timestamp) - p.booked_at) END AS cancelled,
                CASE WHEN p.status IN ('confirmed', 'in_progress', 'completed')
                  THEN p.booked_at + random() * interval '20 hours' END AS confirmed,
                CASE WHEN p.status = 'completed' THEN ${nyTime("p.sched + p.days - 1", "17:00")} END AS completed,
                CASE WHEN p.status NOT IN ('cancelled', 'pending') AND p.sched <= $2::date
                  THEN ${nyTime("p.sched - 1", "09:00")} END,
                CASE WHEN p.bi % 20 = 0 THEN 1 ELSE 0 END,
                p.booked_at
           FROM _scale_plan p, _scale_words w
       ) x
       JOIN "Quote" q ON q.id = x.quote_id`,
    nowIso,
    today,
  );
}

/** One job per booking; a completed one with its completion time and earnings (60% of the total). */
async function insertJobs(db: Db): Promise<number> {
  return exec(
    db,
    `INSERT INTO "JobAssignment" (id, "bookingId", "contractorId", status, "contractorEarnings", notes,
                                  "assignedAt", "acknowledgedAt", "startedAt", "completedAt", "updatedAt")
     SELECT gen_random_uuid(), b.id, p.contractor_id,
            (CASE b.status WHEN 'completed' THEN 'completed' WHEN 'in_progress' THEN 'in_progress'
              WHEN 'confirmed' THEN 'acknowledged' WHEN 'cancelled' THEN 'cancelled' WHEN 'pending' THEN 'rejected'
              ELSE CASE WHEN p.bi % 2 = 0 THEN 'acknowledged' ELSE 'assigned' END END)::"JobStatus",
            round(q."totalCost" * 0.6, 2),
            CASE WHEN b.status = 'completed' AND p.bi % 4 = 0 THEN 'Two coats applied; touch-ups done with the customer.' END,
            b."createdAt" + interval '1 minute',
            CASE WHEN b.status IN ('completed', 'in_progress', 'confirmed') OR (b.status = 'scheduled' AND p.bi % 2 = 0)
              THEN b."createdAt" + interval '3 hours' END,
            CASE WHEN b.status IN ('completed', 'in_progress') THEN ${slotStart(`b."scheduledDate"`)} END,
            CASE WHEN b.status = 'completed' THEN b."completedAt" + interval '10 minutes' END,
            b."updatedAt"
       FROM _scale_plan p
       JOIN "Booking" b ON b.id = p.booking_id
       JOIN "Quote" q ON q.id = p.quote_id`,
  );
}

/** Live bookings (neither cancelled nor pending) hold their painter's slot on every day of the project. */
async function insertReservations(db: Db): Promise<number> {
  return exec(
    db,
    `INSERT INTO "SlotReservation" (id, "contractorId", date, "timeSlot", "bookingId", "createdAt")
     SELECT gen_random_uuid(), p.contractor_id, p.sched + d, p.slot::"TimeSlot", p.booking_id, p.booked_at
       FROM _scale_plan p, generate_series(0, p.days - 1) d
      WHERE p.status NOT IN ('cancelled', 'pending')`,
  );
}

/** Rooms of a staged quote table: `count` rooms per quote sharing its size and price. */
async function insertRooms(db: Db, table: string, count: string): Promise<number> {
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

/**
 * Every painter's next 60 days from today: all three slots or mornings and afternoons, one day off
 * a week; a day or slot they already have a booking on is always offered (it was when they were booked).
 */
async function insertAvailability(db: Db, today: string, nowIso: string): Promise<number> {
  return exec(
    db,
    `INSERT INTO "ContractorAvailability" (id, "contractorId", date, "timeSlots", "updatedAt")
     SELECT gen_random_uuid(), p.id, d.day,
            ARRAY(SELECT s FROM unnest(enum_range(NULL::"TimeSlot")) s
                   WHERE ((d.day - date '2000-01-03' + p.n) % 7 <> 6
                          AND (s <> 'evening' OR p.n % 3 <> 1))
                      OR s::text = ANY(coalesce(r.slots, '{}'))),
            $2::timestamp - (p.n % 20) * interval '1 day'
       FROM _scale_painter p
       CROSS JOIN LATERAL (SELECT ($1::date + i) AS day FROM generate_series(0, ${HORIZON_DAYS}) i) d
       LEFT JOIN (SELECT "contractorId", date, array_agg("timeSlot"::text) AS slots
                    FROM "SlotReservation" WHERE date >= $1::date GROUP BY 1, 2) r
              ON r."contractorId" = p.id AND r.date = d.day
      WHERE (d.day - date '2000-01-03' + p.n) % 7 <> 6 OR r.slots IS NOT NULL`,
    today,
    nowIso,
  );
}

interface IndexDef {
  name: string;
  definition: string;
}

/** Secondary indexes of the loaded tables (primary keys stay: foreign keys need them). */
async function dropIndexes(db: Db): Promise<IndexDef[]> {
  const indexes = await db.$queryRawUnsafe<IndexDef[]>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    LOADED_TABLES,
  );
  for (const index of indexes) await exec(db, `DROP INDEX "${index.name}"`);
  return indexes;
}

/** Built two at a time (two cores here), each with a large maintenance_work_mem. */
async function createIndexes(db: Db, indexes: IndexDef[], log: ScaleOptions["log"]): Promise<void> {
  const queue = [...indexes];
  const worker = async () => {
    for (let index = queue.shift(); index; index = queue.shift()) {
      const { definition, name } = index;
      await timed(log, `index ${name}`, async () => void (await exec(db, definition)));
    }
  };
  await Promise.all([worker(), worker()]);
}

const USER_TRIGGERS: [table: string, trigger: string][] = [
  ["Quote", "Quote_phoneDigits"],
  ["Quote", "Quote_updates_bookings"],
  ["Booking", "Booking_marks_quote"],
  ["Booking", "Booking_copies_quote"],
  ["JobAssignment", "JobAssignment_updates_booking_earnings"],
];

/** The row triggers cost a function call (and an UPDATE) per row: the load sets their columns itself. */
async function setTriggers(db: Db, enabled: boolean): Promise<void> {
  for (const [table, trigger] of USER_TRIGGERS)
    await exec(db, `ALTER TABLE "${table}" ${enabled ? "ENABLE" : "DISABLE"} TRIGGER "${trigger}"`);
}

const dropStaging = (db: Db) => exec(db, `DROP TABLE IF EXISTS ${STAGING.join(", ")}`);

/**
 * Fills a migrated, config-only database (pricing and county areas) with the scale data set at
 * `factor` of the issue's volumes. Refuses a database that holds quotes or bookings already.
 */
export async function seedScale(db: PrismaClient, { factor, now, log }: ScaleOptions): Promise<void> {
  if (!(factor > 0 && factor <= 1)) throw new Error(`seedScale: factor must be in (0, 1], not ${factor}`);
  await refuseUnlessEmpty(db);
  const volumes = scaleVolumes(factor);
  const today = todayInNewYork(now);
  const nowIso = now.toISOString();
  const areas = planAreas();
  const painters = planPainters(volumes, areas.length);
  const passwordHash = await hashPassword(SCALE_PAINTER_PASSWORD);
  const pricing = JSON.stringify(await loadPricingConfig(db));
  log(
    `factor ${factor}: ${volumes.painters} painters in ${areas.length} areas, ~${volumes.bookings} bookings, ` +
      `${volumes.quotes} quotes, today ${today}`,
  );

  await dropStaging(db);
  await setTriggers(db, false);
  let indexes: IndexDef[] = [];
  try {
    indexes = await dropIndexes(db);
    await loadWords(db);
    await stage(db, areas, painters);
    await timed(log, "service areas, painters and their links", () =>
      insertAreasAndPainters(db, passwordHash, nowIso, today),
    );
    await timed(log, "booking plan", () => planBookings(db, today, nowIso));
    const planned = Number(
      (await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM _scale_plan`))[0]!.n,
    );
    await timed(log, "booked quotes staged", () => stageBookedQuotes(db));
    await timed(log, "Quote (booked)", () => insertQuotes(db, "_scale_booked", true, pricing));
    const unbooked = Math.max(0, volumes.quotes - planned);
    await timed(log, "unbooked quotes staged", () => stageUnbookedQuotes(db, unbooked, planned, nowIso));
    await timed(log, "Quote (never booked)", () => insertQuotes(db, "_scale_unbooked", false, pricing));
    await timed(log, "Room (booked quotes)", () =>
      insertRooms(db, "_scale_booked", "least(5, greatest(1, ceil(c.sqft / 350)))::int"),
    );
    await timed(log, "Room (never booked)", () => insertRooms(db, "_scale_unbooked", "1"));
    await timed(log, "Booking", () => insertBookings(db, nowIso, today));
    await timed(log, "JobAssignment", () => insertJobs(db));
    await timed(log, "SlotReservation", () => insertReservations(db));
    await timed(log, "ContractorAvailability", () => insertAvailability(db, today, nowIso));
  } finally {
    await setTriggers(db, true);
    await dropStaging(db);
    await createIndexes(db, indexes, log);
  }
  // As autovacuum would after a bulk load: statistics, and the visibility map index-only scans rely on.
  // The embedded Postgres runs every statement in a transaction, where VACUUM is refused: ANALYZE there.
  await timed(log, "VACUUM ANALYZE", async () => {
    await exec(db, "VACUUM ANALYZE").catch(() => exec(db, "ANALYZE"));
  });
}
