import "server-only";
import bcrypt from "bcryptjs";
import { ADMIN_SUBJECT, startSession } from "@/lib/auth/sessions";
import { env } from "@/lib/env";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { unauthorized } from "@/lib/http/errors";
import { deviceCookie, trustedDeviceNonce } from "@/lib/security/device-cookie";
import { beginLoginAttempt, deviceBudgets, loginBudgets } from "@/lib/security/login-throttle";
import { clientNetwork } from "@/lib/security/rate-limit";
import { constantTimeEqual } from "@/lib/security/signed-token";
import { adminLoginSchema } from "@/lib/validations/admin.shared";

/**
 * The shared admin password: ADMIN_PASSWORD_HASH (bcrypt) when set, otherwise
 * ADMIN_PASSWORD, compared in constant time.
 */
async function passwordMatches(password: string): Promise<boolean> {
  const hash = env.adminPasswordHash;
  if (hash) return bcrypt.compare(password, hash);
  const expected = env.adminPassword;
  if (!expected) return false;
  return constantTimeEqual(password, expected);
}

export async function loginAdmin(db: PrismaClient, input: unknown, request: Request) {
  const { password } = adminLoginSchema.parse(input);
  // A browser that signed in before counts against its own budget; any other, per address and
  // against a larger budget across all addresses (guessing in parallel).
  const device = trustedDeviceNonce(request, "admin", ADMIN_SUBJECT);
  const budgets = device ? deviceBudgets("admin", device) : loginBudgets("admin", clientNetwork(request));
  const attempt = await beginLoginAttempt(db, budgets);
  if (!(await passwordMatches(password))) throw unauthorized("Incorrect password");
  await attempt.succeeded();
  const session = await startSession(db, { role: "admin", request });
  return { ...session, deviceCookie: deviceCookie("admin", ADMIN_SUBJECT) };
}
