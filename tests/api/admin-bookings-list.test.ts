/**
 * The back-office bookings list at scale: keyset pages in both sorts, search by id, name, e-mail,
 * phone and address, filters by status, dates, county and painter, refused queries as 400s, and the
 * CSV export of the same selection (the contractors page: admin-contractors-list.test.ts).
 */
import { randomUUID } from "node:crypto";
import { GET as exportBookings } from "@/app/api/admin/bookings/export/route";
import { GET as listBookings } from "@/app/api/admin/bookings/route";
import { BOOKINGS_CSV_HEADER, bookingsCsvStream } from "@/lib/admin/booking-export";
import { startSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import type { BookingStatus } from "@/lib/generated/prisma/client";
import { runSeed } from "@/lib/seed";
import { addDays, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { encodeCursor } from "@/lib/http/cursor";
import { parseAdminBookingsFilter } from "@/lib/validations/admin-bookings-query";
import { COUNTY_ZIP_CODES } from "@/lib/zips/index.shared";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { BASE, params } from "../helpers/http";

const day = (n: number) => addDays(todayInNewYork(), n);
let headers: Record<string, string> = {};

beforeAll(async () => {
  await runSeed(db, { demo: false });
  const { token } = await startSession(db, { role: "admin" });
  headers = { authorization: `Bearer ${token}` };
});

interface Row {
  id: string;
  customerName: string | null;
  customerEmail: string;
  status: string;
}
interface Page {
  bookings: Row[];
  nextCursor: string | null;
}

async function list(query: Record<string, string>) {
  const response = await listBookings(
    new Request(`${BASE}/api/admin/bookings?${new URLSearchParams(query)}`, { headers }),
    params({}),
  );
  return { status: response.status, body: (await response.json()) as Page & { error?: string } };
}

/** Every page of a query, following nextCursor. */
async function allPages(query: Record<string, string>) {
  const pages: Row[][] = [];
  let cursor: string | null = null;
  do {
    const { status, body } = await list(cursor ? { ...query, cursor } : query);
    expect(status).toBe(200);
    pages.push(body.bookings);
    cursor = body.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

interface BookingSpec {
  name: string;
  email?: string;
  phone?: string;
  address?: string;
  zip?: string;
  status?: BookingStatus;
  scheduled?: string;
  createdAt: Date;
  painterId?: string;
}

async function booking(spec: BookingSpec) {
  const quote = await createTestQuote({
    email: spec.email ?? `owner-${randomUUID()}@example.com`,
    ...(spec.address ? { address: spec.address } : {}),
  });
  await db.quote.update({
    where: { id: quote.id },
    data: {
      customerName: spec.name,
      phone: spec.phone ?? "215-555-0199",
      ...(spec.zip ? { zipCode: spec.zip } : {}),
    },
  });
  const row = await db.booking.create({
    data: {
      quoteId: quote.id,
      scheduledDate: toDbDate(spec.scheduled ?? day(10)),
      timeSlot: "morning",
      status: spec.status ?? "scheduled",
      createdAt: spec.createdAt,
    },
  });
  if (spec.painterId)
    await db.jobAssignment.create({
      data: {
        bookingId: row.id,
        contractorId: spec.painterId,
        status: "assigned",
        contractorEarnings: "100.00",
      },
    });
  return row;
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe("keyset pages", () => {
  const marker = `Pager${randomUUID().slice(0, 8)}`;
  let ids: string[] = [];

  beforeAll(async () => {
    // Booked one minute apart (newest first = index 0) and scheduled in the opposite order.
    const made = [];
    for (let i = 0; i < 7; i++)
      made.push(
        await booking({ name: `${marker} ${i}`, createdAt: minutesAgo(i + 1), scheduled: day(30 - i) }),
      );
    ids = made.map((b) => b.id);
  });

  it("walks every booking once, newest first, in pages of the asked size", async () => {
    const pages = await allPages({ q: marker, limit: "3" });
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(pages.flat().map((b) => b.id)).toEqual(ids);
  });

  it("sorts by scheduled date either way, paging with the same cursor scheme", async () => {
    const asc = (await allPages({ q: marker, limit: "2", sort: "scheduled", dir: "asc" })).flat();
    expect(asc.map((b) => b.id)).toEqual([...ids].reverse());
    const desc = (await allPages({ q: marker, limit: "4", sort: "scheduled", dir: "desc" })).flat();
    expect(desc.map((b) => b.id)).toEqual(ids);
    const oldestFirst = (await allPages({ q: marker, limit: "5", sort: "created", dir: "asc" })).flat();
    expect(oldestFirst.map((b) => b.id)).toEqual([...ids].reverse());
  });

  it("pages the same way when a short date range is read first and sorted", async () => {
    // Up to RANGE_FIRST_MAX_DAYS the range is read through (status, scheduledDate) and sorted by createdAt.
    const range = { from: day(0), to: day(40) };
    expect((await allPages({ q: marker, limit: "3", ...range })).flat().map((b) => b.id)).toEqual(ids);
    const asc = (await allPages({ q: marker, limit: "2", dir: "asc", ...range })).flat();
    expect(asc.map((b) => b.id)).toEqual([...ids].reverse());
    const wide = { from: day(-400), to: day(400) };
    expect((await allPages({ q: marker, limit: "4", ...wide })).flat().map((b) => b.id)).toEqual(ids);
  });

  it("pages of 25 by default, 100 at most", async () => {
    const { body } = await list({ q: marker });
    expect(body.bookings).toHaveLength(7);
    expect(body.nextCursor).toBeNull();
  });

  it("refuses a cursor made for another sort, or tampered with, as a 400", async () => {
    const { body } = await list({ q: marker, limit: "3" });
    const otherSort = await list({ q: marker, limit: "3", sort: "scheduled", cursor: body.nextCursor! });
    expect(otherSort.status).toBe(400);
    expect(otherSort.body.error).toBe("Invalid page cursor");
    for (const cursor of [
      "not a cursor",
      "bm90IGpzb24",
      encodeCursor(["created-desc", "2026-13-45T00:00:00.000Z", ids[0]!]),
      encodeCursor(["created-desc", new Date(), '\'; DROP TABLE "Booking"; --']),
    ]) {
      const answer = await list({ cursor });
      expect([answer.status, answer.body.error]).toEqual([400, "Invalid page cursor"]);
    }
  });
});

describe("search", () => {
  // A letter first: eight random hex digits are all digits one time in 43, and the search reads those as a phone.
  const tag = `t${randomUUID().slice(0, 7)}`;
  let target: { id: string };
  let other: { id: string };

  beforeAll(async () => {
    target = await booking({
      name: `Ottoline ${tag} Quill`,
      email: `ottoline.${tag}@example.com`,
      phone: "(610) 555-7" + tag.replace(/\D/g, "0").slice(0, 3),
      address: `77 ${tag} Lombard St, Philadelphia, PA 19103`,
      createdAt: minutesAgo(100),
    });
    other = await booking({ name: `Someone ${tag} Else`, createdAt: minutesAgo(101) });
  });

  const found = async (q: string) => (await list({ q })).body.bookings.map((b) => b.id);

  it("finds by booking id, also upper-cased", async () => {
    expect(await found(target.id)).toEqual([target.id]);
    expect(await found(target.id.toUpperCase())).toEqual([target.id]);
  });

  it("finds by part of the name or address, whatever the case", async () => {
    expect(await found(`ottoline ${tag}`)).toEqual([target.id]);
    expect(await found(`${tag} lombard`)).toEqual([target.id]);
    expect(new Set(await found(tag))).toEqual(new Set([target.id, other.id]));
  });

  it("finds by e-mail and by phone however the phone is typed", async () => {
    expect(await found(`OTTOLINE.${tag}@`)).toEqual([target.id]);
    const quote = await db.quote.findFirstOrThrow({ where: { customerName: `Ottoline ${tag} Quill` } });
    const digits = quote.phone.replace(/\D/g, "");
    expect(await found(`${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`)).toEqual([
      target.id,
    ]);
    expect(await found(`+1 ${digits}`)).toEqual([target.id]);
  });

  it("takes % and _ literally", async () => {
    expect(await found(`${tag}%`)).toEqual([]);
    expect(await found(`Ottoline_${tag}`)).toEqual([]);
  });
});

describe("filters", () => {
  const marker = `Filter${randomUUID().slice(0, 8)}`;
  const chesterZip = COUNTY_ZIP_CODES.Chester[0]!;
  let painter: { id: string };
  let rows: Record<string, { id: string }> = {};

  beforeAll(async () => {
    painter = await createContractor({ areas: [["Philadelphia", 1]] });
    rows = {
      early: await booking({ name: `${marker} early`, scheduled: day(3), createdAt: minutesAgo(200) }),
      late: await booking({ name: `${marker} late`, scheduled: day(40), createdAt: minutesAgo(201) }),
      cancelled: await booking({
        name: `${marker} cancelled`,
        status: "cancelled",
        scheduled: day(5),
        createdAt: minutesAgo(202),
      }),
      chester: await booking({
        name: `${marker} chester`,
        zip: chesterZip,
        address: `1 Gay St, West Chester, PA ${chesterZip}`,
        scheduled: day(6),
        createdAt: minutesAgo(203),
        painterId: painter.id,
      }),
    };
  });

  const ids = async (query: Record<string, string>) =>
    new Set((await list({ q: marker, ...query })).body.bookings.map((b) => b.id));

  it("by status", async () => {
    expect(await ids({ status: "cancelled" })).toEqual(new Set([rows.cancelled!.id]));
  });

  it("by scheduled date range, both ends included", async () => {
    expect(await ids({ from: day(5), to: day(6) })).toEqual(new Set([rows.cancelled!.id, rows.chester!.id]));
    expect(await ids({ from: day(40) })).toEqual(new Set([rows.late!.id]));
    expect(await ids({ to: day(3) })).toEqual(new Set([rows.early!.id]));
  });

  it("by county of the zip", async () => {
    expect(await ids({ county: "Chester" })).toEqual(new Set([rows.chester!.id]));
  });

  it("by painter, alone or with the rest", async () => {
    const alone = await list({ painter: painter.id });
    expect(alone.body.bookings.map((b) => b.id)).toEqual([rows.chester!.id]);
    expect(await ids({ painter: painter.id, status: "scheduled", county: "Chester" })).toEqual(
      new Set([rows.chester!.id]),
    );
    expect(await ids({ painter: painter.id, status: "cancelled" })).toEqual(new Set());
  });

  it("answers a 400 that names the problem, never a 500", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ q: "ab" }, "Search needs at least 3 characters"],
      [{ q: "x".repeat(101) }, "Search can be at most 100 characters"],
      [
        { status: "lost" },
        "Status must be one of pending, scheduled, confirmed, in_progress, completed, cancelled",
      ],
      [{ from: "2026-02-30" }, "From date must be a calendar date written YYYY-MM-DD"],
      [{ from: day(9), to: day(2) }, "The From date must be on or before the To date"],
      [{ county: "Bucks" }, "County must be one of Philadelphia, Chester, Delaware, Montgomery"],
      [{ painter: "someone" }, "Painter must be a contractor ID"],
      [{ limit: "0" }, "Limit must be a whole number from 1 to 100"],
      [{ limit: "101" }, "Limit must be a whole number from 1 to 100"],
      [{ sort: "total" }, "Sort must be one of created, scheduled"],
    ];
    for (const [query, error] of cases) {
      const answer = await list(query);
      expect([answer.status, answer.body.error]).toEqual([400, error]);
    }
  });

  it("reads a blank parameter (a cleared field) as no filter", async () => {
    expect((await ids({ status: "", county: " ", from: "" })).size).toBe(4);
  });
});

describe("CSV export", () => {
  const marker = `Export${randomUUID().slice(0, 8)}`;
  let ids: string[] = [];

  beforeAll(async () => {
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(
        await booking({
          name: i === 0 ? `=HYPERLINK("http://evil") ${marker}` : `${marker}, No. ${i}`,
          createdAt: minutesAgo(300 + i),
        }),
      );
    ids = made.map((b) => b.id);
  });

  const csv = async (query: Record<string, string>) => {
    const response = await exportBookings(
      new Request(`${BASE}/api/admin/bookings/export?${new URLSearchParams(query)}`, { headers }),
      params({}),
    );
    return { response, text: await response.text() };
  };

  it("downloads the filtered selection in the list's order, with safe cells", async () => {
    const { response, text } = await csv({ q: marker });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(BOOKINGS_CSV_HEADER.join(","));
    expect(lines.at(-1)).toBe("");
    const rows = lines.slice(1, -1);
    expect(rows.map((line) => line.slice(0, 36))).toEqual(ids);
    // A formula is defused and quoted; a comma in a name is quoted.
    expect(rows[0]).toContain(`"'=HYPERLINK(""http://evil"") ${marker}"`);
    expect(rows[1]).toContain(`"${marker}, No. 1"`);
    expect(rows[0]).toContain(",scheduled,");
  });

  it("streams batch after batch with the same keyset as the list", async () => {
    const reader = bookingsCsvStream(
      db,
      parseAdminBookingsFilter(new URLSearchParams({ q: marker })),
      2,
    ).getReader();
    const decoder = new TextDecoder();
    let text = "";
    let reads = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      text += decoder.decode(chunk.value, { stream: true });
      reads++;
    }
    // The header, then batches of 2, 2 and 1.
    expect(reads).toBe(4);
    expect(
      text
        .split("\r\n")
        .slice(1, -1)
        .map((line) => line.slice(0, 36)),
    ).toEqual(ids);
  });

  it("refuses a bad filter before sending anything", async () => {
    const { response, text } = await csv({ q: "ab" });
    expect(response.status).toBe(400);
    expect(JSON.parse(text).error).toBe("Search needs at least 3 characters");
  });
});
