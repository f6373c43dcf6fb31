/**
 * Set-password links of invited contractors: HMAC-signed, expiring, and bound
 * to the current password hash, so a link stops working once it has been used.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { z } from "@/lib/validations/zod";
import { hashPassword } from "@/lib/auth/password";
import { revokeContractorSessions } from "@/lib/auth/sessions";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { CONTRACTOR_MESSAGES } from "@/lib/validations/contractor";

const LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const INVALID_SET_PASSWORD_LINK = "This link is invalid or has expired. Ask us for a new invitation.";

function secret() {
  const value = process.env.AUTH_SECRET;
  if (!value) throw new Error("AUTH_SECRET is not set");
  return value;
}

const fingerprint = (passwordHash: string) => createHash("sha256").update(passwordHash).digest("base64url").slice(0, 16);
const sign = (data: string) => createHmac("sha256", secret()).update(`set-password:${data}`).digest("base64url");

export function createSetPasswordToken(contractorId: string, passwordHash: string, now = Date.now()) {
  const payload = Buffer.from(JSON.stringify({ c: contractorId, e: now + LIFETIME_MS, f: fingerprint(passwordHash) })).toString("base64url");
  return `${payload}.${sign(payload)}`;
}

function readToken(token: string): { c: string; e: number; f: string } | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const a = Buffer.from(sign(payload));
  const b = Buffer.from(signature);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return typeof data.c === "string" && typeof data.e === "number" && typeof data.f === "string" ? data : null;
  } catch {
    return null;
  }
}

/** The invited contractor a link belongs to, if it is still valid. */
export async function contractorForSetPasswordToken(db: PrismaClient, token: string) {
  const data = readToken(token);
  if (!data || data.e < Date.now()) return null;
  const contractor = await db.contractor.findUnique({ where: { id: data.c } });
  if (!contractor || fingerprint(contractor.passwordHash) !== data.f || !contractor.isActive) return null;
  return contractor;
}

export const setPasswordSchema = z.object({
  token: z.string().min(1).max(2000),
  password: z.string().min(6, CONTRACTOR_MESSAGES.shortPassword).max(200),
});

export async function setPasswordWithToken(db: PrismaClient, input: unknown) {
  const { token, password } = setPasswordSchema.parse(input);
  const contractor = await contractorForSetPasswordToken(db, token);
  if (!contractor) throw new ApiError(400, INVALID_SET_PASSWORD_LINK);
  await db.contractor.update({ where: { id: contractor.id }, data: { passwordHash: await hashPassword(password), mustChangePassword: false } });
  await revokeContractorSessions(db, contractor.id);
  return { email: contractor.email };
}
