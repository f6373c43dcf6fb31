import "server-only";
import { hashPassword } from "@/lib/auth/password";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { conflict } from "@/lib/http/errors";
import { getStorage } from "@/lib/storage";
import { readMultipartForm, uploadedFile } from "@/lib/uploads/files";
import { storeW9 } from "@/lib/uploads/w9";
import { CONTRACTOR_MESSAGES, contractorRegistrationSchema } from "@/lib/validations/contractor";
import { assertStrongPassword } from "@/lib/validations/password-strength";

export const EMAIL_TAKEN = "An account with this email already exists. Log in instead, or use another email.";

/** Reads the registration form: fields, plus the W9 file (required, ≤ 10 MB; its type is checked by storeW9). */
export async function readRegistrationForm(request: Request) {
  const form = await readMultipartForm(request);
  const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
  return { fields, w9: uploadedFile(form, "w9Document", CONTRACTOR_MESSAGES.w9RequiredText) };
}

/** Creates a contractor account (Pending Verification) with its W9, in one transaction. */
export async function registerContractor(db: PrismaClient, fields: Record<string, unknown>, w9: File) {
  const data = contractorRegistrationSchema.parse(fields);
  await assertStrongPassword(data.password, data);
  if (await db.contractor.findUnique({ where: { email: data.email }, select: { id: true } }))
    throw conflict(EMAIL_TAKEN);
  const upload = await storeW9(w9);
  const { password, ...profile } = data;
  try {
    const contractor = await db.$transaction(async (tx) => {
      const created = await tx.contractor.create({
        data: { ...profile, passwordHash: await hashPassword(password), isVerified: false, isActive: true },
      });
      const file = await tx.upload.create({ data: { ...upload, contractorId: created.id } });
      return tx.contractor.update({ where: { id: created.id }, data: { w9UploadId: file.id } });
    });
    return {
      id: contractor.id,
      firstName: contractor.firstName,
      lastName: contractor.lastName,
      email: contractor.email,
      isVerified: contractor.isVerified,
    };
  } catch (error) {
    await getStorage().delete(upload.storageKey); // nothing half-written
    if ((error as { code?: string }).code === "P2002") throw conflict(EMAIL_TAKEN);
    throw error;
  }
}
