-- Holds (issue: the calendar held from many addresses): a booking of 3 or more painter-days is created
-- pending until its customer confirms it from the e-mail; unconfirmed, its days are free after holdExpiresAt.

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN "confirmedByEmailAt" TIMESTAMP(3),
ADD COLUMN "holdExpiresAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Booking_status_holdExpiresAt_idx" ON "Booking"("status", "holdExpiresAt");
