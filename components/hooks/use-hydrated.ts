"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React owns the page.
 * Forms keep their submit button off until then: before hydration the browser would
 * submit natively, a GET that puts what was typed (a password, an e-mail) in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
