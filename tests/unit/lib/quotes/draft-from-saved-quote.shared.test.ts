import { defaultRoomPaintOptions } from "@/lib/pricing/index.shared";
import { draftFromSavedQuote } from "@/lib/quotes/draft-from-saved-quote.shared";
import { toQuotePayload } from "@/lib/quotes/draft-payload.shared";
import { PHOTO_ID } from "./fixtures";

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
