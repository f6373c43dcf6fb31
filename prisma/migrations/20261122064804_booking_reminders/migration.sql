-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "calendarSequence" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "reminderSentAt" TIMESTAMP(3);
