import { randomUUID } from "node:crypto";
import { expect, hydrated, test, type APIRequestContext, type Page, type TestInfo } from "./support/test";
import { openOutbox } from "./outbox";

/**
 * Customers managing a booking: cancel and reschedule through the links of the
 * confirmation e-mail (read from /dev/emails), and look a booking up with its
 * ID and e-mail. Bookings are created through the API (19103, Philadelphia).
 */

interface Booking {
  id: string;
  /** The customer's reference, in the booking's answer and their e-mails (never the painter's) */
  customerReference: string;
  quoteId: string;
  scheduledDate: string;
  timeSlot: string;
  timeSlotLabel: string;
  status: string;
}
interface Slot {
  id: string;
  label: string;
  available: boolean;
}

const roomPaint = (colorCode = "") => ({
  customerSupplies: false,
  colorConsultation: false,
  walls: { quality: "standard", finish: "eggshell", colorCode, brand: "" },
  ceiling: { quality: "standard", finish: "flat", colorCode, brand: "" },
  trim: { quality: "premium", finish: "semi-gloss", colorCode: "", brand: "" },
  doors: { quality: "premium", finish: "semi-gloss", colorCode: "", brand: "" },
  windows: { quality: "premium", finish: "semi-gloss", colorCode: "", brand: "" },
});

/** A valid quote draft in 19103 (as tests/api/quotes.test.ts validDraft()). */
const draft = (email: string) => ({
  projectType: "interior",
  address: "2116 Spruce St, Philadelphia, PA 19103",
  propertyType: "townhouse",
  customerName: "Emily Carter",
  email,
  phone: "(215) 555-0101",
  rooms: [
    {
      type: "living-room",
      length: 14,
      width: 12,
      height: 9,
      paintWalls: true,
      paintOptions: roomPaint("SW 7008 Alabaster"),
    },
  ],
  conditions: { primer: false, furnitureMoving: false, substantialPrep: false },
  paintOptions: { quality: "standard", finish: "eggshell", customerSupplies: false },
});

/** The e2e database is shared by every test of the run: one address per test. */
const uniqueEmail = (label: string, info: TestInfo) =>
  `e2e-${label}-${info.project.name}-${Date.now()}-${randomUUID().slice(0, 8)}@example.com`;

/** "Tuesday, December 1", as lib/bookings/format.shared.ts writes it. */
const formatDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));

const dayFromToday = (days: number) => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const shuffled = <T>(items: T[]) =>
  items
    .map((item) => [Math.random(), item] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, item]) => item);

async function availableDates(request: APIRequestContext, quoteId: string): Promise<string[]> {
  const response = await request.get(`/api/contractor-available-dates?quoteId=${quoteId}`);
  expect(response.status()).toBe(200);
  return (await response.json()).availableDates;
}

async function freeSlots(request: APIRequestContext, quoteId: string, date: string): Promise<Slot[]> {
  const response = await request.get(`/api/availability?date=${date}&quoteId=${quoteId}`);
  expect(response.status()).toBe(200);
  const { timeSlots } = (await response.json()) as { timeSlots: Slot[] };
  // Painting jobs in the day slots; the evening one is the colour consultation.
  return timeSlots.filter((slot) => slot.available && slot.id !== "evening");
}

/** A date (not `except`) and a free day slot, at least 3 days ahead so cancelling stays free. Random, so parallel tests rarely collide. */
async function pickDateAndSlot(request: APIRequestContext, quoteId: string, except?: string) {
  const dates = (await availableDates(request, quoteId)).filter((d) => d >= dayFromToday(3) && d !== except);
  for (const date of shuffled(dates).slice(0, 10)) {
    const [slot] = shuffled(await freeSlots(request, quoteId, date));
    if (slot) return { date, slot };
  }
  throw new Error("No free date and slot for the test booking");
}

/** Quote + booking through the API, as the (not yet built) scheduling dialog would do. */
async function bookWithApi(request: APIRequestContext, email: string): Promise<Booking> {
  const quoteResponse = await request.post("/api/quotes", { data: draft(email) });
  expect(quoteResponse.status()).toBe(201);
  const quote = (await quoteResponse.json()) as { id: string };

  for (let attempt = 0; attempt < 3; attempt++) {
    const { date, slot } = await pickDateAndSlot(request, quote.id);
    const response = await request.post("/api/bookings", {
      data: { quoteId: quote.id, scheduledDate: date, timeSlot: slot.id },
    });
    if (response.status() === 409) continue; // another test took the slot meanwhile
    expect(response.status()).toBe(201);
    return (await response.json()) as Booking;
  }
  throw new Error("Could not book a slot in three attempts");
}

