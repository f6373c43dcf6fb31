"use client";

import { useId } from "react";
import { toast } from "@/components/ui/toast";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CONTRACTOR_MESSAGES } from "@/lib/validations/contractor";

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
      <PasswordField id={`${id}-password`} label="New password" value={password} onChange={onPassword} />
      <PasswordField id={`${id}-confirm`} label={confirmLabel} value={confirm} onChange={onConfirm} />
    </>
  );
}

function PasswordField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
        minLength={6}
      />
    </div>
  );
}

/** Says what is wrong with a new password and its confirmation (a toast); true when both are fine. */
export function acceptNewPassword(password: string, confirm: string): boolean {
  if (password.length < 6) {
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
