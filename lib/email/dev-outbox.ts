import type { PrismaClient } from "@/lib/generated/prisma/client";

/** The /dev/emails page exists only where DEV_EMAILS_PAGE=true (dev and test runs), never in production. */
export function isDevOutboxEnabled(): boolean {
  return process.env.DEV_EMAILS_PAGE === "true";
}

export async function recentOutboxMessages(db: PrismaClient, { limit = 200, to }: { limit?: number; to?: string } = {}) {
  return db.emailMessage.findMany({
    where: to ? { to: { equals: to.trim(), mode: "insensitive" } } : {},
    orderBy: { createdAt: "desc" },
    take: limit,
    select: { id: true, to: true, subject: true, template: true, status: true, text: true, html: true, createdAt: true, sentAt: true, attempts: true, lastError: true },
  });
}
