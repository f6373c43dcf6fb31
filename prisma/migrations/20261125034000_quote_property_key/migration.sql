-- One property however its address is typed: the key the upcoming-bookings cap per property
-- looks up (lib/quotes/property-key.ts computes the same for new quotes).
ALTER TABLE "Quote" ADD COLUMN "propertyKey" TEXT NOT NULL DEFAULT '';
UPDATE "Quote" SET "propertyKey" = btrim(regexp_replace(lower("address"), '[^a-z0-9]+', ' ', 'g'));
ALTER TABLE "Quote" ALTER COLUMN "propertyKey" DROP DEFAULT;

-- CreateIndex
CREATE INDEX "Quote_propertyKey_idx" ON "Quote"("propertyKey");
