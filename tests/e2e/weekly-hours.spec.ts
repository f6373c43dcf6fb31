import { randomInt, randomUUID } from "node:crypto";
import { expect, hydrateOnLoad, test } from "./support/test";
import { withDatabase } from "./support/database";
import { loginThroughForm } from "./support/painter-jobs";
import { createOneRoomQuote, quoteThroughWizard } from "./support/quotes";
import { formatBookingDate } from "../../lib/bookings/format.shared";
import { addDays, todayInNewYork } from "../../lib/scheduling/dates.shared";
import { weekdayOf } from "../../lib/scheduling/offer.shared";
import { bookableRange, datesBetween } from "../../lib/scheduling/window";

/**
 * Weekly hours and time off (docs/product.md §5) on a phone: a fresh painter, the only one serving a
 * zip of their own, offers Tuesday mornings every week and takes a vacation week; a customer on a
 * phone then gets a quote for that zip through the quote wizard, and its date step offers every
 * Tuesday of the booking window but the vacation week's, and no other day.
 */
test.use({ viewport: { width: 375, height: 812 } });

const PASSWORD = "painter123";

/** A verified painter (the demo painters' password) and a zip-code area only they serve. */
async function freshPainterWithOwnZip() {
  const marker = randomUUID().slice(0, 8);
  // 09xxx: military post offices, in no county the marketplace serves and in no other spec. The
  // wizard's Verify asks only whether an active area covers the zip (lib/service-areas/coverage.ts,
  // no county check), so this area alone serves it: no demo painter's hours can reach the calendar.
  const zip = `09${String(randomInt(100, 1000))}`;
  const painter = { id: randomUUID(), email: `e2e-weekly-${marker}@example.com`, zip };
  await withDatabase(async (client) => {
    await client.query("BEGIN");
    await client.query(
      `INSERT INTO "Contractor" (id, "firstName", "lastName", email, phone, "experienceYears", "passwordHash",
         "isVerified", "isActive", "createdAt", "updatedAt")
       SELECT $1, 'Wendy', $2, $3, '610-555-0199', 5, "passwordHash", true, true,
         now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
       FROM "Contractor" WHERE email = 'marco.rossi@example.com'`,
      [painter.id, `Weekly ${marker}`, painter.email],
    );
    const areaId = randomUUID();
    // Other runs of this spec may have made an area for the same zip: those are switched off.
    await client.query(
      `UPDATE "ServiceArea" SET "isActive" = false WHERE type = 'zipcode' AND $1 = ANY("zipCodes")`,
      [zip],
    );
    await client.query(
      `INSERT INTO "ServiceArea" (id, name, type, "zipCodes", counties, "isActive", "createdAt", "updatedAt")
       VALUES ($1, $2, 'zipcode', ARRAY[$3], ARRAY[]::text[], true, now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC')`,
      [areaId, `E2E weekly ${marker}`, zip],
    );
    await client.query(
      `INSERT INTO "ContractorServiceArea" ("contractorId", "serviceAreaId", priority) VALUES ($1, $2, 1)`,
      [painter.id, areaId],
    );
    await client.query("COMMIT");
    // Announced as the back office announces its saves (lib/pages/page-changes.ts): the app keeps
    // the active areas in memory (lib/pages/public-data.ts) and would not see a row written behind
    // its back for up to 5 minutes.
    await client.query(
      `SELECT pg_notify('brushwise_public_pages',
         json_build_object('origin', 'e2e-weekly-hours', 'schema', current_schema(), 'change', 'service-areas')::text)`,
    );
  });
  return painter;
}

