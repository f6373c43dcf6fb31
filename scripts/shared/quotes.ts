/**
 * Quote bodies built the way the wizard builds them (lib/quotes/draft.shared.ts), so that the cluster
 * test and the benchmark send what real customers send and follow the wizard when it changes.
 */
import { measureRoom } from "@/lib/pricing/index.shared";
import { emptyQuoteDraft, newRoom, type DraftRoom, type QuoteDraftState } from "@/lib/quotes/draft.shared";
import { roomPricingInput, toQuotePayload } from "@/lib/quotes/draft-payload.shared";
import type { QuoteDraftInput } from "@/lib/validations/quote.shared";

/** A room with the wizard's defaults (9 ft high, walls only) and `overrides`. */
export const wizardRoom = (overrides: Partial<DraftRoom>): DraftRoom => newRoom(overrides);

export type QuoteProject = Partial<Omit<QuoteDraftState, "rooms">> & { rooms: DraftRoom[] };

/** The body of POST /api/quotes for `project`, the wizard's defaults filling in the rest. */
export function quotePayload(project: QuoteProject): QuoteDraftInput {
  return toQuotePayload({ ...emptyQuoteDraft(), ...project });
}

/** The surface the server sizes the job by (painter-days), as it measures it. */
export function paintableSqFt(rooms: readonly DraftRoom[]): number {
  return rooms.reduce((sum, room) => sum + measureRoom(roomPricingInput(room)).paintableArea, 0);
}
