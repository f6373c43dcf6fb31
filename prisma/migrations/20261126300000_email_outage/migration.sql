-- Issue 29, point 4: no e-mail lost in a mail-provider outage. Retries go on for 24 hours from the
-- first attempt (Resend's idempotency window), the admin can resend a failed message (a new
-- idempotency key per resend), and EMAIL_DELIVERY=outbox keeps mail in the outbox as "held".

-- AlterEnum
ALTER TYPE "EmailStatus" ADD VALUE 'held';

-- AlterTable
ALTER TABLE "EmailMessage" ADD COLUMN     "firstAttemptAt" TIMESTAMP(3),
ADD COLUMN     "resentAt" TIMESTAMP(3);
