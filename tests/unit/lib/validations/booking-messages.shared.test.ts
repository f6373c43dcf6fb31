import { z } from "zod";
import { parseId } from "@/lib/http/ids";
import * as server from "@/lib/validations/booking.shared";
import {
  BOOKING_ID_PATTERN,
  BOOKING_MESSAGES,
  LOOKUP_EMAIL_MAX,
  NOTES_MAX,
  bookingLookupProblem,
} from "@/lib/validations/booking-messages.shared";
import { adminBookingUpdateSchema } from "@/lib/validations/admin.shared";
import { jobStatusUpdateSchema } from "@/lib/validations/contractor";

const IDS = [
  "0b7e4f5c-2d1a-4c3b-9e8f-7a6b5c4d3e2f",
  "0B7E4F5C-2D1A-4C3B-9E8F-7A6B5C4D3E2F",
  "0b7e4f5c-2d1a-7c3b-9e8f-7a6b5c4d3e2f",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "0b7e4f5c-2d1a-9c3b-9e8f-7a6b5c4d3e2f",
  "0b7e4f5c-2d1a-4c3b-7e8f-7a6b5c4d3e2f",
  "0b7e4f5c2d1a4c3b9e8f7a6b5c4d3e2f",
  "0b7e4f5c-2d1a-4c3b-9e8f-7a6b5c4d3e2",
  "0b7e4f5c-2d1a-4c3b-9e8f-7a6b5c4d3e2fa",
  "{0b7e4f5c-2d1a-4c3b-9e8f-7a6b5c4d3e2f}",
  "g b7e4f5c-2d1a-4c3b-9e8f-7a6b5c4d3e2f",
  "not-a-booking-id",
  "12345",
];

const serverAccepts = (id: string) => {
  try {
    parseId(id, BOOKING_MESSAGES.invalidId);
    return true;
  } catch {
    return false;
  }
};

describe("booking rules: the look-up form's check agrees with the API", () => {
  it("is zod's own UUID pattern", () => {
    expect(BOOKING_ID_PATTERN.source).toBe(z.regexes.uuid().source);
  });

  it.each(IDS)("booking ID %j: refused by both or by neither, as 'Invalid booking ID'", (id) => {
    const browser = bookingLookupProblem({ bookingId: id, email: "emily.carter@example.com" });
    expect(browser === null).toBe(serverAccepts(id));
    if (browser !== null) expect(browser).toBe(BOOKING_MESSAGES.invalidId);
  });

  it("asks for both fields first, blank or spaces alike, and trims the ID as the form sends it", () => {
    const id = IDS[0]!;
    for (const [bookingId, email] of <[string, string][]>[
      ["", ""],
      [id, ""],
      [id, "   "],
      ["", "emily.carter@example.com"],
      ["  ", "emily.carter@example.com"],
      ["  ", ""],
    ])
      expect(bookingLookupProblem({ bookingId, email })).toBe("Booking ID and email are required");
    expect(bookingLookupProblem({ bookingId: ` ${id} `, email: " emily.carter@example.com " })).toBeNull();
    expect(bookingLookupProblem({ bookingId: "nope", email: "x" })).toBe("Invalid booking ID");
  });

  it("gives the server the same texts and e-mail limit", () => {
    expect(server.BOOKING_MESSAGES).toBe(BOOKING_MESSAGES);
    const long = `${"a".repeat(LOOKUP_EMAIL_MAX - "@example.com".length)}@example.com`;
    expect(server.lookupBookingSchema.safeParse({ email: long }).success).toBe(true);
    expect(server.lookupBookingSchema.safeParse({ email: `a${long}` }).success).toBe(false);
  });

  it("keeps the spec's texts (§8)", () => {
    expect(BOOKING_MESSAGES).toMatchObject({
      notFound: "Booking Not Found",
      notFoundText: "Please check your booking ID and email address",
      required: "Booking ID and email are required",
      cancelled: "Booking Cancelled",
      cancelFailed: "Cancellation Failed",
      cancelFailedText: "Unable to cancel booking",
      invalidLink: "Invalid Link",
      invalidLinkText: "This cancellation link is invalid or expired.",
    });
  });
});

describe("notes: the forms' limit is the API's", () => {
  it("lets NOTES_MAX characters through both notes schemas and refuses one more", () => {
    const notes = (n: number) => "n".repeat(n);
    for (const schema of [adminBookingUpdateSchema, jobStatusUpdateSchema.pick({ notes: true })]) {
      expect(schema.safeParse({ notes: notes(NOTES_MAX) }).success).toBe(true);
      expect(schema.safeParse({ notes: notes(NOTES_MAX + 1) }).success).toBe(false);
    }
    expect(server.NOTES_MAX).toBe(NOTES_MAX);
  });
});
