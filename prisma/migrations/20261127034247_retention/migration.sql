-- Nothing kept too long. A booking records when its personal data was erased
-- (by the back office, or by the retention rule that erases completed bookings' personal data after
-- RETENTION_COMPLETED_BOOKING_DAYS); the index serves that rule's daily scan.

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "personalDataErasedAt" TIMESTAMP(3);

-- Bookings the back office erased before this column existed (their quote holds the placeholder
-- e-mail of lib/bookings/erased.ts).
UPDATE "Booking" b SET "personalDataErasedAt" = b."updatedAt"
FROM "Quote" q
WHERE q.id = b."quoteId" AND q.email LIKE 'erased+%@invalid';

-- CreateIndex
CREATE INDEX "Booking_personalDataErasedAt_status_completedAt_idx" ON "Booking"("personalDataErasedAt", "status", "completedAt");
