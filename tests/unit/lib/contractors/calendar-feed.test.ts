/** @jest-environment node */
import { calendarFeedUrls, jobEvents } from "@/lib/contractors/calendar-feed";
import { TIME_SLOT_TABLE } from "@/lib/scheduling/time-slots.shared";

const PAINTER = "7b0f8a8e-54c9-4a38-9d70-2f6a4f1c0a11";

type Job = Parameters<typeof jobEvents>[1][number];

function feedJob(overrides: {
  id: string;
  date?: string;
  status?: Job["status"];
  bookingStatus?: Job["booking"]["status"];
}): Job {
  return {
    status: overrides.status ?? "assigned",
    updatedAt: new Date("2027-01-02T10:00:00Z"),
    booking: {
      id: overrides.id,
      status: overrides.bookingStatus ?? "scheduled",
      scheduledDate: new Date(`${overrides.date ?? "2027-03-04"}T00:00:00Z`),
      timeSlot: "afternoon",
      estimatedDays: 1,
      notes: null,
      calendarSequence: 2,
      updatedAt: new Date("2027-01-03T10:00:00Z"),
      quote: { customerName: "Jane Doe", phone: "215-555-0199", address: "2116 Spruce St" },
    },
  } as Job;
}

describe("jobEvents", () => {
  it("gives one event per booking, the newest assignment's, named by painter and booking", () => {
    // Newest assignment first, as the query orders them: the booking came back to the painter.
    const events = jobEvents(PAINTER, [
      feedJob({ id: "b1", status: "assigned" }),
      feedJob({ id: "b1", status: "cancelled" }),
    ]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      uid: `painter-${PAINTER}-booking-b1`,
      cancelled: false,
      sequence: 2,
      window: TIME_SLOT_TABLE.afternoon.calendarWindow,
      lastModified: new Date("2027-01-03T10:00:00Z"),
      summary: "Painting Job - Jane Doe",
      location: "2116 Spruce St",
    });
  });

  it("cancels the event of a cancelled booking and of a job that no longer earns", () => {
    const events = jobEvents(PAINTER, [
      feedJob({ id: "kept", status: "completed", bookingStatus: "completed" }),
      feedJob({ id: "cancelled", status: "cancelled", bookingStatus: "cancelled" }),
      feedJob({ id: "lost", status: "cancelled" }),
      feedJob({ id: "rejected", status: "rejected" }),
    ]);
    expect(Object.fromEntries(events.map((e) => [e.uid.split("-booking-")[1], e.cancelled]))).toEqual({
      kept: false,
      cancelled: true,
      lost: true,
      rejected: true,
    });
  });

  it("lists the events oldest first", () => {
    const events = jobEvents(PAINTER, [
      feedJob({ id: "late", date: "2027-05-01" }),
      feedJob({ id: "early", date: "2027-01-01" }),
    ]);
    expect(events.map((e) => e.date)).toEqual(["2027-01-01", "2027-05-01"]);
  });
});

describe("calendarFeedUrls", () => {
  it("serves the feed from the site's address, and the same URL as webcal://", () => {
    const { httpsUrl, webcalUrl } = calendarFeedUrls("payload.signature");
    expect(httpsUrl).toMatch(/^https?:\/\/[^/]+\/api\/calendar-feed\/payload\.signature\.ics$/);
    expect(webcalUrl).toBe(httpsUrl.replace(/^https?:/, "webcal:"));
  });
});
