"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { api } from "@/components/api/client";
import { typedFields, useServerRenderedForm } from "@/components/hooks/use-server-rendered-form";
import { buttonAttributes } from "@/components/ui/button-variants";
import { inputClasses } from "@/components/ui/field-classes";
import { LogIn } from "@/components/ui/static-icons/log-in";
import { toast } from "@/components/ui/toast";
import type { LoginProblems } from "@/lib/validations/login-rules.shared";
import { LOGIN_PORTALS, type LoginPortal, type LoginPortalName, type LoginValues } from "./login-portals";
import { FailureAlert } from "@/components/ui/failure-alert";
import { localizeValidation, type ValidationLookup } from "@/lib/i18n/validation.shared";

/**
 * The form's words in the page's language: the painter portal's Spanish login passes its own; the
 * back office (English only) and the English page use the portal's defaults.
 */
export interface LoginTexts {
  formLabel: string;
  email: string;
  password: string;
  placeholder: string;
  signIn: string;
  signingIn: string;
  successTitle: string;
  successText: string;
  failedTitle: string;
}

/**
 * Signs in with the same rules the API's schema is built from (lib/validations/login-rules.shared.ts),
 * checked here in a few lines: a form library and zod would be most of the login page's
 * JavaScript. The server sets the httpOnly session cookie; the token in the body is for API
 * clients and is deliberately not kept in the browser. What is typed before hydration is kept, and
 * the password never reaches a URL (components/hooks/use-server-rendered-form.ts).
 */
export function LoginForm({
  portal: name,
  texts,
  validation,
}: {
  portal: LoginPortalName;
  texts?: LoginTexts;
  /** The rules' and the server's English messages in the page's language (lib/i18n/validation.shared.ts). */
  validation?: ValidationLookup;
}) {
  const portal: LoginPortal = LOGIN_PORTALS[name];
  const local = (message: string | undefined) => localizeValidation(message, validation);
  const router = useRouter();
  const [values, setValues] = useState<LoginValues>(portal.defaultValues);
  const [problems, setProblems] = useState<LoginProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const inputs = useRef<Partial<Record<keyof LoginValues, HTMLInputElement | null>>>({});
  const { hydrated, formProps } = useServerRenderedForm((typed) => {
    const early = typedFields(
      typed,
      portal.fields.map((field) => field.name),
    );
    if (Object.keys(early).length) setValues((current) => ({ ...current, ...early }));
  });
  const pending = submitting || redirecting;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = portal.check(values);
    setProblems(found);
    const first = portal.fields.find((field) => found[field.name]);
    if (first) {
      inputs.current[first.name]?.focus();
      return;
    }
    setFailure(null);
    setSubmitting(true);
    const result = await api.post<unknown>(portal.url, portal.body(values));
    if (result.ok) {
      setRedirecting(true);
      if (portal.success)
        toast.success(texts?.successTitle ?? portal.success.title, {
          description: texts?.successText ?? portal.success.description,
        });
      await portal.beforeDashboard?.();
      router.replace(portal.dashboardPath);
      router.refresh();
      return;
    }
    setSubmitting(false);
    const refusal = portal.failure(result);
    const title = texts?.failedTitle ?? refusal.title;
    const description = local(refusal.description);
    const alert = local(refusal.alert);
    if (alert) setFailure(alert);
    if (description) toast.error(title, { description });
    else toast.error(title);
    if (result.status === 401 && alert) inputs.current.password?.focus();
  }

  return (
    <form
      {...formProps}
      noValidate
      aria-label={texts?.formLabel ?? portal.formLabel}
      className="grid gap-4"
      onSubmit={onSubmit}
    >
      {portal.fixedUsername && (
        <input
          type="text"
          name="username"
          value={portal.fixedUsername}
          autoComplete="username"
          readOnly
          hidden
        />
      )}
      {portal.fields.map((input) => {
        const id = `login-${input.name}`;
        const problem = problems[input.name];
        return (
          <div key={input.name} data-slot="form-item" className="grid gap-2">
            <label
              htmlFor={id}
              data-slot="form-label"
              data-error={Boolean(problem)}
              className="flex items-center gap-2 text-sm leading-none font-medium select-none data-[error=true]:text-destructive"
            >
              {texts ? texts[input.name] : input.label}
            </label>
            <input
              ref={(element) => {
                inputs.current[input.name] = element;
              }}
              id={id}
              name={input.name}
              data-slot="input"
              type={input.type}
              autoComplete={input.autoComplete}
              inputMode={input.type === "email" ? "email" : undefined}
              placeholder={input.placeholder && (texts?.placeholder ?? input.placeholder)}
              required={input.required}
              className={inputClasses("h-11")}
              value={values[input.name] ?? ""}
              onChange={(event) => {
                const value = event.target.value;
                setValues((current) => ({ ...current, [input.name]: value }));
                if (problem) setProblems((current) => ({ ...current, [input.name]: undefined }));
              }}
              aria-invalid={Boolean(problem)}
              aria-describedby={problem ? `${id}-message` : undefined}
            />
            {problem && (
              <p id={`${id}-message`} data-slot="form-message" className="text-sm text-destructive">
                {local(problem)}
              </p>
            )}
          </div>
        );
      })}
      <FailureAlert>{failure}</FailureAlert>
      <button
        type="submit"
        {...buttonAttributes({ className: "min-h-11 w-full" })}
        disabled={pending || !hydrated}
      >
        <LogIn aria-hidden="true" />
        {pending ? (texts?.signingIn ?? "Signing In...") : (texts?.signIn ?? "Sign In")}
      </button>
    </form>
  );
}
