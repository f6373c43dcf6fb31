/**
 * @jest-environment node
 */
import { bookingOrderBy, RANGE_FIRST_MAX_DAYS } from "@/lib/admin/booking-filter";
import { addDays } from "@/lib/scheduling/dates.shared";

const order = (filter: Parameters<typeof bookingOrderBy>[0]) => bookingOrderBy(filter).sql;

describe("the order of the back-office list", () => {
  it("walks the sort's own index without a short scheduled-date range", () => {
    expect(order({ sort: "created", dir: "desc" })).toBe('ORDER BY b."createdAt" DESC, b.id DESC');
    expect(order({ sort: "scheduled", dir: "asc", from: "2026-01-01", to: "2026-01-05" })).toBe(
      'ORDER BY b."scheduledDate" ASC, b.id ASC',
    );
    const wide = { from: "2026-01-01", to: addDays("2026-01-01", RANGE_FIRST_MAX_DAYS + 1) };
    expect(order({ sort: "created", dir: "desc", ...wide })).toBe('ORDER BY b."createdAt" DESC, b.id DESC');
    expect(order({ sort: "created", dir: "desc", from: "2026-01-01" })).toBe(
      'ORDER BY b."createdAt" DESC, b.id DESC',
    );
  });

  it("reads a short range first, then sorts it by the same key", () => {
    const short = { from: "2026-01-01", to: addDays("2026-01-01", RANGE_FIRST_MAX_DAYS) };
    expect(order({ sort: "created", dir: "desc", ...short })).toBe(
      "ORDER BY (b.\"createdAt\" + interval '0 seconds') DESC, b.id DESC",
    );
    expect(order({ sort: "created", dir: "asc", ...short })).toBe(
      "ORDER BY (b.\"createdAt\" + interval '0 seconds') ASC, b.id ASC",
    );
  });
});
