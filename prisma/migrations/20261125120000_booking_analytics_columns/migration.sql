-- Ten years of data (issue 18): the admin analytics group the last 12 weeks of bookings (about 70,000 at
-- a million bookings). Joining each to its quote and its current assignment cost ~140,000 random index
-- lookups (0.6-0.8 s); these copies on the booking row make it one range of the (createdAt, id) index.
-- Triggers keep them, so every path that writes a booking, a quote or a job (the API, seeds, scripts)
-- gets them right.

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "currentEarnings" DECIMAL(10,2),
ADD COLUMN     "quoteTotal" DECIMAL(10,2) NOT NULL DEFAULT 0,
ADD COLUMN     "quoteZipCode" VARCHAR(5) NOT NULL DEFAULT '';

-- The quote's zip and total, copied when the booking is written (a booked quote's price does not move;
-- the trigger on "Quote" below follows it if it ever does). Tables are named through the trigger's own
-- schema: the tests reach them with another search path.
CREATE FUNCTION "booking_copies_quote"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('SELECT "zipCode", "totalCost" FROM %I."Quote" WHERE "id" = $1', TG_TABLE_SCHEMA)
    INTO NEW."quoteZipCode", NEW."quoteTotal" USING NEW."quoteId";
  NEW."quoteZipCode" := coalesce(NEW."quoteZipCode", '');
  NEW."quoteTotal" := coalesce(NEW."quoteTotal", 0);
  RETURN NEW;
END
$$;
CREATE TRIGGER "Booking_copies_quote" BEFORE INSERT OR UPDATE OF "quoteId" ON "Booking"
  FOR EACH ROW EXECUTE FUNCTION "booking_copies_quote"();

CREATE FUNCTION "quote_updates_bookings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'UPDATE %I."Booking" SET "quoteZipCode" = $2, "quoteTotal" = $3'
      ' WHERE "quoteId" = $1 AND ("quoteZipCode", "quoteTotal") IS DISTINCT FROM ($2, $3)',
    TG_TABLE_SCHEMA
  ) USING NEW."id", NEW."zipCode", NEW."totalCost";
  RETURN NULL;
END
$$;
CREATE TRIGGER "Quote_updates_bookings" AFTER UPDATE OF "zipCode", "totalCost" ON "Quote"
  FOR EACH ROW EXECUTE FUNCTION "quote_updates_bookings"();

-- The earnings of the booking's current assignment, chosen as lib/bookings/serialize.ts's
-- currentAssignment does: the latest by assignedAt that was not rejected, else the latest. Written only
-- when the figure changes, so a painter's status move takes no lock on the booking row.
CREATE FUNCTION "job_updates_booking_earnings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  booking uuid;
BEGIN
  FOREACH booking IN ARRAY (
    CASE TG_OP
      WHEN 'INSERT' THEN ARRAY[NEW."bookingId"]
      WHEN 'DELETE' THEN ARRAY[OLD."bookingId"]
      ELSE ARRAY(SELECT DISTINCT unnest(ARRAY[NEW."bookingId", OLD."bookingId"]))
    END
  ) LOOP
    EXECUTE format(
      'UPDATE %1$I."Booking" b SET "currentEarnings" = c.earnings'
        ' FROM (SELECT (SELECT j."contractorEarnings" FROM %1$I."JobAssignment" j WHERE j."bookingId" = $1'
        '   ORDER BY j.status = ''rejected'', j."assignedAt" DESC, j.id DESC LIMIT 1) AS earnings) c'
        ' WHERE b."id" = $1 AND b."currentEarnings" IS DISTINCT FROM c.earnings',
      TG_TABLE_SCHEMA
    ) USING booking;
  END LOOP;
  RETURN NULL;
END
$$;
CREATE TRIGGER "JobAssignment_updates_booking_earnings"
  AFTER INSERT OR DELETE OR UPDATE OF "bookingId", "status", "contractorEarnings", "assignedAt" ON "JobAssignment"
  FOR EACH ROW EXECUTE FUNCTION "job_updates_booking_earnings"();

-- Backfill.
UPDATE "Booking" b SET "quoteZipCode" = q."zipCode", "quoteTotal" = q."totalCost"
  FROM "Quote" q WHERE q."id" = b."quoteId";
UPDATE "Booking" b SET "currentEarnings" = (
  SELECT j."contractorEarnings" FROM "JobAssignment" j WHERE j."bookingId" = b."id"
  ORDER BY j.status = 'rejected', j."assignedAt" DESC, j.id DESC LIMIT 1
) WHERE EXISTS (SELECT 1 FROM "JobAssignment" j WHERE j."bookingId" = b."id");
