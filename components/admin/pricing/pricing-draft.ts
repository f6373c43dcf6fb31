"use client";

import { useEffect, useState, type Dispatch, type SetStateAction } from "react";

/** Where the edited, unsaved prices wait while the admin looks at another tab (this browser tab only). */
export const PRICING_DRAFT_KEY = "brushwise.admin.pricing-draft";

export type PricingDraft = Record<string, string>;

function readDraft(): PricingDraft {
  if (typeof window === "undefined") return {};
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(PRICING_DRAFT_KEY) ?? "{}");
    if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return {};
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return {};
  }
}

function writeDraft(draft: PricingDraft) {
  try {
    if (Object.keys(draft).length === 0) window.sessionStorage.removeItem(PRICING_DRAFT_KEY);
    else window.sessionStorage.setItem(PRICING_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage refused (full, or disabled): the draft lives as long as the page, as it did before.
  }
}

/**
 * The pricing form's typed values by item name. Each back-office tab is its own page, so leaving
 * Pricing unmounts the form: the draft is kept in sessionStorage and is there again on return
 * (by a tab, Back or a reload), until it is saved or discarded.
 */
export function usePricingDraft(): [PricingDraft, Dispatch<SetStateAction<PricingDraft>>] {
  const [draft, setDraft] = useState<PricingDraft>(readDraft);
  useEffect(() => writeDraft(draft), [draft]);
  return [draft, setDraft];
}
