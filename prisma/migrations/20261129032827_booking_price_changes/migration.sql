-- Price changes the back office makes to a booking before its job is done (issue 41, docs/product.md §10):
-- each becomes a line of the job's invoice. Written once: a change is undone by another change, never edited.

-- CreateTable
CREATE TABLE "BookingPriceChange" (
    "id" UUID NOT NULL,
    "bookingId" UUID NOT NULL,
    "amount" DECIMAL(10,2) NOT NULL,
    "reason" VARCHAR(200) NOT NULL,
    "earningsChange" DECIMAL(10,2) NOT NULL DEFAULT 0,
    "actor" TEXT NOT NULL,
    "clientRef" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BookingPriceChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BookingPriceChange_clientRef_key" ON "BookingPriceChange"("clientRef");

-- CreateIndex
CREATE INDEX "BookingPriceChange_bookingId_createdAt_idx" ON "BookingPriceChange"("bookingId", "createdAt");

-- AddForeignKey
ALTER TABLE "BookingPriceChange" ADD CONSTRAINT "BookingPriceChange_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Never updated (the function of migration 20261128235033_money). Deleted only with its booking
-- (cleanup of an old cancelled booking): the job's invoice, once issued, keeps the lines itself.
CREATE TRIGGER "BookingPriceChange_written_once" BEFORE UPDATE ON "BookingPriceChange"
  FOR EACH ROW EXECUTE FUNCTION "money_record_written_once"();
