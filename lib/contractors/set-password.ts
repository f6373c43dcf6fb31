/**
 * Set-password links of invited contractors: signed and expiring
 * (lib/security/signed-token.ts), and bound to the current password hash, so a
 * link stops working once it has been used.
 */
import "server-only";
import { createHash } from "node:crypto";
import { signToken, verifyToken } from "@/lib/security/signed-token";
import { z } from "@/lib/validations/zod.shared";
import { hashPassword } from "@/lib/auth/password";
import { revokeContractorSessions } from "@/lib/auth/sessions";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { siteConfig } from "@/lib/site.shared";
import { assertStrongPassword, newPasswordSchema } from "@/lib/validations/password-strength";

const LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const INVALID_SET_PASSWORD_LINK = "This link is invalid or has expired. Ask us for a new invitation.";

const fingerprint = (passwordHash: string) =>
  createHash("sha256").update(passwordHash).digest("base64url").slice(0, 16);

export function createSetPasswordToken(contractorId: string, passwordHash: string, now = Date.now()) {
  return signToken("set-password", { c: contractorId, f: fingerprint(passwordHash) }, now + LIFETIME_MS);
}

/** The page of a contractor's set-password link, as the e-mails carry it. */
export function setPasswordUrl(contractor: { id: string; passwordHash: string }) {
  return `${siteConfig.url}/contractor/set-password/${createSetPasswordToken(contractor.id, contractor.passwordHash)}`;
}

/** The invited contractor a link belongs to, if it is still valid. */
export async function contractorForSetPasswordToken(db: PrismaClient, token: string) {
  const claims = verifyToken("set-password", token);
  if (!claims || typeof claims.c !== "string" || typeof claims.f !== "string") return null;
  const contractor = await db.contractor.findUnique({ where: { id: claims.c } });
  if (!contractor || fingerprint(contractor.passwordHash) !== claims.f || !contractor.isActive) return null;
  return contractor;
}

export const setPasswordSchema = z.object({
  token: z.string().min(1).max(2000),
  password: newPasswordSchema,
});

export async function setPasswordWithToken(db: PrismaClient, input: unknown) {
  const { token, password } = setPasswordSchema.parse(input);
  const contractor = await contractorForSetPasswordToken(db, token);
  if (!contractor) throw new ApiError(400, INVALID_SET_PASSWORD_LINK);
  await assertStrongPassword(password, contractor);
  await db.contractor.update({
    where: { id: contractor.id },
    data: { passwordHash: await hashPassword(password), mustChangePassword: false },
  });
  await revokeContractorSessions(db, contractor.id);
  return { email: contractor.email };
}
