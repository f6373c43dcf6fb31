"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { api, NETWORK_ERROR } from "@/components/api/client";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { buttonAttributes } from "@/components/ui/button-variants";
import { FailureAlert } from "@/components/ui/failure-alert";

/**
 * Uses a one-time sign-in link (the admin's or a painter's: `redeemUrl`), then opens `nextPath`.
 * A button, not the page load: mail scanners open links in e-mails, and a link that signed in on
 * GET would be used up (or used) by them.
 */
export function SignInLinkButton({
  token,
  redeemUrl,
  nextPath,
}: {
  token: string;
  redeemUrl: string;
  nextPath: string;
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
    setFailure(result.error ?? NETWORK_ERROR);
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
        {pending ? "Signing In..." : "Sign In"}
      </button>
    </div>
  );
}
