import { randomInt, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "./support/test";
import pg from "pg";
import { addDays, todayInNewYork } from "../../lib/scheduling/dates.shared";
import { withDatabase } from "./support/database";

/**
 * The back office's All Bookings list: server-side search, filters kept in the
 * URL, keyset pages, sortable columns, the CSV export of the selection, and the paged,
 * searchable contractors tab. Each test writes its own small set of bookings and painters
 * straight into the e2e database, every name and address carrying a marker of its own, so the
 * demo data and the other specs running meanwhile never show up in what it asserts.
 */
// The desktop back office, as admin.spec.ts: the phone project does not run it (no @phone tag).
test.beforeEach(async ({ page }) => {
  // Many steps, each a server round trip, on a machine the other workers share.
  test.setTimeout(60_000);
  // Login throttling counts per address: each test is its own client.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `e2e-admin-list-${randomUUID()}` });
});

const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? "test-admin-password";

/** The export's columns, read from their one definition (the module itself is server-only). */
function csvHeaderOfSource(): string[] {
  const source = readFileSync(path.join(__dirname, "../../lib/admin/booking-export.ts"), "utf8");
  const list = /BOOKINGS_CSV_HEADER = \[([\s\S]*?)\] as const/.exec(source)?.[1];
  if (!list) throw new Error("BOOKINGS_CSV_HEADER not found in lib/admin/booking-export.ts");
  return [...list.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);
}

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks; lines end in CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

// ─── The data each test writes ──────────────────────────────────────────────

const ADDRESSES = {
  Philadelphia: { address: "2116 Spruce St, Philadelphia, PA 19103", zip: "19103" },
  Delaware: { address: "12 W State St, Media, PA 19063", zip: "19063" },
  Montgomery: { address: "400 DeKalb St, Norristown, PA 19401", zip: "19401" },
  Chester: { address: "15 N High St, West Chester, PA 19380", zip: "19380" },
} as const;
type County = keyof typeof ADDRESSES;

interface Painter {
  id: string;
  name: string;
  email: string;
}

interface SeededBooking {
  key: string;
  id: string;
  quoteId: string;
  customerName: string;
  email: string;
  /** As the customer typed it: "(999) 123-4567". */
  phone: string;
  address: string;
  zip: string;
  county: County;
  status: string;
  scheduledDate: string;
  painter: Painter | null;
}

interface Seed {
  marker: string;
  painters: { p1: Painter; p2: Painter };
  /** Newest booked first: the list's default order (Booked, newest first). */
  bookings: SeededBooking[];
  byKey: Record<string, SeededBooking>;
  /** Scheduled dates are base + 0..5 days. */
  base: string;
}

/** A marker no other row contains: letters and hex, so the search reads it as a name. */
const newMarker = () => `bwl${randomUUID().replace(/-/g, "").slice(0, 10)}`;

/**
 * Six bookings: booked A (newest) to F (oldest), scheduled in another order, across the four
 * counties, statuses and two painters of their own. Everything is dated two days back so it is
 * never among the overview's "recent" bookings, nor newer than a contractor another spec
 * registers meanwhile (the first page of each list is newest first).
 */
const PLAN: {
  key: string;
  first: string;
  county: County;
  status: string;
  day: number;
  painter: "p1" | "p2" | null;
  job?: string;
}[] = [
  {
    key: "A",
    first: "Ada",
    county: "Philadelphia",
    status: "scheduled",
    day: 3,
    painter: "p1",
    job: "assigned",
  },
  {
    key: "B",
    first: "Ben",
    county: "Delaware",
    status: "confirmed",
    day: 0,
    painter: "p2",
    job: "acknowledged",
  },
  {
    key: "C",
    first: "Cora",
    county: "Montgomery",
    status: "completed",
    day: 5,
    painter: "p1",
    job: "completed",
  },
  { key: "D", first: "Dev", county: "Chester", status: "cancelled", day: 1, painter: null },
  { key: "E", first: "Eve", county: "Philadelphia", status: "pending", day: 4, painter: null },
  {
    key: "F",
    first: "Finn",
    county: "Delaware",
    status: "scheduled",
    day: 2,
    painter: "p2",
    job: "assigned",
  },
];

const ROOM_PAINT = {
  customerSupplies: false,
  colorConsultation: false,
  walls: { quality: "standard", finish: "eggshell", colorCode: "", brand: "" },
  ceiling: { quality: "standard", finish: "flat", colorCode: "", brand: "" },
  trim: { quality: "premium", finish: "semi-gloss", colorCode: "", brand: "" },
  doors: { quality: "premium", finish: "semi-gloss", colorCode: "", brand: "" },
  windows: { quality: "premium", finish: "semi-gloss", colorCode: "", brand: "" },
};

async function insertContractor(
  client: pg.Client,
  c: { first: string; last: string; email: string; isActive?: boolean; isVerified?: boolean },
): Promise<Painter> {
  const id = randomUUID();
  await client.query(
    `INSERT INTO "Contractor" (id, "firstName", "lastName", email, phone, "experienceYears", "passwordHash",
       "isVerified", "isActive", "createdAt", "updatedAt")
     VALUES ($1, $2, $3, $4, '610-555-0199', 4, 'not-a-password-hash', $5, $6,
       (now() AT TIME ZONE 'UTC') - interval '2 days', now() AT TIME ZONE 'UTC')`,
    [id, c.first, c.last, c.email, c.isVerified ?? true, c.isActive ?? true],
  );
  return { id, name: `${c.first} ${c.last}`, email: c.email };
}

async function seedBookings(): Promise<Seed> {
  const marker = newMarker();
  // Far ahead: no reminder is due, and no other spec books that far out.
  const base = addDays(todayInNewYork(), 300 + randomInt(0, 200));
  return withDatabase(async (client) => {
    await client.query("BEGIN");
    const p1 = await insertContractor(client, {
      first: "Paula",
      last: `Pinto ${marker}`,
      email: `e2e-list-pinto-${marker}@example.com`,
    });
    const p2 = await insertContractor(client, {
      first: "Quentin",
      last: `Quill ${marker}`,
      email: `e2e-list-quill-${marker}@example.com`,
    });
    const painters = { p1, p2 };
    const bookings: SeededBooking[] = [];
    for (const [index, plan] of PLAN.entries()) {
      const { address, zip } = ADDRESSES[plan.county];
      const quoteId = randomUUID();
      const id = randomUUID();
      const customerName = `${plan.first} ${marker}`;
      const email = `e2e-list-${plan.first.toLowerCase()}-${marker}@example.com`;
      // 999 is no area code: no other quote has these digits.
      const phone = `(999) ${randomInt(100, 1000)}-${String(randomInt(0, 10_000)).padStart(4, "0")}`;
      const total = (1000 + index * 111.11).toFixed(2);
      const createdAt = `(now() AT TIME ZONE 'UTC') - interval '2 days' - make_interval(mins => ${index})`;
      await client.query(
        `INSERT INTO "Quote" (id, "propertyType", "customerName", email, phone, address, "propertyKey", "zipCode",
           subtotal, "taxAmount", "totalCost", "finalCost", "paintableSqFt", "createdAt", "updatedAt")
         VALUES ($1, 'townhouse', $2, $3, $4, $5, $6, $7, $8, 0, $8, $8, 400, ${createdAt}, now() AT TIME ZONE 'UTC')`,
        [quoteId, customerName, email, phone, `${address} (${marker})`, `${marker} ${index}`, zip, total],
      );
      await client.query(
        `INSERT INTO "Room" (id, "quoteId", type, length, width, height, "paintOptions", cost)
         VALUES ($1, $2, 'bedroom', 12, 10, 9, $3, $4)`,
        [randomUUID(), quoteId, JSON.stringify(ROOM_PAINT), total],
      );
      const scheduledDate = addDays(base, plan.day);
      await client.query(
        `INSERT INTO "Booking" (id, "quoteId", status, "scheduledDate", "timeSlot", "estimatedDays",
           "cancelledAt", "completedAt", "createdAt", "updatedAt")
         VALUES ($1, $2, $3::"BookingStatus", $4::date, 'morning', 1,
           CASE WHEN $3 = 'cancelled' THEN now() AT TIME ZONE 'UTC' END,
           CASE WHEN $3 = 'completed' THEN now() AT TIME ZONE 'UTC' END,
           ${createdAt}, now() AT TIME ZONE 'UTC')`,
        [id, quoteId, plan.status, scheduledDate],
      );
      const painter = plan.painter ? painters[plan.painter] : null;
      if (painter)
        await client.query(
          `INSERT INTO "JobAssignment" (id, "bookingId", "contractorId", status, "contractorEarnings",
             "completedAt", "assignedAt", "updatedAt")
           VALUES ($1, $2, $3, $4::"JobStatus", $5,
             CASE WHEN $4 = 'completed' THEN now() AT TIME ZONE 'UTC' END, ${createdAt}, now() AT TIME ZONE 'UTC')`,
          [randomUUID(), id, painter.id, plan.job, (Number(total) * 0.6).toFixed(2)],
        );
      bookings.push({
        key: plan.key,
        id,
        quoteId,
        customerName,
        email,
        phone,
        address: `${address} (${marker})`,
        zip,
        county: plan.county,
        status: plan.status,
        scheduledDate,
        painter,
      });
    }
    await client.query("COMMIT");
    return {
      marker,
      painters,
      bookings,
      byKey: Object.fromEntries(bookings.map((b) => [b.key, b])),
      base,
    };
  });
}

// ─── The page ───────────────────────────────────────────────────────────────

/** Signs in through the API (the login form has its own spec) and opens the dashboard at `query`. */
async function openBookings(page: Page, query: Record<string, string> = {}) {
  const login = await page.request.post("/api/admin/login", {
    data: { username: "admin", password: ADMIN_PASSWORD },
    headers: { "x-forwarded-for": `e2e-admin-list-${randomUUID()}` },
  });
  expect(login.status()).toBe(200);
  const search = new URLSearchParams(query).toString();
  await page.goto(`/admin/dashboard${search ? `?${search}` : ""}`);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  // The dashboard's first paint asks for five things at once; on a busy two-core machine the list's
  // first page can take longer than an assertion's 5 s. Later steps each wait for one request only.
  await expect(page.getByText("Loading bookings…")).toHaveCount(0, { timeout: 20_000 });
}

const bookingsTable = (page: Page) => page.getByRole("table", { name: "All bookings" });
/** The customer names of the rows shown, in order. */
const shownCustomers = (page: Page) => bookingsTable(page).locator("tbody tr td:first-child .font-medium");

async function expectRows(page: Page, bookings: readonly SeededBooking[]) {
  await expect(shownCustomers(page)).toHaveText(bookings.map((b) => b.customerName));
  await expect(page.getByRole("status").filter({ hasText: /^Showing \d+ bookings?$/ })).toHaveText(
    `Showing ${bookings.length} booking${bookings.length === 1 ? "" : "s"}`,
  );
}

/** The URL's query is exactly these parameters (order aside). */
async function expectQuery(page: Page, expected: Record<string, string>) {
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams), { message: "the URL's query" })
    .toEqual(expected);
}

