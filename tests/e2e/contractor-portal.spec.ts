import { randomBytes } from "node:crypto";
import { expect, hydrated, test, type Page } from "./support/test";
import { axeViolations } from "./support/axe";
import { format, parseISO } from "date-fns";
import {
  apiToken,
  bookJob,
  jobCard,
  loginThroughForm,
  rescheduleToToday,
  setAvailability,
} from "./support/painter-jobs";
import { addDays, todayInNewYork } from "../../lib/scheduling/dates.shared";

/**
 * The contractor portal on a phone: sign-up with a W9, login, a matched job
 * from acknowledgement to completion, and availability. The e2e database is
 * shared by every spec of the run: compare before/after, never global counts.
 */
test.use({ viewport: { width: 375, height: 812 } });

const MARCO = { email: "marco.rossi@example.com", password: "painter123", name: "Marco Rossi" };
/** Also serves Philadelphia (second priority): the painter of the job-lifecycle test. */
const AISHA = { email: "aisha.johnson@example.com", password: "painter123", name: "Aisha Johnson" };
const W9_PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const unique = () => randomBytes(4).toString("hex");

/**
 * The status toast appears, then is waited out: on a slow machine the previous
 * step's toast could still be on screen when the next one appears.
 */
async function expectStatusUpdated(page: Page) {
  const toast = page.getByText("Job status updated successfully");
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 15_000 });
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const summaryValue = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "Summary" })
    .locator("div", { has: page.locator("dt", { hasText: label }) })
    .locator("dd");

const money = (text: string) => Number(text.replace(/[^0-9.]/g, ""));

