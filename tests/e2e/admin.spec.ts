import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { axeViolations } from "./support/axe";
import { format, parseISO } from "date-fns";
import { addDays, todayInNewYork } from "../../lib/scheduling/dates.shared";
import { withDatabase } from "./support/database";

/**
 * The admin back office on a desktop: login, charts and job details, W9 review
 * and verification, service-area priority, a price change reaching the next
 * quote, a booking moved to another date, and the cleanup. The e2e database is
 * shared by every spec of the run: compare before/after, never global counts.
 */
// The desktop back office: the phone project does not run it (no @phone tag).
test.beforeEach(async ({ page }) => {
  // Login throttling and registration limits count per address: each test is its own client.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `e2e-admin-${randomUUID()}` });
});

const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? "test-admin-password";
const W9_PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const LIVE_JOBS = ["assigned", "acknowledged", "in_progress"];
/** Used by the contractor-portal spec at the same time: its schedule is left alone here. */
const MARCO = "marco.rossi@example.com";

interface AdminBooking {
  id: string;
  quoteId: string;
  status: string;
  scheduledDate: string;
  timeSlot: string;
  estimatedDays: number;
  customerName: string;
  customerEmail: string;
  contractorId: string | null;
  contractorEmail: string | null;
  assignmentStatus: string | null;
}

const SLOT_LABELS: Record<string, string> = {
  morning: "Morning (8-12)",
  afternoon: "Afternoon (12-5)",
  evening: "Evening (5-8)",
};

/** "Tuesday, December 1", as the dashboard writes dates. */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));

async function logIn(page: Page) {
  await page.goto("/admin/login");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await page.getByLabel("Admin password").fill(ADMIN_PASSWORD);
  const signIn = page.getByRole("button", { name: "Sign In" });
  await expect(signIn).toBeEnabled();
  await signIn.click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}

/** A quote in 19103 with four windows, so the window price shows in its total. */
const windowQuote = (email: string) => ({
  projectType: "interior",
  address: "2116 Spruce St, Philadelphia, PA 19103",
  propertyType: "townhouse",
  customerName: "Admin Spec",
  email,
  phone: "(215) 555-0101",
  rooms: [
    {
      type: "bedroom",
      length: 14,
      width: 12,
      height: 9,
      paintWalls: true,
      paintWindows: true,
      windowCount: 4,
      windowWidth: 3,
      windowHeight: 5,
      paintOptions: {
        customerSupplies: false,
        colorConsultation: false,
        walls: { quality: "standard", finish: "eggshell", colorCode: "SW 7008 Alabaster", brand: "" },
        ceiling: { quality: "standard", finish: "flat", colorCode: "", brand: "" },
        trim: { quality: "premium", finish: "semi-gloss", colorCode: "", brand: "" },
        doors: { quality: "premium", finish: "semi-gloss", colorCode: "", brand: "" },
        windows: { quality: "premium", finish: "semi-gloss", colorCode: "", brand: "" },
      },
    },
  ],
  conditions: { primer: false, furnitureMoving: false, substantialPrep: false },
  paintOptions: { quality: "standard", finish: "eggshell", customerSupplies: false },
});

async function createQuote(request: APIRequestContext, label: string) {
  const response = await request.post("/api/quotes", {
    data: windowQuote(`e2e-admin-${label}-${randomUUID().slice(0, 8)}@example.com`),
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; totalCost: number };
}

/** Every booking the list API selects, page after page (it answers at most 100 at a time). */
async function listBookings(page: Page, filter: Record<string, string>): Promise<AdminBooking[]> {
  const bookings: AdminBooking[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ ...filter, limit: "100", ...(cursor ? { cursor } : {}) });
    const response = await page.request.get(`/api/admin/bookings?${params}`);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { bookings: AdminBooking[]; nextCursor: string | null };
    bookings.push(...body.bookings);
    cursor = body.nextCursor;
  } while (cursor);
  return bookings;
}

