"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/sonner";
import { CONTRACTOR_MESSAGES } from "@/lib/validations/contractor";
import { NETWORK_ERROR, sendJson } from "./api";

/** Invited contractors choose their password through the signed link of their invitation. */
export function SetPasswordForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const id = useId();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password.length < 6) return void toast.error(CONTRACTOR_MESSAGES.shortPassword);
    if (password !== confirm) {
      return void toast.error(CONTRACTOR_MESSAGES.passwordMismatchTitle, { description: CONTRACTOR_MESSAGES.passwordMismatchText });
    }
    setPending(true);
    const result = await sendJson<{ message?: string }>("POST", "/api/contractor/set-password", { token, password });
    setPending(false);
    if (!result.ok) return void toast.error("Password not set", { description: result.error ?? NETWORK_ERROR });
    toast.success("Password set", { description: "You can log in now." });
    router.push("/contractor/login");
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <p className="text-sm text-muted-foreground">
        Account: <span className="font-medium text-foreground">{email}</span>
      </p>
      <div className="space-y-2">
        <Label htmlFor={`${id}-password`}>New password</Label>
        <Input id={`${id}-password`} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} required minLength={6} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-confirm`}>Confirm password</Label>
        <Input id={`${id}-confirm`} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} required minLength={6} />
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Saving..." : "Set Password"}
      </Button>
    </form>
  );
}
