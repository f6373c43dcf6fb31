-- CreateEnum
CREATE TYPE "PushStatus" AS ENUM ('queued', 'sending', 'sent', 'gone', 'failed');

-- CreateTable
CREATE TABLE "PushSubscription" (
    "id" UUID NOT NULL,
    "contractorId" UUID NOT NULL,
    "endpoint" TEXT NOT NULL,
    "p256dh" TEXT NOT NULL,
    "auth" TEXT NOT NULL,
    "label" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSuccessAt" TIMESTAMP(3),

    CONSTRAINT "PushSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PushNotice" (
    "id" UUID NOT NULL,
    "contractorId" UUID NOT NULL,
    "payload" JSONB NOT NULL,
    "urgency" TEXT NOT NULL,
    "fallbackEmail" JSONB NOT NULL,
    "fallbackQueuedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PushNotice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PushMessage" (
    "id" UUID NOT NULL,
    "noticeId" UUID NOT NULL,
    "subscriptionId" UUID,
    "status" "PushStatus" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "firstAttemptAt" TIMESTAMP(3),
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PushMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PushSubscription_endpoint_key" ON "PushSubscription"("endpoint");

-- CreateIndex
CREATE INDEX "PushSubscription_contractorId_createdAt_idx" ON "PushSubscription"("contractorId", "createdAt");

-- CreateIndex
CREATE INDEX "PushNotice_createdAt_idx" ON "PushNotice"("createdAt");

-- CreateIndex
CREATE INDEX "PushMessage_status_nextAttemptAt_idx" ON "PushMessage"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "PushMessage_noticeId_idx" ON "PushMessage"("noticeId");

-- CreateIndex
CREATE INDEX "PushMessage_subscriptionId_idx" ON "PushMessage"("subscriptionId");

-- AddForeignKey
ALTER TABLE "PushSubscription" ADD CONSTRAINT "PushSubscription_contractorId_fkey" FOREIGN KEY ("contractorId") REFERENCES "Contractor"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PushMessage" ADD CONSTRAINT "PushMessage_noticeId_fkey" FOREIGN KEY ("noticeId") REFERENCES "PushNotice"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PushMessage" ADD CONSTRAINT "PushMessage_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "PushSubscription"("id") ON DELETE SET NULL ON UPDATE CASCADE;
