/** Painters written straight into a test database: booking capacity the demo seed does not have. */
import type pg from "pg";
import { TIME_SLOTS } from "@/lib/scheduling/time-slots.shared";

export type Db = Pick<pg.ClientBase, "query">;

export interface PainterFixture {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  passwordHash: string;
  serviceAreaId: string;
  priority: number;
  /** Free on every slot of every day from `availableFrom` to `availableTo` (YYYY-MM-DD, inclusive). */
  availableFrom: string;
  availableTo: string;
}

/** An active, verified painter of 500 sq ft a day in one service area; returns its id. */
export async function insertPainter(db: Db, p: PainterFixture): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO "Contractor" (id, "firstName", "lastName", email, phone, "experienceYears", "passwordHash",
                               "isVerified", "isActive", "sqFtPerDay", "updatedAt")
     VALUES (gen_random_uuid(), $1, $2, $3, $4, 5, $5, true, true, 500, now()) RETURNING id`,
    [p.firstName, p.lastName, p.email, p.phone, p.passwordHash],
  );
  const id = rows[0]!.id;
  await db.query(
    `INSERT INTO "ContractorServiceArea" ("contractorId", "serviceAreaId", priority) VALUES ($1, $2, $3)`,
    [id, p.serviceAreaId, p.priority],
  );
  await db.query(
    `INSERT INTO "ContractorAvailability" (id, "contractorId", date, "timeSlots", "updatedAt")
     SELECT gen_random_uuid(), $1, d::date, $4::"TimeSlot"[], now()
       FROM generate_series($2::date, $3::date, interval '1 day') d`,
    [id, p.availableFrom, p.availableTo, [...TIME_SLOTS]],
  );
  return id;
}
