-- The back office's money lists at a million bookings (issue 41): "painters owed" and a painter's
-- unpaid jobs read the completed jobs no payout covers through an index, and the Payments list's
-- name search reads a trigram index.

-- AlterTable
ALTER TABLE "JobAssignment" ADD COLUMN     "paidOut" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "Invoice_billedName_trgm_idx" ON "Invoice" USING GIN ("billedName" public.gin_trgm_ops);

-- CreateIndex
CREATE INDEX "JobAssignment_unpaid_idx" ON "JobAssignment"("status", "paidOut", "contractorId", "completedAt", "id", "contractorEarnings");

-- "paidOut": whether a PayoutItem points at the job. A trigger keeps it, so every path that writes a
-- payout (the back office, a script, a payout deleted with its items) gets it right. The job table is
-- named through the trigger's own schema, as in booking_marks_quote (the tests' per-file schemas).
CREATE FUNCTION "payout_item_marks_job"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format('UPDATE %I."JobAssignment" SET "paidOut" = false WHERE "id" = $1 AND "paidOut"', TG_TABLE_SCHEMA)
      USING OLD."assignmentId";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('UPDATE %I."JobAssignment" SET "paidOut" = true WHERE "id" = $1 AND NOT "paidOut"', TG_TABLE_SCHEMA)
      USING NEW."assignmentId";
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER "PayoutItem_marks_job" AFTER INSERT OR DELETE OR UPDATE OF "assignmentId" ON "PayoutItem"
  FOR EACH ROW EXECUTE FUNCTION "payout_item_marks_job"();

-- Backfill.
UPDATE "JobAssignment" j SET "paidOut" = true WHERE EXISTS (SELECT 1 FROM "PayoutItem" p WHERE p."assignmentId" = j."id");
