import {
  adminStatusChoices,
  BOOKING_STATES,
  BOOKING_STATUSES,
  bookingStatusesWhere,
  customerMayChange,
  holdsSlots,
  JOB_STATES,
  JOB_STATUSES,
  jobGroup,
  jobStatusesIn,
  jobStatusesWhere,
  mayMoveBooking,
  mayMoveJob,
  type Actor,
  type BookingStatus,
} from "@/lib/bookings/states.shared";
import {
  BOOKING_STATUS_FOR_JOB,
  isOnSite,
  JOB_STATUS_FOR_BOOKING,
  jobStampsOnTheWay,
  nextAction,
} from "@/lib/bookings/lifecycle.shared";

const ACTORS: Actor[] = ["customer", "painter", "admin", "system"];

describe("the booking states", () => {
  it("lists every status in the order a booking lives through them", () => {
    expect(BOOKING_STATUSES).toEqual([
      "pending",
      "scheduled",
      "confirmed",
      "in_progress",
      "completed",
      "cancelled",
    ]);
    expect(JOB_STATUSES).toEqual([
      "assigned",
      "acknowledged",
      "in_progress",
      "completed",
      "rejected",
      "cancelled",
    ]);
  });

  it("says which bookings hold the calendar, which are upcoming and which the customer may change", () => {
    expect(bookingStatusesWhere("live")).toEqual(["pending", "scheduled", "confirmed", "in_progress"]);
    expect(bookingStatusesWhere("live", false)).toEqual(["completed", "cancelled"]);
    expect(bookingStatusesWhere("upcoming")).toEqual(["scheduled", "confirmed"]);
    expect(bookingStatusesWhere("customerMayChange")).toEqual(["scheduled"]);
    expect(customerMayChange("scheduled")).toBe(true);
    expect(customerMayChange("confirmed")).toBe(false);
    expect(customerMayChange("lost")).toBe(false);
    expect(jobStatusesWhere("live")).toEqual(["assigned", "acknowledged", "in_progress"]);
    expect(jobStatusesWhere("earns", false)).toEqual(["rejected", "cancelled"]);
  });

  it("lets the customer cancel a scheduled booking and confirm a hold (lib/bookings/holds.ts), nothing else", () => {
    for (const from of BOOKING_STATUSES)
      for (const to of BOOKING_STATUSES)
        expect(mayMoveBooking("customer", from, to)).toBe(
          (from === "scheduled" && to === "cancelled") || (from === "pending" && to === "scheduled"),
        );
  });

  it("gives the back office forward moves, cancelling, reopening a completed job and reinstating a cancelled one", () => {
    const admin = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, BOOKING_STATES[s].moves.admin]));
    expect(admin).toEqual({
      pending: ["scheduled", "confirmed", "cancelled"],
      scheduled: ["confirmed", "in_progress", "completed", "cancelled"],
      confirmed: ["in_progress", "completed", "cancelled"],
      in_progress: ["completed", "cancelled"],
      completed: ["in_progress", "cancelled"],
      cancelled: ["scheduled"],
    });
    // Nothing enters pending, and a live booking never goes back.
    for (const from of BOOKING_STATUSES) expect(mayMoveBooking("admin", from, "pending")).toBe(false);
    expect(mayMoveBooking("admin", "confirmed", "scheduled")).toBe(false);
    expect(mayMoveBooking("admin", "in_progress", "confirmed")).toBe(false);
    expect(mayMoveBooking("admin", "cancelled", "confirmed")).toBe(false);
    expect(adminStatusChoices("completed")).toEqual(["completed", "in_progress", "cancelled"]);
    expect(adminStatusChoices("cancelled")).toEqual(["cancelled", "scheduled"]);
  });

  it("gives the painter one move per live job, and the booking moves their job drags along", () => {
    for (const from of JOB_STATUSES) {
      const next = nextAction(from);
      expect(JOB_STATES[from].moves.painter).toEqual(next ? [next.status] : []);
    }
    expect(mayMoveJob("painter", "assigned", "acknowledged")).toBe(true);
    expect(mayMoveJob("painter", "assigned", "completed")).toBe(false);
    // Every painter's job move takes the booking somewhere the painter may move it.
    for (const from of ["pending", "scheduled", "confirmed"] as BookingStatus[])
      for (const to of BOOKING_STATES[from].moves.painter)
        expect(Object.values(BOOKING_STATUS_FOR_JOB)).toContain(to);
    expect(BOOKING_STATES.completed.moves.painter).toEqual([]);
    expect(BOOKING_STATES.cancelled.moves.painter).toEqual([]);
  });

  it("lets a customer's reschedule end a live job only (the painter changed), and the system only release a hold", () => {
    for (const from of JOB_STATUSES)
      expect(JOB_STATES[from].moves.customer).toEqual(JOB_STATES[from].live ? ["cancelled"] : []);
    for (const s of BOOKING_STATUSES)
      expect(BOOKING_STATES[s].moves.system).toEqual(s === "pending" ? ["cancelled"] : []);
    for (const s of JOB_STATUSES) expect(JOB_STATES[s].moves.system).toEqual([]);
  });

  it("never offers a move to the same status or out of the enum", () => {
    for (const actor of ACTORS) {
      for (const s of BOOKING_STATUSES) {
        expect(BOOKING_STATES[s].moves[actor]).not.toContain(s);
        for (const to of BOOKING_STATES[s].moves[actor]) expect(BOOKING_STATUSES).toContain(to);
      }
      for (const s of JOB_STATUSES) expect(JOB_STATES[s].moves[actor]).not.toContain(s);
    }
  });

  it("moves the live job with its booking into the job status the booking implies", () => {
    expect(JOB_STATUS_FOR_BOOKING).toEqual({
      confirmed: "acknowledged",
      in_progress: "in_progress",
      completed: "completed",
      cancelled: "cancelled",
    });
  });

  it("frees the painter's slots on a cancellation only; every other status keeps them", () => {
    expect(bookingStatusesWhere("freesSlots")).toEqual(["cancelled"]);
    expect(BOOKING_STATUSES.filter(holdsSlots)).toEqual([
      "pending",
      "scheduled",
      "confirmed",
      "in_progress",
      "completed",
    ]);
    expect(holdsSlots("lost")).toBe(false);
  });

  it("announces a cancellation and a completion, and no other move", () => {
    const announced = BOOKING_STATUSES.flatMap((s) => {
      const row = BOOKING_STATES[s];
      return "announce" in row ? [[s, row.announce]] : [];
    });
    expect(announced).toEqual([
      ["completed", "completion"],
      ["cancelled", "cancellation"],
    ]);
  });
});

