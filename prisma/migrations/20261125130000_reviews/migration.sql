-- CreateEnum
CREATE TYPE "ReviewStatus" AS ENUM ('pending', 'published', 'hidden');

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "reviewReminderSentAt" TIMESTAMP(3),
ADD COLUMN     "reviewRequestedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Upload" ADD COLUMN     "reviewId" UUID;

-- CreateTable
CREATE TABLE "Review" (
    "id" UUID NOT NULL,
    "bookingId" UUID NOT NULL,
    "contractorId" UUID NOT NULL,
    "rating" INTEGER NOT NULL,
    "text" TEXT,
    "displayName" TEXT,
    "town" TEXT,
    "county" TEXT NOT NULL,
    "status" "ReviewStatus" NOT NULL DEFAULT 'pending',
    "heldReason" TEXT,
    "reply" TEXT,
    "repliedAt" TIMESTAMP(3),
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Review_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Review_bookingId_key" ON "Review"("bookingId");

-- CreateIndex
CREATE INDEX "Review_status_publishedAt_idx" ON "Review"("status", "publishedAt" DESC);

-- CreateIndex
CREATE INDEX "Review_county_status_publishedAt_idx" ON "Review"("county", "status", "publishedAt");

-- CreateIndex
CREATE INDEX "Review_contractorId_status_publishedAt_idx" ON "Review"("contractorId", "status", "publishedAt");

-- CreateIndex
CREATE INDEX "Review_status_createdAt_id_idx" ON "Review"("status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Review_createdAt_id_idx" ON "Review"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Booking_reviewReminderSentAt_reviewRequestedAt_idx" ON "Booking"("reviewReminderSentAt", "reviewRequestedAt");

-- CreateIndex
CREATE INDEX "Upload_reviewId_idx" ON "Upload"("reviewId");

-- AddForeignKey
ALTER TABLE "Upload" ADD CONSTRAINT "Upload_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "Review"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_contractorId_fkey" FOREIGN KEY ("contractorId") REFERENCES "Contractor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
