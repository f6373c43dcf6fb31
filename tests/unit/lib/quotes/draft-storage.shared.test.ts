import { emptyQuoteDraft, type QuoteDraftState } from "@/lib/quotes/draft.shared";
import { loadStoredDraft, storeDraft } from "@/lib/quotes/draft-storage.shared";

const KEY = "brushwise.quote-draft.v1";

function draftWithPhotos(): QuoteDraftState {
  const draft = emptyQuoteDraft();
  draft.address = "2116 Spruce St, Philadelphia, PA 19103";
  draft.customerName = "Dana Whitfield";
  draft.rooms[0]!.name = "Front bedroom";
  draft.rooms[0]!.length = 12;
  draft.rooms[0]!.photos = [
    {
      key: "p1",
      id: "6b1f3c52-3c5e-4a8e-9c57-1f0a6b2e9d11",
      name: "wall.jpg",
      url: "/uploads/wall.jpg",
      status: "uploaded",
    },
    { key: "p2", id: null, name: "ceiling.jpg", url: null, status: "uploading" },
  ];
  return draft;
}

describe("the quote draft kept for the tab", () => {
  it("is none until the wizard stores one", () => {
    expect(loadStoredDraft()).toBeNull();
  });

  it("comes back as it was stored, without the photos whose upload the page load cut short", () => {
    const draft = draftWithPhotos();
    storeDraft(draft);
    const restored = loadStoredDraft();
    expect(restored).toEqual({
      ...draft,
      rooms: [{ ...draft.rooms[0], photos: [draft.rooms[0]!.photos[0]] }],
    });
  });

  it("ignores what it did not write: broken JSON, another shape, no rooms", () => {
    for (const stored of [
      "{not json",
      JSON.stringify({ address: "x" }),
      JSON.stringify({ ...emptyQuoteDraft(), rooms: [] }),
      JSON.stringify({ ...emptyQuoteDraft(), email: 42 }),
      JSON.stringify([emptyQuoteDraft()]),
    ]) {
      window.sessionStorage.setItem(KEY, stored);
      expect(loadStoredDraft()).toBeNull();
    }
  });

  it("keeps working, without keeping the draft, when storage refuses it", () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(() => storeDraft(draftWithPhotos())).not.toThrow();
    setItem.mockRestore();
    expect(loadStoredDraft()).toBeNull();
  });
});
