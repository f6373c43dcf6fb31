"use client";

import { createContext, useCallback, useContext, type ReactNode } from "react";
import { localizeValidation, type ValidationLookup } from "@/lib/i18n/validation.shared";

const ValidationContext = createContext<ValidationLookup | undefined>(undefined);

/** The schema messages' translations for the forms below it (none: English, as the schema writes them). */
export function ValidationLookupProvider({
  lookup,
  children,
}: {
  lookup: ValidationLookup | undefined;
  children: ReactNode;
}) {
  return <ValidationContext.Provider value={lookup}>{children}</ValidationContext.Provider>;
}

/** A schema message in the page's language: `localize(errors.email)`. */
export function useLocalizeValidation(): (message: string | undefined) => string | undefined {
  const lookup = useContext(ValidationContext);
  return useCallback((message: string | undefined) => localizeValidation(message, lookup), [lookup]);
}

/**
 * A server's error text for a toast's detail: as it is on English pages (lookup-less), translated
 * when the lookup knows it, else left out, so no English sentence appears on another language's page.
 */
export function useLocalizeApiError(): (message: string | null | undefined) => string | undefined {
  const lookup = useContext(ValidationContext);
  return useCallback(
    (message: string | null | undefined) => {
      if (!message) return undefined;
      if (!lookup) return message;
      return Object.hasOwn(lookup, message) ? lookup[message] : undefined;
    },
    [lookup],
  );
}
