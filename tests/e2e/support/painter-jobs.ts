import { expect, type APIRequestContext, type Locator, type Page } from "./test";
import { withDatabase } from "./database";
import { createOneRoomQuote } from "./quotes";
import { todayInNewYork } from "../../../lib/scheduling/dates.shared";

/**
 * Setting up a painter's jobs for the end-to-end specs: the API where a client can (bookings,
 * availability, a painter's moves), the database where the test needs what nobody can do (a job
 * on today's date).
 */

export async function loginThroughForm(page: Page, email: string, password: string) {
  await page.goto("/contractor/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login Successful")).toBeVisible();
  await expect(page).toHaveURL(/\/contractor\/dashboard$/);
}

/**
 * A bearer token for API set-up: the session the login's cookie carries. The suite's requests send
 * `Origin` like a browser (playwright.config.ts), so the login answers them as one: the token is
 * in the httpOnly cookie only, never in the body (lib/auth/signed-in-response.ts).
 */
export async function apiToken(request: APIRequestContext, email: string, password: string) {
  const response = await request.post("/api/contractor/login", { data: { email, password } });
  expect(response.status()).toBe(200);
  expect(await response.json()).not.toHaveProperty("token");
  const session = response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === "set-cookie")
    .map(({ value }) => /^(?:__Secure-)?authjs\.session-token=([^;]+)/.exec(value)?.[1])
    .find(Boolean);
  if (!session) throw new Error("the login set no session cookie");
  return decodeURIComponent(session);
}

export async function setAvailability(
  request: APIRequestContext,
  token: string,
  date: string,
  timeSlots: string[],
) {
  const response = await request.post("/api/contractor/availability", {
    data: { date, timeSlots },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A one-room quote (by default in Philadelphia 19103, Marco's priority-1 county), booked on `date`. */
export async function bookJob(
  request: APIRequestContext,
  customerName: string,
  date: string,
  address = "2116 Spruce St, Philadelphia, PA 19103",
) {
  const quoteId = await createOneRoomQuote(request, {
    address,
    customerName,
    email: `${customerName.toLowerCase().replace(/\W+/g, ".")}@example.com`,
  });

  const dates = (await (await request.get(`/api/contractor-available-dates?quoteId=${quoteId}`)).json()) as {
    availableDates: string[];
  };
  expect(dates.availableDates).toContain(date);
  const slots = (await (await request.get(`/api/availability?date=${date}&quoteId=${quoteId}`)).json()) as {
    timeSlots: { id: string; available: boolean }[];
  };
  const slot =
    slots.timeSlots.find((s) => s.available && s.id !== "evening") ??
    slots.timeSlots.find((s) => s.available);
  expect(slot, "a free slot on the chosen date").toBeDefined();

  const booking = await request.post("/api/bookings", {
    data: { quoteId, scheduledDate: date, timeSlot: slot!.id },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  return (await booking.json()) as { id: string; contractorName: string | null };
}

const UUID = /^[0-9a-f-]{36}$/;

/**
 * Moves a booking to today, directly in the e2e database: customers can only
 * book from tomorrow, and the server (rightly) refuses starting a job early,
 * so this is how the test reaches "the job's date" without a server clock.
 */
export async function rescheduleToToday(bookingId: string) {
  if (!UUID.test(bookingId)) throw new Error(`unexpected booking id ${bookingId}`);
  await withDatabase((client) =>
    // One plain statement (simple protocol, no prepared statement): safe next to the app on the embedded database too.
    client.query(
      `UPDATE "Booking" SET "scheduledDate" = DATE '${todayInNewYork()}' WHERE id = '${bookingId}'`,
    ),
  );
}

export function jobCard(scope: Page | Locator, customer: string) {
  return scope.getByTestId("job-card").filter({ hasText: customer });
}

/**
 * A job of `painterEmail`'s on today's date at `stage` (acknowledged, or in progress), for a customer
 * of its own. Written to the database: a job on today's date is what no client can make (customers
 * book from tomorrow; see rescheduleToToday).
 */
export async function jobToday(
  request: APIRequestContext,
  painterEmail: string,
  customer: { customerName: string; email: string },
  stage: "acknowledged" | "in_progress",
) {
  const quoteId = await createOneRoomQuote(request, {
    address: "2116 Spruce St, Philadelphia, PA 19103",
    ...customer,
  });
  const [bookingStatus, startedAt] =
    stage === "in_progress" ? ["in_progress", "now()"] : ["confirmed", "NULL"];
  return withDatabase(async (client) => {
    const painter = await client.query<{ id: string }>(`SELECT id FROM "Contractor" WHERE email = $1`, [
      painterEmail,
    ]);
    const booking = await client.query<{ id: string; customerReference: string }>(
      `INSERT INTO "Booking" (id, "quoteId", status, "scheduledDate", "timeSlot", "updatedAt", "confirmedAt")
       VALUES (gen_random_uuid(), $1, $2::"BookingStatus", $3::date, 'morning', now(), now())
       RETURNING id, "customerReference"`,
      [quoteId, bookingStatus, todayInNewYork()],
    );
    const job = await client.query<{ id: string }>(
      `INSERT INTO "JobAssignment" (id, "bookingId", "contractorId", status, "contractorEarnings", "acknowledgedAt", "startedAt", "updatedAt")
       VALUES (gen_random_uuid(), $1, $2, $3::"JobStatus", 100.00, now(), ${startedAt}, now()) RETURNING id`,
      [booking.rows[0]!.id, painter.rows[0]!.id, stage],
    );
    return { ...booking.rows[0]!, jobId: job.rows[0]!.id };
  });
}

/** A job of `painterEmail`'s in progress today, for a customer of its own: its assignment id. */
export async function startedJob(
  request: APIRequestContext,
  painterEmail: string,
  customer: { customerName: string; email: string },
) {
  return (await jobToday(request, painterEmail, customer, "in_progress")).jobId;
}
