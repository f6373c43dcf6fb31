import { defaultRoomPaintOptions, EMPTY_PRICING, priceQuote, type PricingConfig } from "@/lib/pricing";
import {
  draftFromSavedQuote,
  emptyQuoteDraft,
  newRoom,
  priceDraft,
  roomPricingInput,
  toQuotePayload,
  validateProjectStep,
  validateRoomsStep,
  type QuoteDraftState,
} from "@/lib/quotes/draft";
import { quoteDraftSchema } from "@/lib/validations/quote";

const PHOTO_ID = "0b5f3c1e-4a8e-4f8a-9d1e-2f3a4b5c6d7e";

function filledDraft(overrides: Partial<QuoteDraftState> = {}): QuoteDraftState {
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

describe("newRoom / emptyQuoteDraft", () => {
  it("uses the spec defaults", () => {
    const room = newRoom();
    expect(room).toMatchObject({
      height: 9,
      paintWalls: true,
      paintCeiling: false,
      paintTrim: false,
      paintDoors: false,
      paintWindows: false,
      doorCount: 0,
      windowCount: 0,
      excludeArea: false,
      photos: [],
    });
    expect(room.paintOptions).toEqual(defaultRoomPaintOptions());
    expect(newRoom().key).not.toBe(room.key);

    const draft = emptyQuoteDraft();
    expect(draft.projectType).toBe("interior");
    expect(draft.rooms).toHaveLength(1);
    expect(draft.conditions).toEqual({ primer: false, furnitureMoving: false, substantialPrep: false });
  });
});

describe("validateProjectStep", () => {
  it("passes with every field and a serviceable address", () => {
    expect(validateProjectStep(filledDraft(), true)).toEqual({ ok: true, errors: {} });
  });

  it("fails without the service-area confirmation", () => {
    const result = validateProjectStep(filledDraft(), false);
    expect(result.ok).toBe(false);
    expect(Object.keys(result.errors)).toEqual(["serviceArea"]);
  });

  it.each(["customerName", "email", "phone", "address"] as const)("requires %s", (field) => {
    const result = validateProjectStep(filledDraft({ [field]: "  " }), true);
    expect(result.ok).toBe(false);
    expect(result.errors[field]).toBeTruthy();
  });

  it("checks the email and phone formats with the shared schema", () => {
    const result = validateProjectStep(filledDraft({ email: "dana@", phone: "12" }), true);
    expect(result.errors).toEqual({
      email: "Enter a valid email address",
      phone: "Enter a valid phone number",
    });
  });
});

describe("validateRoomsStep", () => {
  it("passes a complete room", () => {
    expect(validateRoomsStep(filledDraft())).toEqual({ ok: true, roomErrors: [{}] });
  });

  it("requires dimensions above 0", () => {
    const result = validateRoomsStep(
      filledDraft({ rooms: [newRoom({ length: null, width: 0, height: 9 })] }),
    );
    expect(result.ok).toBe(false);
    expect(Object.keys(result.roomErrors[0]!)).toEqual(expect.arrayContaining(["length", "width"]));
  });

  it("requires one of walls, ceiling, trim or doors (windows alone is not enough)", () => {
    const room = newRoom({ length: 10, width: 10, paintWalls: false, paintWindows: true });
    const result = validateRoomsStep(filledDraft({ rooms: [room] }));
    expect(result.ok).toBe(false);
    expect(result.roomErrors[0]).toHaveProperty("paintWalls");
  });

  it("requires a colour code per selected surface unless consultation or own paint", () => {
    const room = newRoom({ length: 10, width: 10, paintCeiling: true, paintWindows: true });
    const missing = validateRoomsStep(filledDraft({ rooms: [room] }));
    expect(Object.keys(missing.roomErrors[0]!).sort()).toEqual([
      "paintOptions.ceiling.colorCode",
      "paintOptions.walls.colorCode",
    ]);

    const consultation = { ...room, paintOptions: { ...room.paintOptions, colorConsultation: true } };
    expect(validateRoomsStep(filledDraft({ rooms: [consultation] })).ok).toBe(true);
    const ownPaint = { ...room, paintOptions: { ...room.paintOptions, customerSupplies: true } };
    expect(validateRoomsStep(filledDraft({ rooms: [ownPaint] })).ok).toBe(true);
  });

  it("fails with no rooms", () => {
    expect(validateRoomsStep(filledDraft({ rooms: [] })).ok).toBe(false);
  });
});

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

describe("draftFromSavedQuote", () => {
  const saved = {
    id: "q-1",
    totalCost: 999.99,
    finalCost: 999.99,
    projectType: "interior",
    address: "2116 Spruce St, Philadelphia, PA 19103",
    propertyType: "condo",
    customerName: null,
    email: "dana@example.com",
    phone: "2155550199",
    rooms: [
      {
        id: "r-1",
        cost: 500,
        type: "kitchen",
        name: "Kitchen",
        length: 14,
        width: "11.5",
        height: 8,
        paintWalls: true,
        paintCeiling: true,
        doorCount: 2,
        windowCount: 1,
        windowWidth: 3,
        windowHeight: 4,
        excludedArea: 12,
        photos: [{ id: PHOTO_ID, name: "k.png", url: `/api/uploads/${PHOTO_ID}` }],
        paintOptions: JSON.stringify({
          customerSupplies: false,
          colorConsultation: true,
          walls: { quality: "premium", finish: "satin" },
        }),
      },
    ],
    conditions: JSON.stringify({ primer: true, furnitureMoving: true, substantialPrep: false }),
    paintOptions: { quality: "premium", finish: "satin", customerSupplies: false },
  };

  it("drops ids and costs and reads JSON strings or objects", () => {
    const draft = draftFromSavedQuote(saved);
    expect(draft).not.toHaveProperty("id");
    expect(draft).not.toHaveProperty("totalCost");
    expect(draft).toMatchObject({
      address: saved.address,
      propertyType: "condo",
      customerName: "",
      email: saved.email,
    });
    expect(draft.conditions).toEqual({ primer: true, furnitureMoving: true, substantialPrep: false });
    expect(draft.paintOptions).toEqual({ quality: "premium", finish: "satin", customerSupplies: false });
    const room = draft.rooms[0]!;
    expect(room).not.toHaveProperty("id");
    expect(room).not.toHaveProperty("cost");
    expect(room).toMatchObject({
      type: "kitchen",
      length: 14,
      width: 11.5,
      height: 8,
      paintCeiling: true,
      excludeArea: true,
      excludedArea: 12,
    });
    expect(room.photos).toEqual([
      expect.objectContaining({ id: PHOTO_ID, url: `/api/uploads/${PHOTO_ID}`, status: "uploaded" }),
    ]);
    expect(room.paintOptions.colorConsultation).toBe(true);
    expect(room.paintOptions.walls).toEqual({
      quality: "premium",
      finish: "satin",
      colorCode: "",
      brand: "",
    });
    expect(room.paintOptions.trim).toEqual(defaultRoomPaintOptions().trim);
    expect(toQuotePayload(draft).rooms[0]!.photos).toEqual([PHOTO_ID]);
  });

  it("reads rooms given as a JSON string", () => {
    const draft = draftFromSavedQuote({ ...saved, rooms: JSON.stringify(saved.rooms) });
    expect(draft.rooms).toHaveLength(1);
  });

  it("falls back when parsing fails, logging to the console only", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const draft = draftFromSavedQuote({
      ...saved,
      rooms: "[{oops",
      conditions: "{nope",
      paintOptions: "not json",
    });
    expect(draft.rooms).toEqual([]);
    expect(draft.conditions).toEqual({ primer: false, furnitureMoving: false, substantialPrep: false });
    expect(draft.paintOptions).toMatchObject({ customerSupplies: false });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("treats non-list rooms as an empty list", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(draftFromSavedQuote({ ...saved, rooms: { a: 1 } }).rooms).toEqual([]);
    expect(error).toHaveBeenCalledWith("Invalid room data format", { a: 1 });
    error.mockRestore();
  });
});
