/**
 * The quote wizard's draft, kept for the browser tab (sessionStorage): links between pages are full
 * page loads (components/site/page-link.tsx), so without it a quote started on one page would be
 * gone on the next. It goes when the tab closes, and is emptied when the quote is saved (the wizard
 * resets its draft). Written only by this code; anything unreadable is ignored.
 */
import type { DraftRoom, QuoteDraftState } from "./draft.shared";

const KEY = "brushwise.quote-draft.v1";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const TEXT_FIELDS = ["address", "propertyType", "customerName", "email", "phone"] as const;

function isDraft(value: unknown): value is QuoteDraftState {
  return (
    isObject(value) &&
    value.projectType === "interior" &&
    TEXT_FIELDS.every((field) => typeof value[field] === "string") &&
    Array.isArray(value.rooms) &&
    value.rooms.length > 0 &&
    value.rooms.every(
      (room) => isObject(room) && typeof room.key === "string" && Array.isArray(room.photos),
    ) &&
    isObject(value.conditions) &&
    isObject(value.paintOptions)
  );
}

/** The draft this tab kept, without photos whose upload the page load cut short; null when none. */
export function loadStoredDraft(): QuoteDraftState | null {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? "null");
    if (!isDraft(stored)) return null;
    const rooms = stored.rooms.map((room): DraftRoom => ({
      ...room,
      photos: room.photos.filter((photo) => photo.status === "uploaded" && photo.id !== null),
    }));
    return { ...stored, rooms };
  } catch {
    return null; // storage turned off, or not our JSON
  }
}

export function storeDraft(draft: QuoteDraftState) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or turned off: the draft lives as long as the page, as it did before.
  }
}
