/**
 * The scale data set's painters: their service areas, accounts and area links, and their
 * availability for the next 60 days.
 */
import { HORIZON_DAYS } from "./shape";
import { exec, type Db } from "./sql";

export async function insertAreasAndPainters(db: Db, passwordHash: string, nowIso: string, today: string) {
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
 * Every painter's next 60 days from today: all three slots or mornings and afternoons, one day off
 * a week; a day or slot they already have a booking on is always offered (it was when they were booked).
 */
export async function insertAvailability(db: Db, today: string, nowIso: string): Promise<number> {
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
