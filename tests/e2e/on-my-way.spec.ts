import { randomBytes, randomUUID } from "node:crypto";
import { expect, hydrateOnLoad, test } from "./support/test";
import { axeViolations } from "./support/axe";
import { withDatabase } from "./support/database";
import { jobCard, jobToday, loginThroughForm } from "./support/painter-jobs";
import { openOutbox } from "./outbox";

/**
 * On My Way (docs/product.md §4) on a phone: tapped without signal it waits on the device, leaves
 * once when the signal returns, the customer gets one e-mail with the painter's first name and the
 * arrival window, and Manage Booking shows "Painter on the way", then "In progress" after Start Job.
 */
test.use({ viewport: { width: 375, height: 812 } });

/** A demo painter (Delaware County); the offline spec gives him jobs too, each test its own customer. */
const DAVE = { email: "dave.obrien@example.com", password: "painter123" };
const ON_MY_WAY_POST = /\/api\/contractor\/jobs\/[^/]+\/on-my-way$/;
const ARRIVAL = /Expected arrival: between \d{1,2}:\d{2} (AM|PM) and \d{1,2}:\d{2} (AM|PM)\./;

/** The on-the-way e-mails in the outbox for an address. */
const onTheWayEmails = (to: string) =>
  withDatabase(
    async (client) =>
      (
        await client.query<{ subject: string; text: string }>(
          `SELECT subject, text FROM "EmailMessage" WHERE "to" = $1 AND template = 'booking-on-the-way'`,
          [to],
        )
      ).rows,
  );

test.describe("On My Way", { tag: "@phone-only" }, () => {
  test("tapped offline it is sent once back online; the customer is e-mailed once and sees it on Manage Booking, then In progress", async ({
    page,
    context,
    browser,
    request,
  }) => {
    test.slow();
    const id = randomBytes(4).toString("hex");
    const customer = { customerName: `Wayne Porch ${id}`, email: `on-my-way-${id}@example.com` };
    const booking = await jobToday(request, DAVE.email, customer, "acknowledged");
    const posts: string[] = [];
    page.on("request", (sent) => {
      if (sent.method() === "POST" && ON_MY_WAY_POST.test(new URL(sent.url()).pathname))
        posts.push(sent.url());
    });

    await loginThroughForm(page, DAVE.email, DAVE.password);
    const card = jobCard(page.getByRole("region", { name: /Active Jobs/ }), customer.customerName);
    const onMyWay = card.getByRole("button", { name: "On My Way" });
    await expect(onMyWay).toBeVisible();

    // No signal: the tap waits on the phone, said in place of the button.
    await context.setOffline(true);
    await onMyWay.click();
    await expect(card).toContainText("Waiting for signal: On My Way will be sent when you're back online");
    await expect(onMyWay).toHaveCount(0);
    expect(posts).toEqual([]);
    expect(await onTheWayEmails(customer.email)).toEqual([]);

    // Back online: it leaves once, and the card says when it was sent.
    await context.setOffline(false);
    await expect(card.getByText(/^On the way · sent \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
    await expect(card.getByText(/Waiting for signal/)).toHaveCount(0);
    expect(posts).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);

    // One e-mail for the customer, with the painter's first name and the window.
    const emails = await onTheWayEmails(customer.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe("Your painter is on the way");
    expect(emails[0]!.text).toMatch(new RegExp(`Dave is on the way\\. ${ARRIVAL.source}`));
    expect(emails[0]!.text).not.toContain("O'Brien");

    // The customer's phone: the outbox shows the e-mail, Manage Booking the step.
    const customerContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const phone = hydrateOnLoad(await customerContext.newPage());
    await phone.setExtraHTTPHeaders({ "x-forwarded-for": `e2e-on-my-way-${randomUUID()}` });
    await openOutbox(phone, customer.email);
    const mail = phone.getByRole("listitem").filter({ hasText: "booking-on-the-way" });
    await expect(mail).toHaveCount(1);
    await expect(mail.locator("summary")).toContainText("Your painter is on the way");
    await mail.locator("summary").click();
    await expect(mail.getByRole("region", { name: "Plain-text body" })).toContainText(
      new RegExp(`Dave is on the way\\. ${ARRIVAL.source}`),
    );

    await phone.goto("/manage-booking");
    await phone.getByLabel("Booking ID").fill(booking.customerReference);
    await phone.getByLabel("Email Address").fill(customer.email);
    await phone.getByRole("button", { name: "Find My Booking" }).click();
    const dialog = phone.getByRole("dialog", { name: "Booking Details" });
    const steps = dialog.getByRole("region", { name: "Job status" }).getByRole("listitem");
    await expect(steps).toHaveText([/Scheduled/, /Painter on the way/, /In progress/, /Completed/]);
    const current = dialog.locator('li[aria-current="step"]');
    await expect(current).toContainText("Painter on the way");
    await expect(current).toContainText(ARRIVAL);
    expect(await axeViolations(phone)).toEqual([]);
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    // For the README and the note (docs/screenshots/manage-booking-on-the-way-375.png).
    await phone.screenshot({ path: test.info().outputPath("manage-booking-on-the-way-375.png") });

    // The painter starts the job; the customer's open page follows when shown again.
    await card.getByRole("button", { name: "Start Job" }).click();
    await expect(card.getByText("In Progress", { exact: true })).toBeVisible();
    await phone.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect(current).toContainText("In progress");
    await expect(dialog.locator('li[aria-current="step"]')).toHaveCount(1);
    expect(await onTheWayEmails(customer.email)).toHaveLength(1);
    await customerContext.close();
  });
});