// A phone-sized flow: the desktop project would only repeat it.
test.describe("contractor portal", { tag: "@phone-only" }, () => {
  test("a painter signs up with a W9, logs in and sees an empty dashboard; logging out ends the session", async ({
    page,
  }) => {
    const id = unique();
    const email = `painter.${id}@example.com`;

    await page.goto("/become-painter");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Painter");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("heading", { name: /Why Join/ })).toBeVisible();
    for (const title of ["Competitive Pay", "Steady Work", "Professional Support"]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "What We're Looking For" })).toBeVisible();
    await expect(page.getByText("Minimum 2 years of professional painting experience")).toBeVisible();
    await expect(page.getByRole("link", { name: "Existing Contractor Login" })).toHaveAttribute(
      "href",
      "/contractor/login",
    );
    await expectNoHorizontalScroll(page);

    await page.getByRole("link", { name: "Apply Now" }).click();
    await expect(page.getByRole("heading", { name: "Contractor Registration" })).toBeInViewport();
    await hydrated(page); // a new document, loaded by the link

    await page.getByLabel("First Name *").fill("Rosa");
    await page.getByLabel("Last Name *").fill(`Diaz ${id}`);
    await page.getByLabel("Email *").fill(email);
    await page.getByLabel("Phone *").fill("(215) 555-0199");
    await page.getByLabel("Password *", { exact: true }).fill("primer-otter-dune-31");
    await page.getByLabel("Confirm Password *").fill("primer-otter-dune-31");
    await page.getByLabel("Years of Experience *").fill("6");
    await page.getByLabel("About Your Experience").fill("Rowhome interiors and plaster repair.");
    await page
      .getByLabel("W9 Form *")
      .setInputFiles({ name: "w9-rosa.pdf", mimeType: "application/pdf", buffer: W9_PDF });
    await expect(page.getByText("Selected: w9-rosa.pdf")).toBeVisible();
    await page.getByRole("button", { name: "Create Contractor Account" }).click();

    await expect(page.getByText("Registration Successful")).toBeVisible();
    await expect(page).toHaveURL(/\/contractor\/login$/);

    await loginThroughForm(page, email, "primer-otter-dune-31");
    await expect(page.getByRole("heading", { level: 1, name: `Welcome, Rosa Diaz ${id}` })).toBeVisible();
    await expect(page.getByText("Pending Verification")).toBeVisible();
    await expect(page.getByText("No pending jobs at the moment.")).toBeVisible();
    await expect(page.getByText("No active jobs.")).toBeVisible();
    await expect(summaryValue(page, "Total Earnings")).toHaveText("$0.00");
    // The session is the httpOnly cookie alone: the device keeps only the jobs for when there is no
    // signal (components/contractor/offline/), and Logout deletes them.
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([
      expect.stringMatching(/^brushwise-offline:[0-9a-f-]{36}:jobs$/),
    ]);
    await expectNoHorizontalScroll(page);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/contractor\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto("/contractor/dashboard");
    await expect(page).toHaveURL(/\/contractor\/login$/);
  });

  test("a painter gets a matched job, acknowledges it, starts it on its date, completes it, and earnings and history follow", async ({
    page,
    request,
  }) => {
    test.slow();
    // Aisha, not Marco: the availability test below changes Marco's days at the same time.
    const painter = AISHA;
    const customer = `Portal Test ${unique()}`;
    // Past the demo availability (30 days), so the painter who offers the day is the only one free.
    const date = addDays(todayInNewYork(), 48 + Math.floor(Math.random() * 8));
    const token = await apiToken(request, painter.email, painter.password);
    await setAvailability(request, token, date, ["morning", "afternoon", "evening"]);
    const booking = await bookJob(request, customer, date);
    expect(booking.contractorName).toBe(painter.name);

    await loginThroughForm(page, painter.email, painter.password);
    await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${painter.name}` })).toBeVisible();
    await expect(page.getByText("Verified", { exact: true })).toBeVisible();
    await expect(summaryValue(page, "Completed")).not.toHaveText("—");
    const completedBefore = Number(await summaryValue(page, "Completed").textContent());
    const earningsBefore = money((await summaryValue(page, "Total Earnings").textContent()) ?? "");

    // The matched job waits in Pending Job Assignments, with its full details.
    const pending = page.getByRole("region", { name: /Pending Job Assignments/ });
    const pendingCard = jobCard(pending, customer);
    await expect(pendingCard).toBeVisible();
    await pendingCard.getByRole("button", { name: /View Details/ }).click();
    await expect(pendingCard.getByText("10 × 10 ft, 8 ft ceiling")).toBeVisible();
    await expect(pendingCard.getByRole("link", { name: /2116 Spruce St/ })).toBeVisible();
    const jobEarnings = money((await pendingCard.getByText(/^Earnings:/).textContent()) ?? "");
    expect(jobEarnings).toBeGreaterThan(0);
    await expectNoHorizontalScroll(page);

    await pendingCard.getByRole("button", { name: "Acknowledge Job" }).click();
    await expectStatusUpdated(page);
    const activeCard = jobCard(page.getByRole("region", { name: /Active Jobs/ }), customer);
    await expect(activeCard.getByText("Acknowledged", { exact: true })).toBeVisible();

    // Before its date the browser refuses to start it.
    await activeCard.getByRole("button", { name: "Start Job" }).click();
    await expect(page.getByText("Cannot Start Job Early")).toBeVisible();
    await expect(activeCard.getByText("Acknowledged", { exact: true })).toBeVisible();

    // On its date: My Schedule tags it Today and offers Start Job.
    await rescheduleToToday(booking.id);
    await page.reload();
    await page.getByRole("tab", { name: "My Schedule" }).click();
    const schedule = page.getByRole("tabpanel", { name: "My Schedule" });
    const scheduled = jobCard(schedule, customer);
    await expect(scheduled.getByText("Today", { exact: true })).toBeVisible();
    const calendar = scheduled.getByRole("link", { name: /Add to Google Calendar/ });
    await expect(calendar).toHaveAttribute(
      "href",
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
    );
    await expect(calendar).toHaveAttribute("href", /ctz=America%2FNew_York/);
    await expectNoHorizontalScroll(page);

    await scheduled.getByRole("button", { name: "Start Job" }).click();
    await expectStatusUpdated(page);
    await expect(scheduled.getByText("In Progress", { exact: true })).toBeVisible();

    await scheduled.getByRole("button", { name: "Complete Job" }).click();
    const dialog = page.getByRole("dialog", { name: "Complete Job" });
    await dialog
      .getByLabel("Completion notes (optional)")
      .fill("Two coats; customer walked through the room.");
    await dialog.getByRole("button", { name: "Mark as Completed" }).click();
    await expectStatusUpdated(page);
    await expect(scheduled).toHaveCount(0);

    await expect(summaryValue(page, "Completed")).toHaveText(String(completedBefore + 1));
    await expect
      .poll(async () => money((await summaryValue(page, "Total Earnings").textContent()) ?? ""))
      .toBeCloseTo(earningsBefore + jobEarnings, 2);

    await page.getByRole("tab", { name: "Job History" }).click();
    const history = page.getByRole("tabpanel", { name: "Job History" }).getByTestId("history-item");
    await expect(history.first().getByRole("heading")).toHaveText(`Painting Job: ${customer}`);
    await expect(history.first().getByText("Two coats; customer walked through the room.")).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test("Marco sets availability for a date and sees it highlighted", async ({ page, request }) => {
    // Beyond the demo availability and the booking test's dates: a day nobody has touched.
    const date = addDays(todayInNewYork(), 58);
    const token = await apiToken(request, MARCO.email, MARCO.password);
    await setAvailability(request, token, date, []);

    await loginThroughForm(page, MARCO.email, MARCO.password);
    await page.getByRole("tab", { name: "Set Availability" }).click();
    const panel = page.getByRole("tabpanel", { name: "Set Availability" });

    const target = parseISO(date);
    const monthName = format(target, "MMMM yyyy");
    for (let i = 0; i < 4 && !(await panel.getByRole("grid", { name: monthName }).isVisible()); i++) {
      await panel.getByRole("button", { name: /next month/i }).click();
    }
    const day = panel.getByRole("button", { name: new RegExp(format(target, "MMMM d, yyyy")) });
    const cell = day.locator("xpath=ancestor::td[1]");
    await expect(cell).not.toHaveClass(/bg-green-100/);
    await expectNoHorizontalScroll(page);

    await day.click();
    const slots = panel.getByRole("group", { name: /Time slots for/ });
    await expect(slots.getByRole("checkbox", { name: "8:00 AM-12:00 PM" })).toBeEnabled();
    await slots.getByRole("checkbox", { name: "8:00 AM-12:00 PM" }).click();
    await slots.getByRole("checkbox", { name: "12:00 PM-4:00 PM" }).click();
    await panel.getByRole("button", { name: "Save Availability" }).click();

    await expect(page.getByText("Availability updated successfully")).toBeVisible();
    await expect(page.getByText(`Set 2 time slots for ${date}`)).toBeVisible();
    await expect(cell).toHaveClass(/bg-green-100/);
    await expect(day).toHaveAccessibleName(/available$/);
  });

  test("login and every dashboard tab pass axe (no serious or critical violations)", async ({ page }) => {
    test.setTimeout(120_000); // axe over five screens is slow on a loaded 2-core machine
    await page.goto("/contractor/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await loginThroughForm(page, MARCO.email, MARCO.password);
    // The login's toast leaves by itself: axe must not judge its colours mid-fade, which a check
    // running while it leaves would (on a loaded machine, axe over one tab outlasts the toast).
    await expect(page.getByText("Login Successful")).toBeHidden({ timeout: 15_000 });
    await expect(page.getByTestId("job-card").first()).toBeVisible();
    await page
      .getByTestId("job-card")
      .first()
      .getByRole("button", { name: /View Details/ })
      .click();
    expect(await axeViolations(page)).toEqual([]);

    for (const tab of ["My Schedule", "Job History", "Set Availability"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tabpanel", { name: tab })).toBeVisible();
      if (tab === "Set Availability") {
        await page.getByRole("gridcell").getByRole("button", { disabled: false }).last().click();
        const slots = page.getByRole("group", { name: /Time slots for/ });
        await expect(slots).toBeVisible();
        // The day's slots loaded: its buttons enabled (they fade in from disabled; axe waits for the fade).
        await expect(slots).not.toHaveAttribute("aria-busy", "true");
        await expect(slots.getByRole("button").first()).toBeEnabled();
      }
      expect(await axeViolations(page), tab).toEqual([]);
    }
  });
});
