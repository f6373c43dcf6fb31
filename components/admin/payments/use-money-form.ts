"use client";

import { useState, type FormEvent } from "react";
import type { AdminResult } from "../admin-api";

/**
 * The back office's money forms (a payment, a credit note, a payout, a booking's price change): send
 * what the form holds, show progress, and on a refusal the server's own message (what to change),
 * else `failureText`. `onDone` gets the server's answer.
 */
export function useMoneyForm<T = unknown>(
  send: (form: FormData) => Promise<AdminResult<T>>,
  onDone: (data: T | null) => void,
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
    if (result.ok) onDone(result.data);
    else if (!result.sessionEnded) setFailure(result.error ?? failureText);
  }
  return { busy, failure, submit };
}
