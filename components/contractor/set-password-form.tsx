"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { buttonAttributes } from "@/components/ui/button-variants";
import { toast } from "@/components/ui/toast";
import { api, NETWORK_ERROR } from "@/components/api/client";
import { ENGLISH_AUTH, type PasswordFormTexts } from "@/components/contractor/i18n/portal-auth-texts";
import { usePortalError } from "@/components/contractor/i18n/portal-errors";
import { useServerRenderedForm } from "@/components/hooks/use-server-rendered-form";
import { serverFieldProblem } from "@/lib/validations/password-rules.shared";
import { acceptNewPassword, NewPasswordFields } from "./new-password-fields";

/** Invited contractors choose their password through the signed link of their invitation (in the page's language). */
export function SetPasswordForm({
  token,
  email,
  texts = ENGLISH_AUTH.passwordForm,
}: {
  token: string;
  email: string;
  texts?: PasswordFormTexts;
}) {
  const router = useRouter();
  const local = usePortalError();
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
    if (!acceptNewPassword(password, confirm, setProblem, local)) return;
    setPending(true);
    const result = await api.post<{ message?: string }>("/api/contractor/set-password", { token, password });
    setPending(false);
    if (!result.ok) {
      setProblem(serverFieldProblem(result.details, "password"));
      return void toast.error(texts.notSet, { description: local(result.error ?? NETWORK_ERROR) });
    }
    toast.success(texts.set, { description: texts.setText });
    router.push("/contractor/login");
  }

  return (
    <form {...formProps} onSubmit={onSubmit} className="space-y-4" noValidate>
      <p className="text-sm text-muted-foreground">
        {texts.account} <span className="font-medium text-foreground">{email}</span>
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
        texts={texts}
      />
      <button type="submit" {...buttonAttributes({ className: "w-full" })} disabled={pending || !hydrated}>
        {pending ? texts.saving : texts.submit}
      </button>
    </form>
  );
}
