"use client";

import { createContext, useContext, type ReactNode } from "react";
import { localizeValidation, type ValidationLookup } from "@/lib/i18n/validation.shared";

const PortalErrors = createContext<ValidationLookup | undefined>(undefined);

/**
 * The server's English messages the portal knows (messages/<lang>/portalValidation.json), looked up
 * in the painter's language: the dashboard page builds the lookup for a Spanish page, none for English.
 */
export function PortalErrorsProvider({
  lookup,
  children,
}: {
  lookup: ValidationLookup | undefined;
  children: ReactNode;
}) {
  return <PortalErrors.Provider value={lookup}>{children}</PortalErrors.Provider>;
}

/** A server message in the painter's language when the portal knows it, else as the server said it. */
export function usePortalError(): <M extends string | null | undefined>(message: M) => M | string {
  const lookup = useContext(PortalErrors);
  return (message) => (message ? (localizeValidation(message, lookup) ?? message) : message);
}
