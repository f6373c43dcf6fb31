import type { PrismaClient } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";

export async function contractorProfile(db: PrismaClient, contractorId: string) {
  const c = await db.contractor.findUnique({ where: { id: contractorId } });
  if (!c) throw notFound("Contractor not found");
  return {
    id: c.id,
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    businessName: c.businessName,
    experienceYears: c.experienceYears,
    isVerified: c.isVerified,
    isActive: c.isActive,
    sqFtPerDay: c.sqFtPerDay,
  };
}
