import type { ReactNode } from "react";

/**
 * What went wrong with the last action, read out at once (role="alert") and shown in the error
 * colour; nothing when there is no failure. Plain markup: the light login pages use it too.
 */
export function FailureAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}
