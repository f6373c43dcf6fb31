"use client";

import { useState, type FormEvent } from "react";
import type { AdminResult } from "../admin-api";

/**
 * The Payments tab's forms (a payment, a credit note, a payout): send what the form holds, show
 * progress, and on a refusal the server's own message (what to change), else `failureText`.
 */
export function useMoneyForm(
  send: (form: FormData) => Promise<AdminResult<unknown>>,
  onDone: () => void,
  failureText: string,
) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setFailure(null);
    const result = await send(form);
    setBusy(false);
    if (result.ok) onDone();
    else if (!result.sessionEnded) setFailure(result.error ?? failureText);
  }
  return { busy, failure, submit };
}
