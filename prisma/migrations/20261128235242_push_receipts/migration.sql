-- AlterEnum
ALTER TYPE "PushStatus" ADD VALUE 'cancelled';

-- AlterTable
ALTER TABLE "PushNotice" ADD COLUMN     "fallbackDueAt" TIMESTAMP(3),
ADD COLUMN     "receivedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "PushNotice_fallbackDueAt_idx" ON "PushNotice"("fallbackDueAt");

-- Alerts still on their way when this is deployed (their fallback e-mail is still kept: none of
-- their alerts was sent yet) get the same wait as new ones, counted from when they were made.
UPDATE "PushNotice"
SET "fallbackDueAt" = "createdAt" + INTERVAL '15 minutes'
WHERE "fallbackQueuedAt" IS NULL AND "fallbackEmail" <> '{}'::jsonb;
