import {
  FIRST_PAGE,
  isFirstPage,
  isPageOf,
  nextPaging,
  previousPaging,
  type Paging,
} from "@/components/admin/paging";

describe("keyset paging", () => {
  it("starts on page 1 with no cursor and nothing before it", () => {
    expect(FIRST_PAGE).toEqual({ cursor: "", page: 1, previous: [] });
    expect(isFirstPage(FIRST_PAGE)).toBe(true);
  });

  it("goes forward with the server's cursor, stacking the cursor of the page left", () => {
    const second = nextPaging(FIRST_PAGE, "c2");
    expect(second).toEqual({ cursor: "c2", page: 2, previous: [""] });
    expect(isFirstPage(second)).toBe(false);
    const third = nextPaging(second, "c3");
    expect(third).toEqual({ cursor: "c3", page: 3, previous: ["", "c2"] });
  });

  it("goes back through the stack to the first page", () => {
    const third = nextPaging(nextPaging(FIRST_PAGE, "c2"), "c3");
    const second = previousPaging(third);
    expect(second).toEqual({ cursor: "c2", page: 2, previous: [""] });
    const first = previousPaging(second);
    expect(first).toEqual({ cursor: "", page: 1, previous: [] });
    expect(isFirstPage(first)).toBe(true);
  });

  it("does not change the paging it was given", () => {
    const second = nextPaging(FIRST_PAGE, "c2");
    const snapshot = JSON.parse(JSON.stringify(second)) as Paging;
    nextPaging(second, "c3");
    previousPaging(second);
    expect(second).toEqual(snapshot);
    expect(FIRST_PAGE).toEqual({ cursor: "", page: 1, previous: [] });
  });

  it("goes to the first page when the stack was lost (a reloaded or shared link to a later page)", () => {
    const reloaded: Paging = { cursor: "c5", page: 5, previous: [] };
    expect(previousPaging(reloaded)).toBe(FIRST_PAGE);
  });

  it("stays on the first page when asked to go back from it", () => {
    expect(previousPaging(FIRST_PAGE)).toEqual(FIRST_PAGE);
  });

  it("never numbers a page below 1, even when the page number and the stack disagree", () => {
    expect(previousPaging({ cursor: "c9", page: 1, previous: ["", "c8"] })).toEqual({
      cursor: "c8",
      page: 1,
      previous: [""],
    });
  });
});

describe("isPageOf", () => {
  const isPage = isPageOf<"items", number>("items");

  it.each([[{ items: [], nextCursor: null }], [{ items: [1, 2], nextCursor: "abc" }]])(
    "accepts %j",
    (answer) => {
      expect(isPage(answer)).toBe(true);
    },
  );

  it.each([
    [null],
    [undefined],
    ["items"],
    [[1, 2]],
    [{ items: [] }],
    [{ items: "1,2", nextCursor: null }],
    [{ rows: [], nextCursor: null }],
    [{ items: [], nextCursor: 2 }],
  ])("refuses %j", (answer) => {
    expect(isPage(answer)).toBe(false);
  });
});
