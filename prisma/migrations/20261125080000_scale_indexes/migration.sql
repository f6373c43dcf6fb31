-- Ten years of data (issue 18): keyset and search indexes, and two columns the database keeps itself.
-- Trigram indexes (pg_trgm) serve substring search on names, e-mails, addresses and phone digits.
-- In "public" whatever the search path: test schemas come and go, the extension stays.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- DropIndex
DROP INDEX "Booking_createdAt_idx";

-- DropIndex
DROP INDEX "Booking_scheduledDate_idx";

-- DropIndex
DROP INDEX "Booking_status_idx";

-- DropIndex
DROP INDEX "Contractor_createdAt_idx";

-- AlterTable
ALTER TABLE "Quote" ADD COLUMN     "hasBooking" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "phoneDigits" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "Booking_createdAt_id_idx" ON "Booking"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Booking_scheduledDate_id_idx" ON "Booking"("scheduledDate", "id");

-- CreateIndex
CREATE INDEX "Booking_status_createdAt_id_idx" ON "Booking"("status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Booking_status_scheduledDate_id_idx" ON "Booking"("status", "scheduledDate", "id");

-- CreateIndex
CREATE INDEX "Booking_status_cancelledAt_idx" ON "Booking"("status", "cancelledAt");

-- CreateIndex
CREATE INDEX "Contractor_createdAt_id_idx" ON "Contractor"("createdAt", "id");

-- CreateIndex
CREATE INDEX "JobAssignment_contractorId_status_completedAt_id_idx" ON "JobAssignment"("contractorId", "status", "completedAt", "id");

-- CreateIndex
CREATE INDEX "Quote_hasBooking_createdAt_idx" ON "Quote"("hasBooking", "createdAt");

-- CreateIndex
CREATE INDEX "Quote_customerName_trgm_idx" ON "Quote" USING GIN ("customerName" public.gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Quote_email_trgm_idx" ON "Quote" USING GIN ("email" public.gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Quote_address_trgm_idx" ON "Quote" USING GIN ("address" public.gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Quote_phoneDigits_trgm_idx" ON "Quote" USING GIN ("phoneDigits" public.gin_trgm_ops);

-- "phoneDigits": the phone's digits, whatever punctuation it was typed with. A trigger keeps it, so every
-- path that writes a quote (the API, the seeds, a script) gets it right.
CREATE FUNCTION "quote_phone_digits"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."phoneDigits" := regexp_replace(coalesce(NEW."phone", ''), '[^0-9]', '', 'g');
  RETURN NEW;
END
$$;
CREATE TRIGGER "Quote_phoneDigits" BEFORE INSERT OR UPDATE OF "phone" ON "Quote"
  FOR EACH ROW EXECUTE FUNCTION "quote_phone_digits"();
UPDATE "Quote" SET "phoneDigits" = regexp_replace("phone", '[^0-9]', '', 'g');

-- "hasBooking": whether any booking points at the quote. The cleanup finds unbooked old quotes through
-- ("hasBooking", "createdAt") instead of an anti-join over every quote ever made.
-- The quote table is named through the trigger's own schema: a client may reach the tables by a qualified
-- name with another search path (as the tests' per-file schemas do).
CREATE FUNCTION "booking_marks_quote"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('UPDATE %I."Quote" SET "hasBooking" = true WHERE "id" = $1 AND NOT "hasBooking"', TG_TABLE_SCHEMA)
      USING NEW."quoteId";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format(
      'UPDATE %1$I."Quote" SET "hasBooking" = false WHERE "id" = $1 AND "hasBooking"'
        ' AND NOT EXISTS (SELECT 1 FROM %1$I."Booking" WHERE "quoteId" = $1)',
      TG_TABLE_SCHEMA
    ) USING OLD."quoteId";
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER "Booking_marks_quote" AFTER INSERT OR DELETE OR UPDATE OF "quoteId" ON "Booking"
  FOR EACH ROW EXECUTE FUNCTION "booking_marks_quote"();
UPDATE "Quote" q SET "hasBooking" = true WHERE EXISTS (SELECT 1 FROM "Booking" b WHERE b."quoteId" = q."id");

-- A completed job always has its completion time: the history pages by ("completedAt", "id").
UPDATE "JobAssignment" SET "completedAt" = "assignedAt" WHERE "status" = 'completed' AND "completedAt" IS NULL;
