-- AlterTable
ALTER TABLE "Contractor" ADD COLUMN     "calendarFeedVersion" INTEGER NOT NULL DEFAULT 0;
