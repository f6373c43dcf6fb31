import "server-only";
import { dummyPasswordHash, verifyPassword } from "@/lib/auth/password";
import { startSession } from "@/lib/auth/sessions";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { ApiError, unauthorized } from "@/lib/http/errors";
import { beginLoginAttempt, loginBudgets } from "@/lib/security/login-throttle";
import { clientNetwork } from "@/lib/security/rate-limit";
import { contractorLoginSchema } from "@/lib/validations/contractor";

const INVALID = "Invalid email or password";

/** Checks credentials (failures are throttled per e-mail and address) and opens a session. */
export async function loginContractor(db: PrismaClient, input: unknown, request: Request) {
  const { email, password } = contractorLoginSchema.parse(input);
  const ip = clientNetwork(request);
  const attempt = await beginLoginAttempt(db, loginBudgets("contractor", ip, email));
  const contractor = await db.contractor.findUnique({ where: { email } });
  const valid = await verifyPassword(password, contractor?.passwordHash ?? (await dummyPasswordHash()));
  if (!contractor || !valid) throw unauthorized(INVALID);
  await attempt.succeeded();
  if (!contractor.isActive)
    throw new ApiError(403, "This account has been deactivated. Please contact us to reactivate it.");
  const { token, session } = await startSession(db, {
    role: "contractor",
    contractorId: contractor.id,
    request,
  });
  await db.contractor.update({ where: { id: contractor.id }, data: { lastLoginAt: new Date() } });
  return {
    token,
    sessionId: session.id,
    contractor: {
      id: contractor.id,
      firstName: contractor.firstName,
      lastName: contractor.lastName,
      isVerified: contractor.isVerified,
    },
  };
}
