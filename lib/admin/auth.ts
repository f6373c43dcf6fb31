import { createHmac, timingSafeEqual } from "node:crypto";
import bcrypt from "bcryptjs";
import { startSession } from "@/lib/auth/sessions";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { unauthorized } from "@/lib/http/errors";
import { beginLoginAttempt, loginBudgets } from "@/lib/security/login-throttle";
import { clientIp } from "@/lib/security/rate-limit";
import { adminLoginSchema } from "@/lib/validations/admin";

/**
 * The shared admin password: ADMIN_PASSWORD_HASH (bcrypt) when set, otherwise
 * ADMIN_PASSWORD, compared as keyed hashes in constant time.
 */
async function passwordMatches(password: string): Promise<boolean> {
  const hash = process.env.ADMIN_PASSWORD_HASH;
  if (hash) return bcrypt.compare(password, hash);
  const expected = process.env.ADMIN_PASSWORD;
  if (!expected) return false;
  const key = process.env.AUTH_SECRET ?? "admin";
  const digest = (value: string) => createHmac("sha256", key).update(value).digest();
  return timingSafeEqual(digest(password), digest(expected));
}

export async function loginAdmin(db: PrismaClient, input: unknown, request: Request) {
  const { password } = adminLoginSchema.parse(input);
  const ip = clientIp(request);
  // Per address, and a larger budget across all addresses against guessing in parallel.
  const attempt = await beginLoginAttempt(db, loginBudgets("admin", ip));
  if (!(await passwordMatches(password))) throw unauthorized("Incorrect password");
  await attempt.succeeded();
  return startSession(db, { role: "admin", request });
}