/** The path of a link in the customer's confirmation e-mail (its origin is NEXT_PUBLIC_SITE_URL, not the test server). */
async function emailLinkPath(page: Page, email: string, kind: "cancel-booking" | "reschedule-booking") {
  await openOutbox(page);
  const message = page
    .getByRole("listitem")
    .filter({ has: page.locator("summary", { hasText: email }) })
    .filter({ hasText: "Booking confirmed" });
  await expect(message).toHaveCount(1);
  await message.locator("summary").click();
  const link = message.getByRole("link", { name: new RegExp(`/${kind}/`) });
  await expect(link).toBeVisible();
  return new URL((await link.getAttribute("href"))!).pathname;
}

async function lookUp(page: Page, bookingId: string, email: string) {
  await page.getByLabel("Booking ID").fill(bookingId);
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("button", { name: "Find My Booking" }).click();
}

/** A forged link: well-formed, but not signed with the server's secret. */
function tamperedToken(action: "cancel" | "reschedule") {
  const payload = Buffer.from(
    JSON.stringify({ b: randomUUID(), a: action, e: Date.now() + 86_400_000 }),
  ).toString("base64url");
  return `${payload}.${Buffer.from("not-the-signature-of-this-payload").toString("base64url")}`;
}

// The look-up, cancel and reschedule calls are rate-limited per client address, which every
// browser of the run shares; a test address per test keeps this suite independent of the others.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `e2e-${randomUUID()}` });
});

