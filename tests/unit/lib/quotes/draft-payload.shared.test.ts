import {
  defaultRoomPaintOptions,
  EMPTY_PRICING,
  priceQuote,
  type PricingConfig,
} from "@/lib/pricing/index.shared";
import { newRoom } from "@/lib/quotes/draft.shared";
import { priceDraft, roomPricingInput, toQuotePayload } from "@/lib/quotes/draft-payload.shared";
import { quoteDraftSchema } from "@/lib/validations/quote.shared";
import { filledDraft, PHOTO_ID } from "./fixtures";

describe("toQuotePayload", () => {
  it("sends customerName null when empty, excludedArea 0 when unticked and uploaded photo ids only", () => {
    const room = newRoom({
      length: 12,
      width: 10,
      excludeArea: false,
      excludedArea: 40,
      photos: [
        { key: "a", id: PHOTO_ID, name: "a.png", url: "/x", status: "uploaded" },
        { key: "b", id: null, name: "b.png", url: null, status: "uploading" },
      ],
      paintOptions: { ...defaultRoomPaintOptions(), colorConsultation: true },
    });
    const payload = toQuotePayload(filledDraft({ customerName: "   ", rooms: [room] }));
    expect(payload.customerName).toBeNull();
    expect(payload.rooms[0]).toMatchObject({ excludedArea: 0, photos: [PHOTO_ID], length: 12, height: 9 });
    expect(payload.rooms[0]).not.toHaveProperty("key");
    expect(payload.rooms[0]).not.toHaveProperty("id");
    // The draft is accepted as is by the server's schema.
    expect(quoteDraftSchema.safeParse({ ...payload, customerName: "Dana" }).success).toBe(true);
  });

  it("keeps the excluded area while ticked and derives the quote paint options from the rooms", () => {
    const premium = newRoom({
      length: 12,
      width: 10,
      excludeArea: true,
      excludedArea: 25,
      paintOptions: {
        ...defaultRoomPaintOptions(),
        walls: { quality: "luxury", finish: "satin", colorCode: "X1", brand: "" },
      },
    });
    const payload = toQuotePayload(filledDraft({ rooms: [premium] }));
    expect(payload.rooms[0]!.excludedArea).toBe(25);
    expect(payload.paintOptions).toEqual({ quality: "luxury", finish: "satin", customerSupplies: false });
    expect(payload.customerName).toBe("Dana Whitfield");
  });
});

describe("priceDraft", () => {
  it("prices the draft exactly like priceQuote with the same rooms", () => {
    const pricing: PricingConfig = {
      ...EMPTY_PRICING,
      wallCostPerSqFt: 1.85,
      standardQualityMarkup: 0.12,
      salesTaxRate: 0.06,
    };
    const draft = filledDraft({
      conditions: { primer: false, furnitureMoving: true, substantialPrep: false },
    });
    expect(priceDraft(draft, pricing)).toEqual(
      priceQuote(draft.rooms.map(roomPricingInput), draft.conditions, pricing),
    );
  });

  it("prices blank dimensions as 0", () => {
    expect(roomPricingInput(newRoom())).toMatchObject({ length: 0, width: 0, height: 9, excludedArea: 0 });
  });
});
