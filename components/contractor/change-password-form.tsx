"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { buttonAttributes } from "@/components/ui/button-variants";
import { toast } from "@/components/ui/toast";
import { api, NETWORK_ERROR } from "@/components/api/client";
import { useServerRenderedForm } from "@/components/hooks/use-server-rendered-form";
import { serverFieldProblem } from "@/lib/validations/password-rules.shared";
import { acceptNewPassword, NewPasswordFields, PasswordField } from "./new-password-fields";

/** After an admin reset: the temporary password must be replaced before the dashboard opens. */
export function ChangePasswordForm({ email }: { email: string }) {
  const router = useRouter();
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
    if (!current) return void toast.error("Enter the temporary password you were given.");
    if (!acceptNewPassword(password, confirm, setProblem)) return;
    setPending(true);
    const result = await api.post<{ message?: string }>("/api/contractor/password", {
      currentPassword: current,
      newPassword: password,
    });
    setPending(false);
    if (!result.ok) {
      setProblem(serverFieldProblem(result.details, "newPassword"));
      return void toast.error("Password not changed", { description: result.error ?? NETWORK_ERROR });
    }
    toast.success("Password changed", { description: "Welcome back to your dashboard." });
    router.refresh();
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight">Choose a New Password</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        Your password was reset by our team. Replace the temporary password with one of your own to open your
        dashboard.
      </p>
      <form {...formProps} onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
        <p className="text-sm text-muted-foreground">
          Account: <span className="font-medium text-foreground">{email}</span>
        </p>
        <PasswordField
          id={`${id}-current`}
          name="currentPassword"
          label="Temporary password"
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
          confirmLabel="Confirm new password"
        />
        <button
          type="submit"
          {...buttonAttributes({ className: "min-h-11 w-full" })}
          disabled={pending || !hydrated}
        >
          {pending ? "Saving..." : "Set New Password"}
        </button>
      </form>
    </div>
  );
}