async function search(page: Page, text: string) {
  const box = page.getByRole("searchbox", { name: "Search bookings" });
  await box.fill(text);
  await box.press("Enter");
  // The search is in force once the URL carries it; only then may the next one be typed (the box
  // takes the URL's text when it changes).
  await expect
    .poll(() => new URL(page.url()).searchParams.get("q") ?? "", { message: "the URL's search" })
    .toBe(text.trim());
}

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const pick = (seed: Seed, ...keys: string[]) => keys.map((key) => seed.byKey[key]!);

// ─── Tests ──────────────────────────────────────────────────────────────────

test.describe("admin: all bookings", () => {
  test("search finds bookings by customer name, e-mail, phone typed with punctuation and booking id", async ({
    page,
  }) => {
    const seed = await seedBookings();
    await openBookings(page);
    await expect(shownCustomers(page).first()).toBeVisible();

    // The marker alone: every booking of this test, newest booked first.
    await search(page, seed.marker);
    await expectRows(page, seed.bookings);
    await expectQuery(page, { q: seed.marker });

    const c = seed.byKey.C!;
    await search(page, c.customerName);
    await expectRows(page, [c]);
    await expectQuery(page, { q: c.customerName });

    const b = seed.byKey.B!;
    await search(page, b.email.toUpperCase());
    await expectRows(page, [b]);

    const e = seed.byKey.E!;
    await search(page, e.phone);
    await expectRows(page, [e]);
    expect(e.phone).toMatch(/^\(999\) \d{3}-\d{4}$/);
    // The same digits written another way, with the country code.
    await search(page, `+1 ${e.phone.replace(/\D/g, "").replace(/^(\d{3})(\d{3})(\d{4})$/, "$1.$2.$3")}`);
    await expectRows(page, [e]);

    const f = seed.byKey.F!;
    await search(page, f.id);
    await expectRows(page, [f]);
    await expectQuery(page, { q: f.id });

    // An address (with the county's town) finds the bookings there.
    await search(page, `Media, PA 19063 (${seed.marker}`);
    await expectRows(page, pick(seed, "B", "F"));

    await search(page, `nobody-${seed.marker}`);
    await expect(bookingsTable(page).getByText("No bookings match these filters.")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^Showing/ })).toHaveText("Showing 0 bookings");
  });

  test("status, county and date range filters narrow the rows and live in the URL", async ({ page }) => {
    const seed = await seedBookings();
    await openBookings(page, { q: seed.marker });
    await expectRows(page, seed.bookings);
    await expect(page.getByRole("searchbox", { name: "Search bookings" })).toHaveValue(seed.marker);

    const status = page.getByRole("combobox", { name: "Status" });
    await choose(page, status, "Scheduled");
    await expectRows(page, pick(seed, "A", "F"));
    await expectQuery(page, { q: seed.marker, status: "scheduled" });
    await choose(page, status, "Cancelled");
    await expectRows(page, pick(seed, "D"));
    await choose(page, status, "All statuses");
    await expectRows(page, seed.bookings);
    await expectQuery(page, { q: seed.marker });

    const county = page.getByRole("combobox", { name: "County" });
    await choose(page, county, "Delaware");
    await expectRows(page, pick(seed, "B", "F"));
    await expectQuery(page, { q: seed.marker, county: "Delaware" });
    await choose(page, county, "Philadelphia");
    await expectRows(page, pick(seed, "A", "E"));
    await choose(page, county, "All counties");
    await expectRows(page, seed.bookings);

    // Scheduled base+1 … base+3: D (1), F (2), A (3), in the list's order.
    const from = addDays(seed.base, 1);
    const to = addDays(seed.base, 3);
    await page.getByLabel("Scheduled from").fill(from);
    await expectRows(page, pick(seed, "A", "C", "D", "E", "F"));
    await page.getByLabel("Scheduled to").fill(to);
    await expectRows(page, pick(seed, "A", "D", "F"));
    await expectQuery(page, { q: seed.marker, from, to });

    await page.reload();
    await expectRows(page, pick(seed, "A", "D", "F"));
    await expect(page.getByLabel("Scheduled from")).toHaveValue(from);
    await expect(page.getByLabel("Scheduled to")).toHaveValue(to);
  });

  test("the painter filter picks a painter by name; the view survives a reload and a shared link", async ({
    page,
  }) => {
    const seed = await seedBookings();
    const from = addDays(seed.base, 1);
    const to = addDays(seed.base, 3);
    await openBookings(page, { q: seed.marker, from, to });
    await expectRows(page, pick(seed, "A", "D", "F"));

    // A search-as-you-type pick; with the dates it leaves their A only (C is later).
    const painter = page.getByRole("combobox", { name: "Painter" });
    await painter.fill(seed.painters.p1.name);
    await page.getByRole("option", { name: new RegExp(seed.painters.p1.name) }).click();
    await expectRows(page, pick(seed, "A"));
    await expectQuery(page, { q: seed.marker, from, to, painter: seed.painters.p1.id });
    await expect(page.locator("#bookings-painter-filter")).toHaveValue(seed.painters.p1.name);

    // The view is the URL: a reload (or the link sent to someone) shows the same rows and filters.
    await page.reload();
    await expectRows(page, pick(seed, "A"));
    await expectQuery(page, { q: seed.marker, from, to, painter: seed.painters.p1.id });
    await expect(page.getByRole("searchbox", { name: "Search bookings" })).toHaveValue(seed.marker);
    await expect(page.getByLabel("Scheduled from")).toHaveValue(from);
    await expect(page.getByLabel("Scheduled to")).toHaveValue(to);
    await expect(page.locator("#bookings-painter-filter")).toHaveValue(seed.painters.p1.name);

    // The other painter, by a shared link with a status and a county.
    await page.goto(
      `/admin/dashboard?${new URLSearchParams({ q: seed.marker, painter: seed.painters.p2.id, county: "Delaware", status: "confirmed" })}`,
    );
    await expectRows(page, pick(seed, "B"));
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveText("Confirmed");
    await expect(page.getByRole("combobox", { name: "County" })).toHaveText("Delaware");
    await expect(page.locator("#bookings-painter-filter")).toHaveValue(seed.painters.p2.name);

    // Clear the painter, then every filter: the search goes too, back to the plain list.
    await page.getByRole("button", { name: `Clear painter ${seed.painters.p2.name}` }).click();
    await expectRows(page, pick(seed, "B"));
    await expectQuery(page, { q: seed.marker, county: "Delaware", status: "confirmed" });
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expectQuery(page, {});
    await expect(page.getByRole("searchbox", { name: "Search bookings" })).toHaveValue("");
    await expect(page.getByRole("button", { name: "Clear filters" })).toBeDisabled();
  });

  test("Next and Previous walk the pages of a search", async ({ page }) => {
    const seed = await seedBookings();
    // Short pages through the URL's page size.
    await openBookings(page, { q: seed.marker, limit: "2" });
    const pager = page.getByRole("navigation", { name: "Bookings pages" });
    const next = pager.getByRole("button", { name: "Next" });
    const previous = pager.getByRole("button", { name: "Previous" });

    await expectRows(page, pick(seed, "A", "B"));
    await expect(pager.getByText("Page 1", { exact: true })).toBeVisible();
    await expect(previous).toHaveAttribute("aria-disabled", "true");

    await next.click();
    await expectRows(page, pick(seed, "C", "D"));
    await expect(pager.getByText("Page 2", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/[?&]after=[^&]+/);
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page).toHaveURL(/[?&]limit=2(&|$)/);

    await next.click();
    await expectRows(page, pick(seed, "E", "F"));
    await expect(pager.getByText("Page 3", { exact: true })).toBeVisible();
    await expect(next).toHaveAttribute("aria-disabled", "true");

    await previous.click();
    await expectRows(page, pick(seed, "C", "D"));
    await expect(pager.getByText("Page 2", { exact: true })).toBeVisible();
    await previous.click();
    await expectRows(page, pick(seed, "A", "B"));
    await expect(pager.getByText("Page 1", { exact: true })).toBeVisible();
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await expectQuery(page, { q: seed.marker, limit: "2" });

    // A filter starts again from the first page.
    await next.click();
    await expectRows(page, pick(seed, "C", "D"));
    await choose(page, page.getByRole("combobox", { name: "County" }), "Delaware");
    await expectRows(page, pick(seed, "B", "F"));
    await expect(pager.getByText("Page 1", { exact: true })).toBeVisible();
    await expectQuery(page, { q: seed.marker, county: "Delaware", limit: "2" });
  });

  test("the Booked and Scheduled headers sort, with aria-sort telling the order", async ({ page }) => {
    const seed = await seedBookings();
    await openBookings(page, { q: seed.marker });
    const table = bookingsTable(page);
    const booked = table.getByRole("columnheader", { name: "Booked" });
    const scheduled = table.getByRole("columnheader", { name: "Scheduled" });

    // Newest booked first by default.
    await expectRows(page, seed.bookings);
    await expect(booked).toHaveAttribute("aria-sort", "descending");
    await expect(scheduled).toHaveAttribute("aria-sort", "none");

    // Another column starts latest first; a second click flips it.
    await scheduled.getByRole("button", { name: "Scheduled" }).click();
    await expectRows(page, pick(seed, "C", "E", "A", "F", "D", "B"));
    await expect(scheduled).toHaveAttribute("aria-sort", "descending");
    await expect(booked).toHaveAttribute("aria-sort", "none");
    await expectQuery(page, { q: seed.marker, sort: "scheduled" });

    await scheduled.getByRole("button", { name: "Scheduled" }).click();
    await expectRows(page, pick(seed, "B", "D", "F", "A", "E", "C"));
    await expect(scheduled).toHaveAttribute("aria-sort", "ascending");
    await expectQuery(page, { q: seed.marker, sort: "scheduled", dir: "asc" });

    // The order holds across pages, and survives a reload.
    await page.goto(
      `/admin/dashboard?${new URLSearchParams({ q: seed.marker, sort: "scheduled", dir: "asc", limit: "4" })}`,
    );
    await expectRows(page, pick(seed, "B", "D", "F", "A"));
    await page
      .getByRole("navigation", { name: "Bookings pages" })
      .getByRole("button", { name: "Next" })
      .click();
    await expectRows(page, pick(seed, "E", "C"));
    await expect(scheduled).toHaveAttribute("aria-sort", "ascending");

    await booked.getByRole("button", { name: "Booked" }).click();
    await expectRows(page, pick(seed, "A", "B", "C", "D"));
    await expect(booked).toHaveAttribute("aria-sort", "descending");
    await booked.getByRole("button", { name: "Booked" }).click();
    await expectRows(page, pick(seed, "F", "E", "D", "C"));
    await expect(booked).toHaveAttribute("aria-sort", "ascending");
    await expectQuery(page, { q: seed.marker, dir: "asc", limit: "4" });
  });

  test("Export CSV downloads exactly the filtered bookings, in the list's order, with the export's columns", async ({
    page,
  }) => {
    const seed = await seedBookings();
    const from = addDays(seed.base, 2);
    // A page size of 1 shows the export is the whole selection, not the page on screen.
    await openBookings(page, { q: seed.marker, from, limit: "1" });
    await expectRows(page, pick(seed, "A"));

    const link = page.getByRole("link", { name: "Export CSV" });
    await expect(link).toHaveAttribute(
      "href",
      `/api/admin/bookings/export?${new URLSearchParams({ q: seed.marker, from })}`,
    );
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const text = readFileSync(file, "utf8");
    expect(text.endsWith("\r\n")).toBe(true);
    const [header, ...rows] = parseCsv(text);

    const columns = csvHeaderOfSource();
    expect(columns.length).toBeGreaterThan(10);
    expect(header).toEqual(columns);

    // Scheduled from base+2: A (3), C (5), E (4), F (2); booked newest first.
    const expected = pick(seed, "A", "C", "E", "F");
    expect(rows.map((row) => row[columns.indexOf("Booking ID")])).toEqual(expected.map((b) => b.id));
    const cell = (row: string[], column: string) => row[columns.indexOf(column)];
    for (const [i, b] of expected.entries()) {
      const row = rows[i]!;
      expect(row).toHaveLength(columns.length);
      expect({
        scheduled: cell(row, "Scheduled Date"),
        status: cell(row, "Status"),
        name: cell(row, "Customer Name"),
        email: cell(row, "Email"),
        phone: cell(row, "Phone"),
        address: cell(row, "Address"),
        zip: cell(row, "ZIP"),
        county: cell(row, "County"),
        painter: cell(row, "Painter"),
      }).toEqual({
        scheduled: b.scheduledDate,
        status: b.status,
        name: b.customerName,
        email: b.email,
        phone: b.phone,
        address: b.address,
        zip: b.zip,
        county: b.county,
        painter: b.painter?.name ?? "",
      });
    }

    // With a status as well: the export follows every filter of the view.
    await choose(page, page.getByRole("combobox", { name: "Status" }), "Scheduled");
    await expectRows(page, pick(seed, "A"));
    // Row A heads the page with or without the status: the link is what shows the filter applied.
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      /[?&]status=scheduled(&|$)/,
    );
    const [again] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    const [header2, ...rows2] = parseCsv(readFileSync(await again.path(), "utf8"));
    expect(header2).toEqual(columns);
    expect(rows2.map((row) => row[0])).toEqual(pick(seed, "A", "F").map((b) => b.id));
  });

  test("an invalid filter in the URL explains itself and offers Clear filters", async ({ page }) => {
    await openBookings(page, { q: "ab" });
    const problem = page.getByRole("alert").filter({ hasText: "Error loading bookings" });
    await expect(problem).toBeVisible();
    await expect(problem).toContainText("Failed to fetch bookings: 400 Search needs at least 3 characters");
    await expect(bookingsTable(page)).toHaveCount(0);

    await problem.getByRole("button", { name: "Clear filters" }).click();
    await expectQuery(page, {});
    await expect(problem).toBeHidden();
    await expect(shownCustomers(page).first()).toBeVisible();

    await page.goto("/admin/dashboard?from=2031-02-01&to=2031-01-01");
    await expect(problem).toContainText("The From date must be on or before the To date");
    await page.goto("/admin/dashboard?status=lost");
    await expect(problem).toContainText("Status must be one of");
    await problem.getByRole("button", { name: "Clear filters" }).click();
    await expectQuery(page, {});
    await expect(shownCustomers(page).first()).toBeVisible();
  });
});

