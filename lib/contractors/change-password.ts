import "server-only";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { revokeContractorSessions } from "@/lib/auth/sessions";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { badRequest, unauthorized } from "@/lib/http/errors";
import { beginLoginAttempt, loginBudgets } from "@/lib/security/login-throttle";
import { clientNetwork } from "@/lib/security/rate-limit";
import { assertStrongPassword, newPasswordSchema } from "@/lib/validations/password-strength";
import { z } from "@/lib/validations/zod.shared";

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password").max(200),
  newPassword: newPasswordSchema,
});

export const PASSWORD_CHANGED = "Your new password is set.";

/**
 * A signed-in contractor replaces their password (after an admin reset, the only thing
 * they may do). The current one is checked as a login is, throttle included; every other
 * session of theirs ends.
 */
export async function changeContractorPassword(
  db: PrismaClient,
  contractorId: string,
  sessionId: string,
  input: unknown,
  request: Request,
) {
  const { currentPassword, newPassword } = changePasswordSchema.parse(input);
  const contractor = await db.contractor.findUniqueOrThrow({ where: { id: contractorId } });
  const attempt = await beginLoginAttempt(
    db,
    loginBudgets("contractor", clientNetwork(request), contractor.email),
  );
  if (!(await verifyPassword(currentPassword, contractor.passwordHash)))
    throw unauthorized("Your current password is not correct.");
  await attempt.succeeded();
  if (newPassword === currentPassword)
    throw badRequest("Choose a password different from the current one.", {
      fields: { newPassword: ["Choose a different password"] },
    });
  await assertStrongPassword(newPassword, contractor, "newPassword");
  await db.contractor.update({
    where: { id: contractorId },
    data: { passwordHash: await hashPassword(newPassword), mustChangePassword: false },
  });
  await revokeContractorSessions(db, contractorId, sessionId);
  return { message: PASSWORD_CHANGED };
}
