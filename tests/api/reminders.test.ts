import { POST as postBooking } from "@/app/api/bookings/route";
import { queueDueReminders } from "@/lib/bookings/reminders";
import { db } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import { addDays, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { jsonRequest, params } from "../helpers/http";

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

it("queues one reminder the day before the appointment, however often it runs", async () => {
  const today = todayInNewYork();
  const tomorrow = addDays(today, 1);
  const later = addDays(today, 4);
  await createContractor({
    areas: [["Philadelphia", 1]],
    availability: { [tomorrow]: ["morning"], [later]: ["morning"] },
  });
  const soon = await createTestQuote({ email: "soon@example.com" });
  const notYet = await createTestQuote({ email: "later@example.com" });
  for (const [quote, date] of [
    [soon, tomorrow],
    [notYet, later],
  ] as const) {
    const response = await postBooking(
      jsonRequest("/api/bookings", { quoteId: quote.id, scheduledDate: date, timeSlot: "morning" }),
      params({}),
    );
    expect(response.status).toBe(201);
  }

  const [first, second] = await Promise.all([queueDueReminders(db), queueDueReminders(db)]);
  expect(first + second).toBe(1);
  expect(await queueDueReminders(db)).toBe(0);
  const reminders = await db.emailMessage.findMany({ where: { template: "booking-reminder" } });
  expect(reminders.map((r) => r.to)).toEqual(["soon@example.com"]);
  expect(reminders[0]!.text).toContain("/cancel-booking/");
});
