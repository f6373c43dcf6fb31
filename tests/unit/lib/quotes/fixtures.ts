import { defaultRoomPaintOptions } from "@/lib/pricing/index.shared";
import { emptyQuoteDraft, newRoom, type QuoteDraftState } from "@/lib/quotes/draft.shared";

export const PHOTO_ID = "0b5f3c1e-4a8e-4f8a-9d1e-2f3a4b5c6d7e";

/** A draft that passes both steps: one 12 × 10 ft room with a wall colour. */
export function filledDraft(overrides: Partial<QuoteDraftState> = {}): QuoteDraftState {
  const draft = emptyQuoteDraft();
  return {
    ...draft,
    address: "2116 Spruce St, Philadelphia, PA 19103",
    propertyType: "townhouse",
    customerName: "Dana Whitfield",
    email: "dana@example.com",
    phone: "(215) 555-0199",
    rooms: [
      newRoom({
        length: 12,
        width: 10,
        paintOptions: {
          ...defaultRoomPaintOptions(),
          walls: { quality: "premium", finish: "eggshell", colorCode: "SW 7008", brand: "" },
        },
      }),
    ],
    ...overrides,
  };
}
