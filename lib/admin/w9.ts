import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { parseId } from "@/lib/http/ids";
import { getStorage } from "@/lib/storage";

/** A contractor's W9 file, for admin eyes only (the route checks the admin session). */
export async function readContractorW9(db: PrismaClient, rawContractorId: string) {
  const contractor = await db.contractor.findUnique({
    where: { id: parseId(rawContractorId, "Invalid contractor ID") },
    include: { w9: true },
  });
  const bytes = contractor?.w9 && (await getStorage().get(contractor.w9.storageKey));
  if (!contractor?.w9 || !bytes) throw notFound("No W9 document on file for this contractor");
  return { bytes, mimeType: contractor.w9.mimeType, name: contractor.w9.originalName };
}