describe("the job states", () => {
  it("count each job on one of the painter's summary cards, or none (rejected, cancelled)", () => {
    expect(jobStatusesIn("pending")).toEqual(["assigned"]);
    expect(jobStatusesIn("active")).toEqual(["acknowledged", "in_progress"]);
    expect(jobStatusesIn("completed")).toEqual(["completed"]);
    expect(jobGroup("rejected")).toBeNull();
    expect(jobGroup("cancelled")).toBeNull();
    expect(jobGroup("lost")).toBeNull();
  });

  it("give each status its badge colours (docs/product.md §4), a cancelled job grey", () => {
    expect(Object.fromEntries(JOB_STATUSES.map((s) => [s, JOB_STATES[s].badge]))).toEqual({
      assigned: "border-yellow-300 bg-yellow-100 text-yellow-900",
      acknowledged: "border-blue-300 bg-blue-100 text-blue-900",
      in_progress: "border-orange-300 bg-orange-100 text-orange-900",
      completed: "border-green-300 bg-green-100 text-green-900",
      rejected: "border-red-300 bg-red-100 text-red-900",
      cancelled: "border-gray-300 bg-gray-100 text-gray-800",
    });
  });

  it("put the painter on site in progress and once completed: the moves that wait for the day", () => {
    expect(jobStatusesWhere("onSite")).toEqual(["in_progress", "completed"]);
    expect(isOnSite("acknowledged")).toBe(false);
    expect(isOnSite(undefined)).toBe(false);
  });

  it("stamp a finished history with every move on the painter's way to its status", () => {
    const at = {
      acknowledgedAt: new Date("2026-01-01T10:00:00Z"),
      startedAt: new Date("2026-01-05T13:00:00Z"),
      completedAt: new Date("2026-01-06T22:00:00Z"),
    };
    expect(jobStampsOnTheWay("assigned", at)).toEqual({});
    expect(jobStampsOnTheWay("acknowledged", at)).toEqual({ acknowledgedAt: at.acknowledgedAt });
    expect(jobStampsOnTheWay("in_progress", at)).toEqual({
      acknowledgedAt: at.acknowledgedAt,
      startedAt: at.startedAt,
    });
    expect(jobStampsOnTheWay("completed", at)).toEqual(at);
    expect(jobStampsOnTheWay("rejected", at)).toEqual({});
    expect(jobStampsOnTheWay("cancelled", at)).toEqual({});
  });
});
