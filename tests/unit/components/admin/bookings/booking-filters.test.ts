import {
  activeSort,
  BOOKING_FILTER_KEYS,
  bookingsExportUrl,
  bookingsListUrl,
  clearFilters,
  DEFAULT_VIEW,
  EMPTY_FILTERS,
  hasFilters,
  readBookingView,
  toggleSort,
  viewPaging,
  withFilters,
  withPaging,
  writeBookingView,
  type BookingListView,
} from "@/components/admin/bookings/booking-filters";
import { FIRST_PAGE, nextPaging, previousPaging } from "@/components/admin/paging";

const PAINTER = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const read = (query: string) => readBookingView(new URLSearchParams(query));
const view = (change: Partial<BookingListView> = {}): BookingListView => ({ ...DEFAULT_VIEW, ...change });

const FULL: BookingListView = {
  q: "Emily Carter",
  status: "cancelled",
  from: "2026-01-01",
  to: "2026-12-31",
  county: "Montgomery",
  painter: PAINTER,
  sort: "scheduled",
  dir: "asc",
  after: "eyJrIjpbMV19",
  page: 4,
  limit: "10",
};

describe("the All Bookings view in the URL", () => {
  it("reads an empty query string as the default view", () => {
    expect(read("")).toEqual(DEFAULT_VIEW);
    expect(writeBookingView(DEFAULT_VIEW)).toBe("");
  });

  it("filters on q, status, from, to, county and painter", () => {
    expect(BOOKING_FILTER_KEYS).toEqual(["q", "status", "from", "to", "county", "painter"]);
  });

  it("round-trips every filter, the sort, the page and the page size, in a fixed order", () => {
    const query = writeBookingView(FULL);
    expect(query).toBe(
      "q=Emily+Carter&status=cancelled&from=2026-01-01&to=2026-12-31&county=Montgomery" +
        `&painter=${PAINTER}&sort=scheduled&dir=asc&after=eyJrIjpbMV19&page=4&limit=10`,
    );
    expect(read(query)).toEqual(FULL);
  });

  it.each(BOOKING_FILTER_KEYS)("round-trips %s on its own", (key) => {
    const only = view({ [key]: FULL[key] });
    const query = writeBookingView(only);
    expect(new URLSearchParams(query).get(key)).toBe(FULL[key]);
    expect([...new URLSearchParams(query).keys()]).toEqual([key]);
    expect(read(query)).toEqual(only);
  });

  it("writes equal views as equal links, whatever order the link had", () => {
    const a = read("status=completed&q=Spruce&county=Bucks");
    const b = read("county=Bucks&status=completed&q=Spruce");
    expect(writeBookingView(a)).toBe(writeBookingView(b));
    expect(writeBookingView(a)).toBe("q=Spruce&status=completed&county=Bucks");
  });

  it("trims values and leaves blank ones out", () => {
    expect(read("q=%20%20Spruce%20&status=&county=%20")).toEqual(view({ q: "Spruce" }));
    expect(writeBookingView(view({ q: "  Spruce ", status: " " }))).toBe("q=Spruce");
  });

  it("takes the first of a repeated parameter", () => {
    expect(read("status=cancelled&status=completed").status).toBe("cancelled");
  });

  it("keeps a value the server will refuse as written (the server explains it)", () => {
    expect(read("status=bogus&from=yesterday&sort=price&dir=up")).toEqual(
      view({ status: "bogus", from: "yesterday", sort: "price", dir: "up" }),
    );
  });

  it.each([
    ["after=c4&page=4", { after: "c4", page: 4 }],
    // A cursor without a usable page number: at least the second page.
    ["after=c4", { after: "c4", page: 2 }],
    ["after=c4&page=1", { after: "c4", page: 2 }],
    ["after=c4&page=-3", { after: "c4", page: 2 }],
    ["after=c4&page=abc", { after: "c4", page: 2 }],
    // Without a cursor the page is the first, whatever the link says.
    ["page=7", { after: "", page: 1 }],
  ])("reads the page of %s", (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it("writes the page number only with a cursor after page 1", () => {
    expect(writeBookingView(view({ page: 3 }))).toBe("");
    expect(writeBookingView(view({ after: "c3", page: 3 }))).toBe("after=c3&page=3");
  });
});

describe("the list and export URLs", () => {
  it("asks the list for the view's filters, sort, cursor and page size", () => {
    expect(bookingsListUrl(FULL)).toBe(
      "/api/admin/bookings?q=Emily+Carter&status=cancelled&from=2026-01-01&to=2026-12-31&county=Montgomery" +
        `&painter=${PAINTER}&sort=scheduled&dir=asc&cursor=eyJrIjpbMV19&limit=10`,
    );
    expect(bookingsListUrl(view({ status: "cancelled" }))).toBe("/api/admin/bookings?status=cancelled");
  });

  it("exports every booking of the filters in the view's order: no cursor, no page size", () => {
    expect(bookingsExportUrl(FULL)).toBe(
      "/api/admin/bookings/export?q=Emily+Carter&status=cancelled&from=2026-01-01&to=2026-12-31" +
        `&county=Montgomery&painter=${PAINTER}&sort=scheduled&dir=asc`,
    );
    expect(bookingsExportUrl(DEFAULT_VIEW)).toBe("/api/admin/bookings/export");
  });
});

describe("changing the view", () => {
  it("knows whether anything is filtered (the sort is not a filter)", () => {
    expect(hasFilters(DEFAULT_VIEW)).toBe(false);
    expect(hasFilters(view({ sort: "scheduled", dir: "asc", after: "c2", page: 2, limit: "5" }))).toBe(false);
    for (const key of BOOKING_FILTER_KEYS) expect(hasFilters(view({ [key]: FULL[key] }))).toBe(true);
  });

  it("goes back to the first page when a filter changes", () => {
    const onPage4 = view({ status: "cancelled", after: "c4", page: 4 });
    expect(withFilters(onPage4, { county: "Bucks" })).toEqual(
      view({ status: "cancelled", county: "Bucks", after: "", page: 1 }),
    );
  });

  it("clears every filter but keeps the sort and the page size, on the first page", () => {
    expect(clearFilters(FULL)).toEqual({
      ...EMPTY_FILTERS,
      sort: "scheduled",
      dir: "asc",
      after: "",
      page: 1,
      limit: "10",
    });
    expect(hasFilters(clearFilters(FULL))).toBe(false);
  });

  it("sorts newest bookings first by default", () => {
    expect(activeSort(DEFAULT_VIEW)).toEqual({ key: "created", dir: "desc" });
    expect(activeSort(view({ sort: "scheduled" }))).toEqual({ key: "scheduled", dir: "desc" });
    expect(activeSort(view({ dir: "asc" }))).toEqual({ key: "created", dir: "asc" });
  });

  it("has no sort in force when the link names one the server refuses", () => {
    expect(activeSort(view({ sort: "price" }))).toBeNull();
    expect(activeSort(view({ dir: "up" }))).toBeNull();
  });

  it("flips the direction of the sorted column, leaving defaults out of the URL", () => {
    const asc = toggleSort(DEFAULT_VIEW, "created");
    expect(asc).toEqual(view({ dir: "asc" }));
    expect(writeBookingView(asc)).toBe("dir=asc");
    expect(toggleSort(asc, "created")).toEqual(DEFAULT_VIEW);
  });

  it("sorts another column newest first, from the first page, keeping the filters", () => {
    const onPage3 = view({ status: "completed", dir: "asc", after: "c3", page: 3 });
    const scheduled = toggleSort(onPage3, "scheduled");
    expect(scheduled).toEqual(view({ status: "completed", sort: "scheduled" }));
    expect(toggleSort(scheduled, "scheduled")).toEqual(
      view({ status: "completed", sort: "scheduled", dir: "asc" }),
    );
    expect(toggleSort(scheduled, "created")).toEqual(view({ status: "completed" }));
  });

  it("starts a refused sort over, newest first", () => {
    expect(toggleSort(view({ sort: "price", dir: "up" }), "scheduled")).toEqual(view({ sort: "scheduled" }));
  });
});

describe("paging through the view", () => {
  it("is on the first page without a cursor, whatever stack the list kept", () => {
    expect(viewPaging(DEFAULT_VIEW, ["", "c2"])).toBe(FIRST_PAGE);
  });

  it("carries the cursor and page number of the URL, with the list's stack", () => {
    expect(viewPaging(view({ after: "c3", page: 3 }), ["", "c2"])).toEqual({
      cursor: "c3",
      page: 3,
      previous: ["", "c2"],
    });
  });

  it("writes a paging step into the view, keeping filters and sort", () => {
    const start = view({ status: "completed", sort: "scheduled" });
    const second = nextPaging(viewPaging(start, []), "c2");
    const onSecond = withPaging(start, second);
    expect(onSecond).toEqual({ ...start, after: "c2", page: 2 });
    expect(writeBookingView(onSecond)).toBe("status=completed&sort=scheduled&after=c2&page=2");

    const back = withPaging(onSecond, previousPaging(viewPaging(onSecond, second.previous)));
    expect(back).toEqual(start);
    expect(writeBookingView(back)).toBe("status=completed&sort=scheduled");
  });

  it("a reloaded link to a later page goes back to the first page", () => {
    const reloaded = read("status=completed&after=c5&page=5");
    const back = withPaging(reloaded, previousPaging(viewPaging(reloaded, [])));
    expect(back).toEqual(view({ status: "completed" }));
  });
});
