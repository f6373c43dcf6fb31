import "server-only";
import bcrypt from "bcryptjs";
import { startSession } from "@/lib/auth/sessions";
import { env } from "@/lib/env";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { unauthorized } from "@/lib/http/errors";
import { beginLoginAttempt, loginBudgets } from "@/lib/security/login-throttle";
import { clientNetwork } from "@/lib/security/rate-limit";
import { constantTimeEqual } from "@/lib/security/signed-token";
import { adminLoginSchema } from "@/lib/validations/admin";

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
  const ip = clientNetwork(request);
  // Per address, and a larger budget across all addresses against guessing in parallel.
  const attempt = await beginLoginAttempt(db, loginBudgets("admin", ip));
  if (!(await passwordMatches(password))) throw unauthorized("Incorrect password");
  await attempt.succeeded();
  return startSession(db, { role: "admin", request });
}
