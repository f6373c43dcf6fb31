"use client";

import { useId } from "react";
import { ENGLISH_AUTH, type PasswordFormTexts } from "@/components/contractor/i18n/portal-auth-texts";
import { usePortalError } from "@/components/contractor/i18n/portal-errors";
import { inputClassName } from "@/components/ui/field-classes";
import { FormItem } from "@/components/ui/form-item";
import { toast } from "@/components/ui/toast";
import { CONTRACTOR_MESSAGES } from "@/lib/validations/contractor-messages.shared";
import {
  NEW_PASSWORD_LIMITS,
  NEW_PASSWORD_MESSAGES,
  newPasswordLengthProblem,
} from "@/lib/validations/password-rules.shared";

/**
 * A new password and its confirmation: the set-password link and the change after an admin reset.
 * The rule's hint stays under the new password, and `problem` (its length, checked here, or the
 * server's reason for refusing it: common, built from the name…) shows there too, both in the page's
 * language (portalAuth; the English rule texts looked up in portalValidation).
 */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  problem,
  confirmLabel,
  texts = ENGLISH_AUTH.passwordForm,
}: {
  texts?: PasswordFormTexts;
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  problem?: string;
  confirmLabel?: string;
}) {
  const id = useId();
  const local = usePortalError();
  return (
    <>
      <PasswordField
        id={`${id}-password`}
        name="password"
        label={texts.newPassword}
        value={password}
        onChange={onPassword}
        description={local(NEW_PASSWORD_MESSAGES.hint)}
        problem={local(problem)}
      />
      <PasswordField
        id={`${id}-confirm`}
        name="confirmPassword"
        label={confirmLabel ?? texts.confirmPassword}
        value={confirm}
        onChange={onConfirm}
      />
    </>
  );
}

/**
 * A labelled password input (components/ui/form-item.tsx: label, hint and message tied to it by
 * ids); a new one by default (at least 12 characters), or the one in use.
 */
export function PasswordField({
  id,
  name,
  label,
  value,
  onChange,
  current = false,
  description,
  problem,
}: {
  id: string;
  /** The field's name: what a form rendered on the server adopts when typed before hydration. */
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  current?: boolean;
  description?: string;
  problem?: string;
}) {
  return (
    <FormItem id={id} label={label} description={description} problem={problem}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="password"
          data-slot="input"
          className={inputClassName}
          autoComplete={current ? "current-password" : "new-password"}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          required
          minLength={current ? undefined : NEW_PASSWORD_LIMITS.min}
        />
      )}
    </FormItem>
  );
}

/**
 * Says what is wrong with a new password and its confirmation before anything is sent: its length
 * on the field (`showProblem`) and in a toast, a mismatch in a toast. True when both are fine.
 */
export function acceptNewPassword(
  password: string,
  confirm: string,
  showProblem: (problem: string | undefined) => void,
  /** The page's language for the toasts (usePortalError); the field shows its own. */
  local: (message: string) => string = (message) => message,
): boolean {
  const problem = newPasswordLengthProblem(password);
  showProblem(problem);
  if (problem) {
    toast.error(local(problem));
    return false;
  }
  if (password !== confirm) {
    toast.error(local(CONTRACTOR_MESSAGES.passwordMismatchTitle), {
      description: local(CONTRACTOR_MESSAGES.passwordMismatchText),
    });
    return false;
  }
  return true;
}