test.describe("admin back office", () => {
  test("login is required; the overview shows counts, charts and job details; logout ends the session", async ({
    page,
  }) => {
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login$/);

    await page.getByLabel("Admin password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Access denied: Incorrect password" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);

    await logIn(page);
    await expect(page.getByRole("tab")).toHaveText([
      "Overview",
      "Contractors",
      "Pricing",
      "Cleanup",
      "Service Areas",
      "Reviews",
      "Payments",
    ]);
    const counts = page.getByRole("region", { name: "Counts" });
    await expect(counts.getByText(/^\d+ active$/).first()).toBeVisible();

    // The three charts draw SVG and carry their numbers as a table for screen readers.
    for (const title of ["Bookings per Week", "Revenue Split", "Bookings by County"]) {
      const chart = page.getByRole("figure", { name: title });
      await expect(chart).toBeVisible();
      await expect(chart.locator("svg.recharts-surface").first()).toBeVisible();
      await expect(chart.locator("svg .recharts-bar-rectangle").first()).toBeAttached();
      await expect(chart.getByRole("table")).toBeAttached();
    }
    const weekly = page.getByRole("figure", { name: "Bookings per Week" }).getByRole("table");
    await expect(weekly.getByRole("row")).toHaveCount(13); // header + 12 weeks

    // The 10 most recent bookings; job specifications load when the dialog opens.
    const recent = page.getByRole("region", { name: "Recent Bookings" }).getByRole("listitem");
    await expect(recent.first()).toBeVisible();
    expect(await recent.count()).toBeLessThanOrEqual(10);
    const quoteLoaded = page.waitForResponse((r) => /\/api\/quotes\/[0-9a-f-]{36}$/.test(r.url()));
    await recent
      .first()
      .getByRole("button", { name: /^View Job Details/ })
      .click();
    const details = page.getByRole("dialog", { name: "Job Details" });
    expect((await quoteLoaded).status()).toBe(200);
    for (const section of [
      "Customer",
      "Scheduling",
      "Contractor Assignment",
      "Financials",
      "Job Specifications",
    ]) {
      await expect(details.getByRole("heading", { name: section })).toBeVisible();
    }
    await expect(details.getByText("Dimensions").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(details).toBeHidden();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("a new contractor's W9 is reviewed, they are verified and assigned a service area with a priority", async ({
    page,
  }) => {
    const id = randomUUID().slice(0, 8);
    const lastName = `Review ${id}`;
    const registered = await page.request.post("/api/contractor/register", {
      headers: { "x-forwarded-for": `e2e-admin-register-${id}` },
      multipart: {
        firstName: "Wendy",
        lastName,
        email: `wendy.review.${id}@example.com`,
        password: "primer-otter-dune-31",
        phone: "(610) 555-0123",
        experienceYears: "5",
        w9Document: { name: `w9-${id}.pdf`, mimeType: "application/pdf", buffer: W9_PDF },
      },
    });
    expect(registered.status()).toBe(201);
    const contractorId = ((await registered.json()) as { contractor: { id: string } }).contractor.id;

    await logIn(page);
    await page.getByRole("tab", { name: "Contractors" }).click();
    const row = page.getByRole("row", { name: new RegExp(`Wendy ${lastName}`) });
    await expect(row.getByText("Pending Verification")).toBeVisible();
    await row.getByRole("button", { name: `Details of Wendy ${lastName}` }).click();
    const dialog = page.getByRole("dialog", { name: `Wendy ${lastName}` });
    await expect(dialog.getByText(`w9-${id}.pdf`)).toBeVisible();

    // The W9 downloads, authorised by the admin session cookie alone, sandboxed should anything render it.
    await expect(dialog.getByRole("region", { name: "Job Matching" })).toContainText("Not verified");
    const w9Link = dialog.getByRole("link", { name: "Download W9 Document" });
    await expect(w9Link).toHaveAttribute("href", `/api/admin/w9/${contractorId}`);
    const [download] = await Promise.all([page.waitForEvent("download"), w9Link.click()]);
    expect(download.suggestedFilename()).toBe(`w9-${id}.pdf`);
    const served = await page.request.get(`/api/admin/w9/${contractorId}`);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("application/pdf");
    expect(served.headers()["content-disposition"]).toMatch(/^attachment;/);
    expect(served.headers()["content-security-policy"]).toBe("sandbox");

    await dialog.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Contractor updated successfully")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Verify" })).toBeHidden();
    await expect(dialog.getByText("Verified", { exact: true })).toBeVisible();

    await dialog.getByRole("checkbox", { name: "Delaware County" }).click();
    await dialog.getByRole("button", { name: "Save Service Areas" }).click();
    await expect(page.getByText("Service areas updated successfully")).toBeVisible();
    const priority = dialog.getByRole("combobox", { name: "Priority for Delaware County" });
    await expect(priority).toHaveText(/Priority 1/);
    await priority.click();
    await page.getByRole("option", { name: "Priority 3" }).click();
    await expect(page.getByText("Priority updated successfully")).toBeVisible();
    await expect(priority).toHaveText(/Priority 3/);

    const areas = (await (
      await page.request.get(`/api/admin/contractors/${contractorId}/service-areas`)
    ).json()) as { name: string; assigned: boolean; priority: number }[];
    expect(areas.find((a) => a.name === "Delaware County")).toMatchObject({ assigned: true, priority: 3 });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(row.getByText("Verified", { exact: true })).toBeVisible();
    const contractor = (await (await page.request.get(`/api/admin/contractors/${contractorId}`)).json()) as {
      isVerified: boolean;
    };
    expect(contractor.isVerified).toBe(true);
  });

  test("a price change reaches the next quote", async ({ page, request }) => {
    // Windows only: no other spec's quote paints windows, so their totals stay put meanwhile.
    const before = await createQuote(request, "before");
    const { salesTaxRate } = (await (await request.get("/api/pricing/config")).json()) as {
      salesTaxRate: number;
    };

    const guideWindowPrice = async () => {
      // goto waits for hydration: a regenerated copy served under the build's script hashes never hydrates.
      await page.goto("/cost/interior-painting");
      const cell = page
        .getByRole("row", { name: /^A window/ })
        .getByRole("cell")
        .last();
      return Number((await cell.innerText()).replace(/[$,]/g, ""));
    };
    const guideBefore = await guideWindowPrice();

    await logIn(page);
    await page.getByRole("tab", { name: "Pricing" }).click();
    const input = page.getByLabel("Window cost");
    await expect(input).toBeVisible();
    const original = Number(await input.inputValue());
    const changed = original + 10;
    try {
      await expect(page.getByRole("button", { name: "Save Changes" })).toBeDisabled();
      await input.fill(String(changed));
      await expect(page.getByText("Unsaved Changes")).toBeVisible();
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(page.getByText("Pricing updated successfully")).toBeVisible();
      await expect(page.getByText("Unsaved Changes")).toBeHidden();

      const after = await createQuote(request, "after");
      // Four windows at $10 more each, plus sales tax.
      expect(after.totalCost - before.totalCost).toBeCloseTo(4 * 10 * (1 + salesTaxRate), 1);
      // The cost guide is rendered again at once with the new price (lib/pages/public-pages.ts), and
      // that new copy runs under a policy of its own scripts' hashes.
      expect(await guideWindowPrice()).toBeCloseTo(guideBefore + 10, 2);
    } finally {
      const restored = await page.request.post("/api/admin/pricing/update", {
        data: { updates: [{ name: "windowCost", value: original }] },
      });
      expect(restored.status()).toBe(200);
    }
    const again = await createQuote(request, "restored");
    expect(again.totalCost).toBeCloseTo(before.totalCost, 2);
  });

  test("a booking moves to another date its contractor has free, with the e-mail note", async ({ page }) => {
    test.setTimeout(90_000);
    await logIn(page);
    const today = todayInNewYork();
    const bookings = await listBookings(page, { from: addDays(today, 1) });
    const candidates = bookings.filter(
      (b) =>
        (b.status === "scheduled" || b.status === "confirmed") &&
        b.contractorId &&
        b.contractorEmail !== MARCO &&
        LIVE_JOBS.includes(b.assignmentStatus ?? "") &&
        b.estimatedDays === 1 &&
        b.scheduledDate > today &&
        b.customerEmail.endsWith("@example.com") &&
        !b.customerEmail.startsWith("e2e-"),
    );
    let move: { booking: AdminBooking; date: string; slot: string } | undefined;
    for (const booking of candidates) {
      const free = (await (
        await page.request.get(`/api/contractor-availability-overview?contractorId=${booking.contractorId}`)
      ).json()) as { date: string; timeSlots: string[] }[];
      const day = free.find(
        (d) => d.date !== booking.scheduledDate && d.date >= addDays(today, 2) && d.timeSlots.length > 0,
      );
      if (day) {
        move = { booking, date: day.date, slot: day.timeSlots[day.timeSlots.length - 1]! };
        break;
      }
    }
    expect(move, "a seeded booking whose contractor has a free date").toBeDefined();
    const { booking, date, slot } = move!;

    // All Bookings is paged: find the booking by its id first.
    const search = page.getByRole("searchbox", { name: "Search bookings" });
    await search.fill(booking.id);
    await search.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: /^Showing/ })).toHaveText("Showing 1 booking");
    const editButton = page.getByRole("button", {
      name: `Edit booking of ${booking.customerName} on ${longDate(booking.scheduledDate)}`,
      exact: true,
    });
    await editButton.scrollIntoViewIfNeeded();
    await editButton.click();
    const dialog = page.getByRole("dialog", { name: "Edit Booking" });
    await expect(dialog.getByRole("combobox", { name: "Time slot" })).toBeEnabled();
    await expect(dialog.getByText(/E-mail notifications/)).toBeHidden();

    // Find the day in the calendar (it may be a month or two ahead).
    const dayName = new RegExp(`^${format(parseISO(date), "EEEE, MMMM d, yyyy")}`);
    for (let i = 0; i < 3 && (await dialog.getByRole("button", { name: dayName }).count()) === 0; i++) {
      await dialog.getByRole("button", { name: /next month/i }).click();
    }
    const dayButton = dialog.getByRole("button", { name: dayName }).first();
    await expect(dayButton).toBeEnabled();
    await dayButton.click();
    await expect(dialog.getByText(`Date: ${longDate(date)}`)).toBeVisible();

    const slotSelect = dialog.getByRole("combobox", { name: "Time slot" });
    await expect(slotSelect).toBeEnabled();
    await slotSelect.click();
    await page.getByRole("option", { name: SLOT_LABELS[slot]!, exact: true }).click();
    await expect(dialog.getByText(/E-mail notifications .* customer and the contractor/)).toBeVisible();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Booking updated successfully")).toBeVisible();
    await expect(dialog).toBeHidden();

    const [updated] = await listBookings(page, { q: booking.id });
    expect(updated).toMatchObject({
      scheduledDate: date,
      timeSlot: slot,
      contractorId: booking.contractorId,
    });
    await expect(
      page.getByRole("button", {
        name: `Edit booking of ${booking.customerName} on ${longDate(date)}`,
        exact: true,
      }),
    ).toBeVisible();
  });

  test("the cleanup removes what is pending", async ({ page, request }) => {
    // An unbooked quote made 40 days ago is exactly what the cleanup removes.
    const stale = await createQuote(request, "stale");
    await withDatabase((client) =>
      client.query(`UPDATE "Quote" SET "createdAt" = now() - interval '40 days' WHERE id = '${stale.id}'`),
    );
    expect((await request.get(`/api/quotes/${stale.id}`)).status()).toBe(200);

    await logIn(page);
    await page.getByRole("tab", { name: "Cleanup" }).click();
    const oldQuotes = page
      .getByRole("tabpanel", { name: "Cleanup" })
      .getByText("Old quotes", { exact: true })
      .locator("xpath=following-sibling::dd[1]");
    await expect(oldQuotes).not.toHaveText("0");
    const run = page.getByRole("button", { name: "Run Cleanup" });
    await expect(run).toBeEnabled();
    await run.click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("permanently deletes");
    await confirm.getByRole("button", { name: "Run Cleanup" }).click();
    await expect(page.getByText("Cleanup Complete")).toBeVisible();
    await expect(page.getByText(/^Removed \d+ old quotes?/)).toBeVisible();

    expect((await request.get(`/api/quotes/${stale.id}`)).status()).toBe(404);
  });

  test("login and every tab and dialog pass axe; the login works from the keyboard alone", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto("/admin/login");
    // Enabled once hydrated; axeViolations waits for its fade-in to end before judging its colours.
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Admin password").focus();
    await page.keyboard.type(ADMIN_PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("figure", { name: "Bookings per Week" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Tabs move with the arrow keys.
    await page.getByRole("tab", { name: "Overview" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Contractors" })).toHaveAttribute("aria-selected", "true");
    for (const tab of ["Contractors", "Pricing", "Cleanup", "Service Areas", "Reviews", "Payments"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(
        page.getByRole("tabpanel", { name: tab }).getByRole("heading", { level: 2 }).first(),
      ).toBeVisible();
      expect(await axeViolations(page), tab).toEqual([]);
    }

    await page.getByRole("tab", { name: "Contractors" }).click();
    await page
      .getByRole("button", { name: /^Details of / })
      .first()
      .click();
    await expect(page.getByRole("button", { name: "Save Service Areas" })).toBeVisible();
    expect(await axeViolations(page), "contractor details").toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByRole("tab", { name: "Overview" }).click();
    await page
      .getByRole("button", { name: /^Edit booking of / })
      .first()
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Booking" });
    await expect(edit.getByRole("combobox", { name: "Time slot" })).toBeEnabled();
    expect(await axeViolations(page), "edit booking").toEqual([]);
  });
});
