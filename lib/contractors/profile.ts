import "server-only";
import type { Contractor, PrismaClient } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import type { Jsonified } from "@/lib/http/json";

/** Name and contact details: what the admin's and the contractor's views of a contractor share. */
export function contractorContact(
  c: Pick<Contractor, "id" | "firstName" | "lastName" | "email" | "phone" | "businessName">,
) {
  return {
    id: c.id,
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    businessName: c.businessName,
  };
}

export async function contractorProfile(db: PrismaClient, contractorId: string) {
  const c = await db.contractor.findUnique({ where: { id: contractorId } });
  if (!c) throw notFound("Contractor not found");
  return {
    ...contractorContact(c),
    experienceYears: c.experienceYears,
    isVerified: c.isVerified,
    isActive: c.isActive,
    sqFtPerDay: c.sqFtPerDay,
  };
}

export type ContractorProfileDto = Jsonified<Awaited<ReturnType<typeof contractorProfile>>>;
