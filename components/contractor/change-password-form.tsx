"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { buttonAttributes } from "@/components/ui/button-variants";
import { toast } from "@/components/ui/toast";
import { api, NETWORK_ERROR } from "@/components/api/client";
import {
  ENGLISH_AUTH,
  type ChangePasswordTexts,
  type PasswordFormTexts,
} from "@/components/contractor/i18n/portal-auth-texts";
import { usePortalError } from "@/components/contractor/i18n/portal-errors";
import { useServerRenderedForm } from "@/components/hooks/use-server-rendered-form";
import { serverFieldProblem } from "@/lib/validations/password-rules.shared";
import { acceptNewPassword, NewPasswordFields, PasswordField } from "./new-password-fields";

/** After an admin reset: the temporary password must be replaced before the dashboard opens (in the painter's language). */
export function ChangePasswordForm({
  email,
  texts = ENGLISH_AUTH.changePassword,
  passwordTexts = ENGLISH_AUTH.passwordForm,
}: {
  email: string;
  texts?: ChangePasswordTexts;
  passwordTexts?: PasswordFormTexts;
}) {
  const router = useRouter();
  const local = usePortalError();
  const id = useId();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [pending, setPending] = useState(false);
  /** What is wrong with the new password: its length, or the server's reason (common, the name…). */
  const [problem, setProblem] = useState<string>();
  const { hydrated, formProps } = useServerRenderedForm((typed) => {
    if (typed.currentPassword !== undefined) setCurrent(typed.currentPassword);
    if (typed.password !== undefined) setPassword(typed.password);
    if (typed.confirmPassword !== undefined) setConfirm(typed.confirmPassword);
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!current) return void toast.error(texts.enterTemporary);
    if (!acceptNewPassword(password, confirm, setProblem, local)) return;
    setPending(true);
    const result = await api.post<{ message?: string }>("/api/contractor/password", {
      currentPassword: current,
      newPassword: password,
    });
    setPending(false);
    if (!result.ok) {
      setProblem(serverFieldProblem(result.details, "newPassword"));
      return void toast.error(texts.notChanged, {
        description: local(result.error ?? NETWORK_ERROR),
      });
    }
    toast.success(texts.changed, { description: texts.changedText });
    router.refresh();
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight">{texts.title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{texts.intro}</p>
      <form {...formProps} onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
        <p className="text-sm text-muted-foreground">
          {passwordTexts.account} <span className="font-medium text-foreground">{email}</span>
        </p>
        <PasswordField
          id={`${id}-current`}
          name="currentPassword"
          label={texts.temporary}
          value={current}
          onChange={setCurrent}
          current
        />
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPassword={(value) => {
            setPassword(value);
            setProblem(undefined);
          }}
          onConfirm={setConfirm}
          problem={problem}
          texts={passwordTexts}
          confirmLabel={texts.confirmNew}
        />
        <button
          type="submit"
          {...buttonAttributes({ className: "min-h-11 w-full" })}
          disabled={pending || !hydrated}
        >
          {pending ? passwordTexts.saving : texts.submit}
        </button>
      </form>
    </div>
  );
}