test.describe("manage booking", () => {
  test("cancel through the e-mailed link, then find the booking cancelled on Manage Booking", async ({
    page,
    request,
  }, info) => {
    const email = uniqueEmail("cancel", info);
    const booking = await bookWithApi(request, email);
    const reschedulePath = await emailLinkPath(page, email, "reschedule-booking");
    const cancelPath = await emailLinkPath(page, email, "cancel-booking");

    await page.goto(cancelPath);
    await expect(page).toHaveTitle(/Cancel Booking/);
    await expect(page.getByRole("heading", { name: "Cancel Your Booking" })).toBeVisible();
    await expect(page.getByText(formatDate(booking.scheduledDate))).toBeVisible();
    await expect(page.getByText(booking.timeSlotLabel)).toBeVisible();

    await page.getByRole("button", { name: "Cancel My Booking" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm.getByText(/free until 24 hours before 9:00 AM/)).toBeVisible();
    await expect(confirm.getByRole("button", { name: "Keep My Booking" })).toBeVisible();
    await confirm.getByRole("button", { name: "Yes, Cancel Booking" }).click();

    await expect(page.getByRole("heading", { name: "Booking Cancelled" })).toBeVisible();
    await expect(page.getByText("No cancellation fee applies.")).toBeVisible();

    // The reschedule link of a cancelled booking explains instead of offering dates.
    await page.goto(reschedulePath);
    await expect(page.getByRole("heading", { name: "This booking cannot be rescheduled" })).toBeVisible();
    await page.getByRole("link", { name: "Manage My Booking" }).click();

    await expect(page).toHaveURL(/\/manage-booking$/);
    await expect(page).toHaveTitle(/Manage Your Booking/);
    await hydrated(page); // a new document, loaded by the link: its form works once React owns it
    // The reference as a customer might type it: lower case, spaces for dashes.
    await lookUp(page, booking.customerReference.toLowerCase().replaceAll("-", " "), email.toUpperCase());
    const dialog = page.getByRole("dialog", { name: "Booking Details" });
    await expect(dialog.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(dialog.getByText(formatDate(booking.scheduledDate))).toBeVisible();
    await expect(dialog.getByText(/return to the main page/)).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Return to Main Page" })).toHaveAttribute("href", "/");
    await expect(dialog.getByRole("button", { name: "Cancel This Appointment" })).toHaveCount(0);
  });

  test("find a booking with the keyboard alone and cancel it in the details dialog", async ({
    page,
    request,
  }, info) => {
    const email = uniqueEmail("manage", info);
    const booking = await bookWithApi(request, email);

    await page.goto(`/manage-booking?id=${booking.id}`);
    await expect(page.getByLabel("Booking ID")).toHaveValue(booking.id);
    await page.getByLabel("Email Address").focus();
    await page.keyboard.type(email);
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: "Booking Details" });
    await expect(dialog.getByText("Scheduled", { exact: true })).toBeVisible();
    await expect(dialog.getByText(booking.timeSlotLabel)).toBeVisible();
    await expect(dialog.getByText("2116 Spruce St, Philadelphia, PA 19103")).toBeVisible();
    await expect(dialog.getByText(/^\$[\d,]+\.\d{2}$/)).toBeVisible();

    const cancel = dialog.getByRole("button", { name: "Cancel This Appointment" });
    await cancel.focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toBeVisible();
    // Radix focuses the safe choice first: Tab to the destructive one.
    await expect(confirm.getByRole("button", { name: "Keep My Booking" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(confirm.getByRole("button", { name: "Yes, Cancel Booking" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page.getByText("Booking Cancelled", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(dialog.getByText(/return to the main page/)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("blank fields and a wrong e-mail are refused", async ({ page, request }, info) => {
    const email = uniqueEmail("wrong", info);
    const booking = await bookWithApi(request, email);

    await page.goto("/manage-booking");
    await page.getByRole("button", { name: "Find My Booking" }).click();
    await expect(page.getByText("Booking ID and email are required")).toBeVisible();

    await lookUp(page, booking.id, `not-${email}`);
    await expect(page.getByText("Booking Not Found", { exact: true })).toBeVisible();
    await expect(page.getByText("Please check your booking ID and email address")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("missing and tampered links show Invalid Link", async ({ page }) => {
    await page.goto("/cancel-booking");
    await expect(page.getByRole("heading", { name: "Invalid Link" })).toBeVisible();
    await expect(page.getByText("This cancellation link is invalid or expired.")).toBeVisible();

    await page.goto(`/cancel-booking/${tamperedToken("cancel")}`);
    await expect(page.getByRole("heading", { name: "Invalid Link" })).toBeVisible();
    await expect(page.getByText("This cancellation link is invalid or expired.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel My Booking" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Manage My Booking" })).toHaveAttribute(
      "href",
      "/manage-booking",
    );

    await page.goto(`/reschedule-booking/${tamperedToken("reschedule")}`);
    await expect(page.getByRole("heading", { name: "Invalid Link" })).toBeVisible();
    await expect(page.getByText("This reschedule link is invalid or expired.")).toBeVisible();
  });

  test("reschedule through the e-mailed link", async ({ page, request }, info) => {
    const email = uniqueEmail("reschedule", info);
    const booking = await bookWithApi(request, email);
    const target = await pickDateAndSlot(request, booking.quoteId, booking.scheduledDate);

    await page.goto(await emailLinkPath(page, email, "reschedule-booking"));
    await expect(page.getByRole("heading", { name: "Reschedule Your Appointment" })).toBeVisible();
    const current = page.getByRole("region", { name: "Current appointment" });
    await expect(current.getByText(formatDate(booking.scheduledDate))).toBeVisible();
    await expect(page.getByText(/free until 24 hours before 9:00 AM/)).toBeVisible();

    const newDate = page.getByRole("combobox", { name: "New date" });
    // Chosen with the keyboard, as a keyboard user would: the list of a month of dates scrolls and
    // grows scroll buttons while it opens, and on a busy machine a pointer aimed at an option could
    // land on one of those instead, leaving the list open.
    await newDate.focus();
    await page.keyboard.press("Enter");
    const option = page.getByRole("option", { name: formatDate(target.date), exact: true });
    await option.focus();
    await page.keyboard.press("Enter");
    await expect(newDate).toContainText(formatDate(target.date));
    const slot = page.getByRole("radio", { name: target.slot.label, exact: true });
    await slot.click();
    await expect(slot).toBeChecked();
    await page.getByRole("button", { name: "Confirm New Time" }).click();

    const done = page.getByRole("region", { name: "Appointment Rescheduled" });
    await expect(done).toBeVisible();
    await expect(done.getByText(formatDate(target.date))).toBeVisible();
    await expect(done.getByText(target.slot.label)).toBeVisible();
    await expect(done.getByText(/updated confirmation e-mail with a new calendar file/)).toBeVisible();

    // The customer got the change notice.
    await openOutbox(page);
    await expect(
      page
        .getByRole("listitem")
        .filter({ has: page.locator("summary", { hasText: email }) })
        .filter({ hasText: `Appointment changed: now ${formatDate(target.date)}` }),
    ).toHaveCount(1);
  });
});
