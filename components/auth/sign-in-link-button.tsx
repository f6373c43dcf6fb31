"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { api, NETWORK_ERROR } from "@/components/api/client";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { buttonAttributes } from "@/components/ui/button-variants";
import { FailureAlert } from "@/components/ui/failure-alert";
import { localizeValidation, type ValidationLookup } from "@/lib/i18n/validation.shared";

/**
 * Uses a one-time sign-in link (the admin's or a painter's: `redeemUrl`), then opens `nextPath`.
 * A button, not the page load: mail scanners open links in e-mails, and a link that signed in on
 * GET would be used up (or used) by them.
 */
export function SignInLinkButton({
  token,
  redeemUrl,
  nextPath,
  texts = { signIn: "Sign In", signingIn: "Signing In..." },
  validation,
}: {
  token: string;
  redeemUrl: string;
  nextPath: string;
  /** The button's words in the page's language (the painter's page passes its own; the admin's is English). */
  texts?: { signIn: string; signingIn: string };
  /** The server's refusals in the page's language (lib/i18n/validation.shared.ts). */
  validation?: ValidationLookup;
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const hydrated = useHydrated();

  async function signIn() {
    setPending(true);
    setFailure(null);
    const result = await api.post<unknown>(redeemUrl, { token });
    if (result.ok) {
      router.replace(nextPath);
      router.refresh();
      return;
    }
    setPending(false);
    setFailure(localizeValidation(result.error ?? NETWORK_ERROR, validation) ?? null);
  }

  return (
    <div className="grid gap-4">
      <FailureAlert>{failure}</FailureAlert>
      <button
        type="button"
        {...buttonAttributes({ className: "min-h-11 w-full" })}
        disabled={pending || !hydrated}
        onClick={signIn}
      >
        {pending ? texts.signingIn : texts.signIn}
      </button>
    </div>
  );
}
