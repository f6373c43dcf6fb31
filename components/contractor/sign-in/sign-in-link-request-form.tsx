"use client";

import { useState, type FormEvent } from "react";
import { api, NETWORK_ERROR } from "@/components/api/client";
import { usePortalError } from "@/components/contractor/i18n/portal-errors";
import { ENGLISH_AUTH, type SignInLinkFormTexts } from "@/components/contractor/i18n/portal-auth-texts";
import { useServerRenderedForm } from "@/components/hooks/use-server-rendered-form";
import { buttonAttributes } from "@/components/ui/button-variants";
import { inputClasses } from "@/components/ui/field-classes";
import { contractorEmailProblem } from "@/lib/validations/login-rules.shared";

/**
 * Asks for a one-time sign-in link (lib/contractors/sign-in-link.ts). The answer is the same
 * whether or not the e-mail has an account, and says to check the mailbox. In the page's language
 * (portalAuth; the server's answers looked up in portalValidation).
 */
export function SignInLinkRequestForm({
  texts = ENGLISH_AUTH.signInLinkForm,
}: {
  texts?: SignInLinkFormTexts;
}) {
  const local = usePortalError();
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { hydrated, formProps } = useServerRenderedForm((typed) => {
    if (typed.email) setEmail(typed.email);
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = contractorEmailProblem(email) ?? null;
    setProblem(found);
    if (found) return;
    setPending(true);
    const result = await api.post<{ message: string }>("/api/contractor/sign-in-link", {
      email: email.toLowerCase(),
    });
    setPending(false);
    if (result.ok) setSent(result.data?.message ?? texts.sent);
    else setProblem(result.error ?? NETWORK_ERROR);
  }

  return (
    <form {...formProps} noValidate aria-label={texts.formLabel} className="grid gap-4" onSubmit={onSubmit}>
      <div className="grid gap-2">
        <label htmlFor="sign-in-link-email" className="text-sm leading-none font-medium">
          {texts.email}
        </label>
        <input
          id="sign-in-link-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={texts.placeholder}
          className={inputClasses("h-11")}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setProblem(null);
          }}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? "sign-in-link-problem" : undefined}
        />
        {problem && (
          <p id="sign-in-link-problem" role="alert" className="text-sm text-destructive">
            {local(problem)}
          </p>
        )}
      </div>
      <p role="status" className="text-sm font-medium empty:hidden">
        {local(sent)}
      </p>
      <button
        type="submit"
        {...buttonAttributes({ className: "min-h-11 w-full" })}
        disabled={pending || !hydrated}
      >
        {pending ? texts.sending : texts.submit}
      </button>
    </form>
  );
}
