import { completedText, liveStatusOf } from "@/lib/bookings/live-status.shared";

const at = (iso: string) => new Date(iso);

describe("the live step", () => {
  const booking = (status: string, completedAt: Date | null = null) => ({
    status,
    scheduledDate: at("2026-12-03T00:00:00.000Z"),
    completedAt,
  });
  const job = (status: string, onTheWayAt: Date | null = null) => ({ status, onTheWayAt, completedAt: null });

  it("goes scheduled → on the way → in progress → completed; none for a cancelled booking or a hold", () => {
    expect(liveStatusOf(booking("scheduled"), job("assigned"))?.step).toBe("scheduled");
    expect(liveStatusOf(booking("confirmed"), job("acknowledged", at("2026-12-03T14:05:00.000Z")))).toEqual({
      step: "on_the_way",
      onTheWayAt: "2026-12-03T14:05:00.000Z",
      completedAt: null,
    });
    expect(liveStatusOf(booking("in_progress"), job("in_progress"))?.step).toBe("in_progress");
    // The later of the booking's and the job's: a job started while the booking still reads confirmed.
    expect(liveStatusOf(booking("confirmed"), job("in_progress"))?.step).toBe("in_progress");
    // A tap no longer shows once the job is started.
    expect(
      liveStatusOf(booking("in_progress"), job("in_progress", at("2026-12-03T14:05:00.000Z")))?.step,
    ).toBe("in_progress");
    const done = liveStatusOf(booking("completed", at("2026-12-03T21:00:00.000Z")), job("completed"));
    expect(done).toEqual({ step: "completed", onTheWayAt: null, completedAt: "2026-12-03T21:00:00.000Z" });
    expect(completedText(done!.completedAt!)).toBe("Completed on Dec 3, 2026");
    expect(liveStatusOf(booking("cancelled"), job("cancelled"))).toBeNull();
    expect(liveStatusOf(booking("pending"), undefined)).toBeNull();
  });

  it("forgets a tap made before the appointment's day (the booking was moved later)", () => {
    // Dec 2, 11 PM in New York: the day before.
    expect(liveStatusOf(booking("scheduled"), job("assigned", at("2026-12-03T04:00:00.000Z")))?.step).toBe(
      "scheduled",
    );
  });
});
