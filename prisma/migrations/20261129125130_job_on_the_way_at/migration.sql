-- AlterTable
ALTER TABLE "JobAssignment" ADD COLUMN     "onTheWayAt" TIMESTAMP(3);
