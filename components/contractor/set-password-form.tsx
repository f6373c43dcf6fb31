"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { buttonAttributes } from "@/components/ui/button-variants";
import { toast } from "@/components/ui/toast";
import { api, NETWORK_ERROR } from "@/components/api/client";
import { useServerRenderedForm } from "@/components/hooks/use-server-rendered-form";
import { serverFieldProblem } from "@/lib/validations/password-rules.shared";
import { acceptNewPassword, NewPasswordFields } from "./new-password-fields";

/** Invited contractors choose their password through the signed link of their invitation. */
export function SetPasswordForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [pending, setPending] = useState(false);
  /** What is wrong with the password: its length, or the server's reason (common, the name…). */
  const [problem, setProblem] = useState<string>();
  const { hydrated, formProps } = useServerRenderedForm((typed) => {
    if (typed.password !== undefined) setPassword(typed.password);
    if (typed.confirmPassword !== undefined) setConfirm(typed.confirmPassword);
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!acceptNewPassword(password, confirm, setProblem)) return;
    setPending(true);
    const result = await api.post<{ message?: string }>("/api/contractor/set-password", { token, password });
    setPending(false);
    if (!result.ok) {
      setProblem(serverFieldProblem(result.details, "password"));
      return void toast.error("Password not set", { description: result.error ?? NETWORK_ERROR });
    }
    toast.success("Password set", { description: "You can log in now." });
    router.push("/contractor/login");
  }

  return (
    <form {...formProps} onSubmit={onSubmit} className="space-y-4" noValidate>
      <p className="text-sm text-muted-foreground">
        Account: <span className="font-medium text-foreground">{email}</span>
      </p>
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPassword={(value) => {
          setPassword(value);
          setProblem(undefined);
        }}
        onConfirm={setConfirm}
        problem={problem}
      />
      <button type="submit" {...buttonAttributes({ className: "w-full" })} disabled={pending || !hydrated}>
        {pending ? "Saving..." : "Set Password"}
      </button>
    </form>
  );
}