test.describe("admin: contractors tab", () => {
  test("search narrows the contractors and the status filter keeps the right ones", async ({ page }) => {
    const marker = newMarker();
    const [vera, ivan, una] = await withDatabase(async (client) => [
      await insertContractor(client, {
        first: "Vera",
        last: `Active ${marker}`,
        email: `e2e-list-vera-${marker}@example.com`,
      }),
      await insertContractor(client, {
        first: "Ivan",
        last: `Idle ${marker}`,
        email: `e2e-list-ivan-${marker}@example.com`,
        isActive: false,
      }),
      await insertContractor(client, {
        first: "Una",
        last: `Unchecked ${marker}`,
        email: `e2e-list-una-${marker}@example.com`,
        isVerified: false,
      }),
    ]);

    await openBookings(page);
    await page.getByRole("tab", { name: "Contractors" }).click();
    const panel = page.getByRole("tabpanel", { name: "Contractors" });
    const names = panel.getByRole("table", { name: "Contractors" }).locator("tbody tr td:first-child");
    await expect(names.first()).toBeVisible();

    const box = panel.getByRole("searchbox", { name: "Search contractors" });
    await box.fill(marker);
    await box.press("Enter");
    // Newest first; the three were written in one go, so compare as a set.
    await expect(names).toHaveCount(3);
    expect((await names.allInnerTexts()).sort()).toEqual([ivan!.name, una!.name, vera!.name].sort());
    await expect(panel.getByRole("status").filter({ hasText: /^Showing/ })).toHaveText(
      "Showing 3 contractors",
    );

    const status = panel.getByRole("combobox", { name: "Status" });
    await choose(page, status, "Inactive");
    await expect(names).toHaveText([ivan!.name]);
    await choose(page, status, "Pending verification");
    await expect(names).toHaveText([una!.name]);
    await choose(page, status, "Active");
    await expect(names).toHaveCount(2);
    expect((await names.allInnerTexts()).sort()).toEqual([una!.name, vera!.name].sort());
    await choose(page, status, "All contractors");
    await expect(names).toHaveCount(3);

    // By e-mail, and a search nobody matches.
    await box.fill(vera!.email);
    await box.press("Enter");
    await expect(names).toHaveText([vera!.name]);
    await box.fill(`nobody-${marker}`);
    await box.press("Enter");
    await expect(panel.getByText("No contractors match.")).toBeVisible();
  });
});
