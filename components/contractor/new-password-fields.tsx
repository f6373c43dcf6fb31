"use client";

import { useId } from "react";
import { inputClassName, labelClassName } from "@/components/ui/field-classes";
import { toast } from "@/components/ui/toast";
import { CONTRACTOR_MESSAGES } from "@/lib/validations/contractor-messages.shared";
import { LOGIN_LIMITS } from "@/lib/validations/login-rules.shared";

/** A new password and its confirmation: the set-password link and the change after an admin reset. */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  confirmLabel = "Confirm password",
}: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  confirmLabel?: string;
}) {
  const id = useId();
  return (
    <>
      <PasswordField
        id={`${id}-password`}
        name="password"
        label="New password"
        value={password}
        onChange={onPassword}
      />
      <PasswordField
        id={`${id}-confirm`}
        name="confirmPassword"
        label={confirmLabel}
        value={confirm}
        onChange={onConfirm}
      />
    </>
  );
}

/** The label's and input's look without the ui components, whose `cn` brings tailwind-merge. */
const LABEL_CLASS = labelClassName;

/** A labelled password input; a new one by default (at least 6 characters), or the one in use. */
export function PasswordField({
  id,
  name,
  label,
  value,
  onChange,
  current = false,
}: {
  id: string;
  /** The field's name: what a form rendered on the server adopts when typed before hydration. */
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  current?: boolean;
}) {
  return (
    <div className="space-y-2">
      <label htmlFor={id} data-slot="label" className={LABEL_CLASS}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="password"
        data-slot="input"
        className={inputClassName}
        autoComplete={current ? "current-password" : "new-password"}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
        minLength={current ? undefined : LOGIN_LIMITS.passwordMin}
      />
    </div>
  );
}

/** Says what is wrong with a new password and its confirmation (a toast); true when both are fine. */
export function acceptNewPassword(password: string, confirm: string): boolean {
  if (password.length < LOGIN_LIMITS.passwordMin) {
    toast.error(CONTRACTOR_MESSAGES.shortPassword);
    return false;
  }
  if (password !== confirm) {
    toast.error(CONTRACTOR_MESSAGES.passwordMismatchTitle, {
      description: CONTRACTOR_MESSAGES.passwordMismatchText,
    });
    return false;
  }
  return true;
}
