import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales.shared";
import { notFound } from "@/lib/http/errors";
import { contractorLanguageSchema } from "@/lib/validations/contractor-language";

/**
 * The painter's own language for the portal (and, read by the mailers, their e-mails and job alerts).
 * Null until they choose one: the portal then follows the browser's language.
 */
export async function contractorLanguage(db: PrismaClient, contractorId: string): Promise<Locale | null> {
  const row = await db.contractor.findUnique({ where: { id: contractorId }, select: { language: true } });
  if (!row) throw notFound("Contractor not found");
  return row.language;
}

/** PUT /api/contractor/language: saves the painter's choice, on their own row only. */
export async function setContractorLanguage(db: PrismaClient, contractorId: string, input: unknown) {
  const { language } = contractorLanguageSchema.parse(input);
  const { count } = await db.contractor.updateMany({ where: { id: contractorId }, data: { language } });
  if (count === 0) throw notFound("Contractor not found");
  return { language };
}