test.describe("weekly hours", { tag: "@phone-only" }, () => {
  test("a painter offers Tuesday mornings and takes a vacation week; the customer's calendar follows", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const painter = await freshPainterWithOwnZip();
    const today = todayInNewYork();
    const { first, last } = bookableRange(today);
    const tuesdays = datesBetween(first, last).filter((d) => weekdayOf(d) === 2);
    expect(tuesdays.length).toBeGreaterThanOrEqual(8);
    const vacationTuesday = tuesdays[2]!;
    const [vacationStart, vacationEnd] = [addDays(vacationTuesday, -1), addDays(vacationTuesday, 5)];

    await loginThroughForm(page, painter.email, PASSWORD);
    await page.getByRole("tab", { name: "Set Availability" }).click();
    const panel = page.getByRole("tabpanel", { name: "Set Availability" });

    const weekly = panel.getByRole("region", { name: "Weekly hours" });
    const tuesday = weekly.getByRole("group", { name: "Tuesday" });
    await expect(tuesday.getByRole("checkbox", { name: "Morning" })).toBeEnabled();
    await tuesday.getByRole("checkbox", { name: "Morning" }).click();
    await weekly.getByRole("button", { name: "Save Weekly Hours" }).click();
    await expect(page.getByText("Weekly hours saved")).toBeVisible();

    const timeOff = panel.getByRole("region", { name: "Time off" });
    await timeOff.getByLabel("First day off").fill(vacationStart);
    await timeOff.getByLabel("Last day off").fill(vacationEnd);
    await timeOff.getByLabel("Note (optional)").fill("Vacation");
    await timeOff.getByRole("button", { name: "Add Time Off" }).click();
    await expect(page.getByText("Time off added")).toBeVisible();
    const planned = timeOff.getByRole("list", { name: "Planned time off" });
    await expect(planned.getByRole("listitem")).toHaveCount(1);
    await expect(planned.getByRole("button", { name: /^Remove time off / })).toBeVisible();

    await panel.screenshot({ path: test.info().outputPath("set-availability-weekly-375.png") });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The customer, on a phone of their own (a fresh context: no painter session, a client address
    // of its own for the rate-limited quote and date look-ups), gets a quote through the wizard.
    const expected = tuesdays.filter((d) => d !== vacationTuesday);
    const customerContext = await browser.newContext({
      viewport: { width: 375, height: 812 },
      extraHTTPHeaders: { "x-forwarded-for": `e2e-weekly-customer-${randomUUID()}` },
    });
    try {
      const customer = hydrateOnLoad(await customerContext.newPage());
      await quoteThroughWizard(customer, {
        address: `12 Weekly Way, Fort Test, AE ${painter.zip}`,
        customerName: "Tess Tuesday",
        email: `e2e-weekly-customer-${randomUUID()}@example.com`,
      });
      // The date step: one radio per offered date, in order ("Tuesday, December 1").
      const scheduling = customer.getByRole("dialog", { name: "Schedule Your Service" });
      const dates = scheduling.getByRole("radiogroup", { name: "Choose a date" }).getByRole("radio");
      await expect(dates).toHaveCount(expected.length);
      for (const [i, date] of expected.entries())
        await expect(dates.nth(i)).toHaveAccessibleName(formatBookingDate(date));
      for (const date of tuesdays.slice(0, 8).filter((d) => d !== vacationTuesday))
        await expect(
          scheduling.getByRole("radio", { name: formatBookingDate(date), exact: true }),
        ).toHaveCount(1);
      await expect(
        scheduling.getByRole("radio", { name: formatBookingDate(vacationTuesday), exact: true }),
      ).toHaveCount(0);
      await scheduling.screenshot({ path: test.info().outputPath("customer-dates-375.png") });
    } finally {
      await customerContext.close();
    }

    // The same dates from the public available-dates API the date step reads.
    const quoteId = await createOneRoomQuote(page.request, {
      address: `12 Weekly Way, Fort Test, AE ${painter.zip}`,
      customerName: "Tess Tuesday",
    });
    const response = await page.request.get(`/api/contractor-available-dates?quoteId=${quoteId}`, {
      headers: { "x-forwarded-for": `e2e-weekly-${randomUUID()}` },
    });
    expect(response.status()).toBe(200);
    const { availableDates } = (await response.json()) as { availableDates: string[] };
    expect(availableDates).toEqual(expected);
    for (const date of tuesdays.slice(0, 8).filter((d) => d !== vacationTuesday))
      expect(availableDates).toContain(date);
    expect(availableDates).not.toContain(vacationTuesday);
  });
});
