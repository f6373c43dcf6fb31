import "server-only";
import { env } from "@/lib/env";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * Who may read the /dev/emails page. It lists set-password and cancel links and customers'
 * details, so: nobody unless DEV_EMAILS_PAGE=true; anyone on a development server; only the
 * admin in production mode (`npm start`, the end-to-end tests), whatever the flag says.
 */
export function devOutboxAccess(): "off" | "anyone" | "admin" {
  if (!env.devEmailsPage) return "off";
  return env.isProduction ? "admin" : "anyone";
}

export async function recentOutboxMessages(
  db: PrismaClient,
  { limit = 200, to }: { limit?: number; to?: string } = {},
) {
  return db.emailMessage.findMany({
    where: to ? { to: { equals: to.trim(), mode: "insensitive" } } : {},
    orderBy: { createdAt: "desc" },
    take: limit,
    select: {
      id: true,
      to: true,
      subject: true,
      template: true,
      status: true,
      text: true,
      html: true,
      createdAt: true,
      sentAt: true,
      attempts: true,
      lastError: true,
    },
  });
}
