import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { ApiError, notFound } from "@/lib/http/errors";
import { parseId } from "@/lib/http/ids";
import { getStorage } from "@/lib/storage";
import { decryptW9, W9KeyMissingError } from "@/lib/uploads/w9-crypto";
import { audit } from "./audit";

export const W9_DAMAGED =
  "This W9 file is damaged or was altered since it was stored, so it is not served: restore it from a backup (README → Backups).";

/**
 * A contractor's W9 file, for admin eyes only (the route checks the admin session), decrypted.
 * Every view writes an audit row (who, whose, which file): a taxpayer id read is always on record.
 */
export async function readContractorW9(db: PrismaClient, rawContractorId: string, actor = "admin") {
  const contractor = await db.contractor.findUnique({
    where: { id: parseId(rawContractorId, "Invalid contractor ID") },
    include: { w9: true },
  });
  const stored = contractor?.w9 && (await getStorage().get(contractor.w9.storageKey));
  if (!contractor?.w9 || !stored) throw notFound("No W9 document on file for this contractor");
  let bytes: Uint8Array;
  try {
    bytes = decryptW9(stored);
  } catch (error) {
    if (error instanceof W9KeyMissingError) throw new ApiError(500, error.message);
    // AES-GCM refuses altered bytes: never serve them.
    throw new ApiError(500, W9_DAMAGED);
  }
  await audit(db, {
    actor,
    action: "contractor.w9-view",
    entity: "Contractor",
    entityId: contractor.id,
    after: { uploadId: contractor.w9.id, name: contractor.w9.originalName, sha256: contractor.w9.sha256 },
  });
  return { bytes, mimeType: contractor.w9.mimeType, name: contractor.w9.originalName };
}
