/** @jest-environment node */
import { createEvent } from "ics";
import { formatSingleEvent } from "@/lib/email/ics-format";
import { productId, slotEventAttributes, type SlotEvent } from "@/lib/email/ics";
import { TIME_SLOT_TABLE } from "@/lib/scheduling/time-slots.shared";

const now = new Date("2027-01-01T12:34:56.789Z");

const event: SlotEvent = {
  uid: "4f1c2a9e-0b7d-4c55-9e43-0d6f6c1b2a77",
  date: "2027-03-04",
  window: TIME_SLOT_TABLE.morning.customerWindow,
  days: 1,
  summary: "BrushWise: Interior painting",
  description: "Booking 4f1c2a9e-0b7d-4c55-9e43-0d6f6c1b2a77. Manage it at https://brushwise.example/manage",
  location: "2116 Spruce St, Philadelphia, PA 19103",
};

const attributes = (e: SlotEvent, method = "PUBLISH") => ({
  productId: productId("Bookings"),
  method,
  ...slotEventAttributes(e, now),
});

/** What the library writes for the same attributes (it validates, then formats). */
function library(a: ReturnType<typeof attributes>): string {
  const { error, value } = createEvent(a);
  if (error || !value) throw error ?? new Error("no value");
  return value;
}

const long = "Apt 4B; rear entrance, ring twice \\ then call. ".repeat(6);

describe("formatSingleEvent: the library's bytes without its validation", () => {
  it.each([
    ["a one-day job", event, "PUBLISH"],
    [
      "a three-day job (daily RRULE) with a sequence and LAST-MODIFIED",
      { ...event, days: 3, sequence: 4, lastModified: new Date("2027-02-01T08:00:00Z") },
      "PUBLISH",
    ],
    ["a cancellation", { ...event, cancelled: true, sequence: 1 }, "CANCEL"],
    [
      "long texts with ; , and \\ that fold over several lines",
      { ...event, location: long, description: long, summary: long },
      "PUBLISH",
    ],
    [
      "new lines in customer text",
      { ...event, location: "Apt 2\nSTATUS:CANCELLED\r\nEND:VEVENT" },
      "PUBLISH",
    ],
    [
      "Spanish accents",
      {
        ...event,
        summary: "BrushWise: Pintura de interiores — mañana",
        location: "Calle Año Nuevo 5, Filadelfia",
      },
      "PUBLISH",
    ],
    [
      "a line exactly 75 and 76 characters long",
      {
        ...event,
        location: "x".repeat(75 - "LOCATION:".length),
        description: "y".repeat(76 - "DESCRIPTION:".length),
      },
      "PUBLISH",
    ],
  ] as const)("%s", (_name, e, method) => {
    const a = attributes(e as SlotEvent, method);
    expect(formatSingleEvent(a)).toBe(library(a));
  });

  it("declines what its folding cannot count as the library does, and what it does not know", () => {
    expect(formatSingleEvent(attributes({ ...event, location: "Casa 🏠 5" }))).toBeNull();
    expect(formatSingleEvent(attributes({ ...event, summary: "Cafe\u0301" }))).toBeNull();
    expect(formatSingleEvent(attributes({ ...event, description: "" }))).toBeNull();
    expect(formatSingleEvent({ ...attributes(event), url: "https://example.com" })).toBeNull();
    expect(formatSingleEvent({ ...attributes(event), start: [2027, 3, 4] })).toBeNull();
  });
});
