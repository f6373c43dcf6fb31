import { TimeSlot } from "@/lib/generated/prisma/enums";
import {
  ADMIN_SLOT_LABELS,
  basicTime,
  calendarWindow,
  CONTRACTOR_SLOT_LABELS,
  DEFAULT_CALENDAR_WINDOW,
  SCHEDULE_CALENDAR_WINDOW,
  isConsultationSlot,
  slotDefinition,
  slotService,
  TIME_SLOT_LABELS,
  TIME_SLOT_TABLE,
  TIME_SLOTS,
  timeSlotOf,
  type CalendarWindow,
  type TimeSlotId,
} from "@/lib/scheduling/time-slots.shared";

// Written out on purpose: these are the texts and windows of docs/product.md "Time slots".
const EXPECTED: Record<TimeSlotId, [string, string, string, string, CalendarWindow, CalendarWindow]> = {
  morning: [
    "Morning",
    "8:00 AM-12:00 PM",
    "8:00 AM-12:00 PM",
    "Morning (8-12)",
    ["08:00", "12:00"],
    ["08:00", "12:00"],
  ],
  afternoon: [
    "Afternoon",
    "12:00 PM-4:00 PM",
    "12:00 PM-4:00 PM",
    "Afternoon (12-5)",
    ["12:00", "16:00"],
    ["13:00", "17:00"],
  ],
  evening: [
    "Evening",
    "4:00 PM-7:00 PM",
    "4:00 PM-8:00 PM",
    "Evening (5-8)",
    ["16:00", "19:00"],
    ["18:00", "20:00"],
  ],
};

/** "16:00" → "4:00 PM", the way the customer labels write a time. */
function twelveHour(time: string): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

describe("the time slot table", () => {
  it("keeps the database's slots, in the day's order", () => {
    // Both ways, so tsc also fails when the Prisma enum and the table drift apart.
    const fromDatabase: TimeSlotId[] = Object.values(TimeSlot);
    const toDatabase: TimeSlot[] = [...TIME_SLOTS];
    expect(fromDatabase).toEqual(toDatabase);
    expect(Object.keys(TIME_SLOT_TABLE)).toEqual([...TIME_SLOTS]);
    expect(Object.values(TimeSlot)).toEqual([...TIME_SLOTS]);
  });

  it.each(TIME_SLOTS)("holds every audience's text and window for the %s slot", (slot) => {
    const [period, customer, contractor, admin, customerWindow, calendarWindow] = EXPECTED[slot];
    expect(TIME_SLOT_TABLE[slot]).toEqual({
      period,
      paintingJob: slot !== "evening",
      customerLabel: customer,
      customerWindow,
      contractorLabel: contractor,
      adminLabel: admin,
      calendarWindow,
    });
  });

  it("gives the customer's window the hours of the customer's label (the .ics and the e-mail agree)", () => {
    for (const slot of TIME_SLOTS) {
      const { customerLabel, customerWindow } = TIME_SLOT_TABLE[slot];
      expect(customerWindow.map(twelveHour).join("-")).toBe(customerLabel);
    }
  });

  it("builds the per-audience label maps from the table", () => {
    expect(TIME_SLOT_LABELS).toEqual({
      morning: "8:00 AM-12:00 PM",
      afternoon: "12:00 PM-4:00 PM",
      evening: "4:00 PM-7:00 PM",
    });
    expect(CONTRACTOR_SLOT_LABELS).toEqual({
      morning: "8:00 AM-12:00 PM",
      afternoon: "12:00 PM-4:00 PM",
      evening: "4:00 PM-8:00 PM",
    });
    expect(ADMIN_SLOT_LABELS).toEqual({
      morning: "Morning (8-12)",
      afternoon: "Afternoon (12-5)",
      evening: "Evening (5-8)",
    });
  });
});

describe("slot lookups", () => {
  it("names a slot only for the table's own keys", () => {
    expect(timeSlotOf("afternoon")).toBe("afternoon");
    for (const value of ["", null, undefined, "night", "Morning", "constructor", "toString", "__proto__"])
      expect(timeSlotOf(value)).toBeNull();
    expect(slotDefinition("evening")?.adminLabel).toBe("Evening (5-8)");
    expect(slotDefinition("hasOwnProperty")).toBeNull();
  });

  it("lets painting jobs use the morning and afternoon; the evening is a colour consultation", () => {
    expect(TIME_SLOTS.filter((slot) => TIME_SLOT_TABLE[slot].paintingJob)).toEqual(["morning", "afternoon"]);
    expect(isConsultationSlot("evening")).toBe(true);
    expect(isConsultationSlot("morning")).toBe(false);
    expect(isConsultationSlot("afternoon")).toBe(false);
    expect(isConsultationSlot("unknown")).toBe(false);
    expect(isConsultationSlot(null)).toBe(false);
  });

  it("calls a consultation slot a Color Consultation and anything else a Painting Job", () => {
    expect(slotService("evening")).toBe("Color Consultation");
    expect(slotService("morning")).toBe("Painting Job");
    expect(slotService("afternoon")).toBe("Painting Job");
    expect(slotService(undefined)).toBe("Painting Job");
    expect(slotService("night")).toBe("Painting Job");
  });

  it("writes a window's time the calendar way", () => {
    expect(basicTime("08:00")).toBe("080000");
    expect(basicTime("19:00")).toBe("190000");
  });
});

describe("the painter's event windows", () => {
  it("take a known slot's window from the table, and for an unknown slot the window of where the link is", () => {
    for (const slot of TIME_SLOTS) expect(calendarWindow(slot)).toBe(TIME_SLOT_TABLE[slot].calendarWindow);
    expect(calendarWindow(null)).toEqual(["08:00", "17:00"]);
    expect(DEFAULT_CALENDAR_WINDOW).toEqual(["08:00", "17:00"]);
    expect(calendarWindow("lost", SCHEDULE_CALENDAR_WINDOW)).toEqual(["08:00", "16:00"]);
  });
});
