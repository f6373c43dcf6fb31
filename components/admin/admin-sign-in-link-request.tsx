"use client";

import { useState } from "react";
import { api, NETWORK_ERROR } from "@/components/api/client";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { buttonAttributes } from "@/components/ui/button-variants";
import { FailureAlert } from "@/components/ui/failure-alert";

/** "E-mail a sign-in link to the owner": the way in while the admin password is being slowed down. */
export function AdminSignInLinkRequest() {
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const hydrated = useHydrated();

  async function ask() {
    setPending(true);
    setFailure(null);
    const result = await api.post<{ message: string }>("/api/admin/sign-in-link", {});
    setPending(false);
    if (result.ok) setSent(result.data?.message ?? "Check the owner's e-mail for the sign-in link.");
    else setFailure(result.error ?? NETWORK_ERROR);
  }

  return (
    <div className="grid gap-3 border-t pt-4">
      <p className="text-sm text-muted-foreground">
        Locked out, or on a new device? We can e-mail a one-time sign-in link to the owner&apos;s address.
      </p>
      <p role="status" className="text-sm font-medium empty:hidden">
        {sent}
      </p>
      <FailureAlert>{failure}</FailureAlert>
      <button
        type="button"
        {...buttonAttributes({ variant: "outline", className: "min-h-11 w-full" })}
        disabled={pending || !hydrated}
        onClick={ask}
      >
        {pending ? "Sending..." : "E-mail a Sign-in Link to the Owner"}
      </button>
    </div>
  );
}
