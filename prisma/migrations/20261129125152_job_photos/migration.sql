/*
  Warnings:

  - A unique constraint covering the columns `[clientRef]` on the table `Upload` will be added. If there are existing duplicate values, this will fail.

*/
-- CreateEnum
CREATE TYPE "JobPhotoPhase" AS ENUM ('before', 'after');

-- AlterEnum
ALTER TYPE "UploadKind" ADD VALUE 'JOB_PHOTO';

-- AlterTable
ALTER TABLE "Upload" ADD COLUMN     "bookingId" UUID,
ADD COLUMN     "clientRef" TEXT,
ADD COLUMN     "jobId" UUID,
ADD COLUMN     "jobRoomId" UUID,
ADD COLUMN     "phase" "JobPhotoPhase";

-- CreateIndex
CREATE UNIQUE INDEX "Upload_clientRef_key" ON "Upload"("clientRef");

-- CreateIndex
CREATE INDEX "Upload_bookingId_idx" ON "Upload"("bookingId");

-- CreateIndex
CREATE INDEX "Upload_jobId_idx" ON "Upload"("jobId");

-- CreateIndex
CREATE INDEX "Upload_jobRoomId_idx" ON "Upload"("jobRoomId");

-- AddForeignKey
ALTER TABLE "Upload" ADD CONSTRAINT "Upload_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Upload" ADD CONSTRAINT "Upload_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "JobAssignment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Upload" ADD CONSTRAINT "Upload_jobRoomId_fkey" FOREIGN KEY ("jobRoomId") REFERENCES "Room"("id") ON DELETE SET NULL ON UPDATE CASCADE;
