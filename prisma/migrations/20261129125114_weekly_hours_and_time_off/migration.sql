-- CreateTable
CREATE TABLE "ContractorWeeklyHours" (
    "id" UUID NOT NULL,
    "contractorId" UUID NOT NULL,
    "weekday" SMALLINT NOT NULL,
    "timeSlots" "TimeSlot"[],
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContractorWeeklyHours_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContractorTimeOff" (
    "id" UUID NOT NULL,
    "contractorId" UUID NOT NULL,
    "startDate" DATE NOT NULL,
    "endDate" DATE NOT NULL,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContractorTimeOff_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ContractorWeeklyHours_contractorId_weekday_key" ON "ContractorWeeklyHours"("contractorId", "weekday");

-- CreateIndex
CREATE INDEX "ContractorTimeOff_contractorId_endDate_idx" ON "ContractorTimeOff"("contractorId", "endDate");

-- AddForeignKey
ALTER TABLE "ContractorWeeklyHours" ADD CONSTRAINT "ContractorWeeklyHours_contractorId_fkey" FOREIGN KEY ("contractorId") REFERENCES "Contractor"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractorTimeOff" ADD CONSTRAINT "ContractorTimeOff_contractorId_fkey" FOREIGN KEY ("contractorId") REFERENCES "Contractor"("id") ON DELETE CASCADE ON UPDATE CASCADE;
