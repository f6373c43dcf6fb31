import "server-only";
import { dummyPasswordHash, verifyPassword } from "@/lib/auth/password";
import { startSession } from "@/lib/auth/sessions";
import type { Contractor, PrismaClient } from "@/lib/generated/prisma/client";
import { ApiError, unauthorized } from "@/lib/http/errors";
import { deviceCookie, trustedDeviceNonce } from "@/lib/security/device-cookie";
import { beginLoginAttempt, deviceBudgets, loginBudgets } from "@/lib/security/login-throttle";
import { clientNetwork } from "@/lib/security/rate-limit";
import { contractorLoginSchema } from "@/lib/validations/contractor";

const INVALID = "Invalid email or password";

/**
 * Checks credentials and opens a session. Failures are throttled per e-mail and address, or, from
 * a browser this contractor signed in from before (its device cookie), per that browser alone.
 */
export async function loginContractor(db: PrismaClient, input: unknown, request: Request) {
  const { email, password } = contractorLoginSchema.parse(input);
  const contractor = await db.contractor.findUnique({ where: { email } });
  const device = trustedDeviceNonce(request, "contractor", contractor?.id);
  const budgets = device
    ? deviceBudgets("contractor", device)
    : loginBudgets("contractor", clientNetwork(request), email);
  const attempt = await beginLoginAttempt(db, budgets);
  const valid = await verifyPassword(password, contractor?.passwordHash ?? (await dummyPasswordHash()));
  if (!contractor || !valid) throw unauthorized(INVALID);
  await attempt.succeeded();
  if (!contractor.isActive)
    throw new ApiError(403, "This account has been deactivated. Please contact us to reactivate it.");
  return openContractorSession(db, contractor, request);
}

/**
 * A painter proven (by password or a sign-in link): a new session, the browser's device cookie,
 * and the sign-in noted. What every way in answers.
 */
export async function openContractorSession(db: PrismaClient, contractor: Contractor, request: Request) {
  const { token, session } = await startSession(db, {
    role: "contractor",
    contractorId: contractor.id,
    request,
  });
  await db.contractor.update({ where: { id: contractor.id }, data: { lastLoginAt: new Date() } });
  return {
    token,
    sessionId: session.id,
    deviceCookie: deviceCookie("contractor", contractor.id),
    contractor: {
      id: contractor.id,
      firstName: contractor.firstName,
      lastName: contractor.lastName,
      isVerified: contractor.isVerified,
    },
  };
}
