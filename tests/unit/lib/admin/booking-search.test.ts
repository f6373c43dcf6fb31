/**
 * @jest-environment node
 */
import { bookingSearchFor } from "@/lib/admin/booking-search";

const ID = "0B8F5A57-3C2E-4F7E-9A51-6F8F3F2B9C10";

describe("what the back-office search box means", () => {
  it("reads a full UUID as an id, lower-cased", () => {
    expect(bookingSearchFor(ID)).toEqual({ kind: "id", id: ID.toLowerCase() });
  });

  it("reads anything with @ as an e-mail", () => {
    expect(bookingSearchFor("zelda@")).toEqual({ kind: "email", text: "zelda@" });
    expect(bookingSearchFor("@brushmail.test")).toEqual({ kind: "email", text: "@brushmail.test" });
  });

  it("reads phone-looking text as its digits, whatever the punctuation", () => {
    for (const q of ["(215) 555-0142", "215.555.0142", "215 555 0142", "2155550142", "+1 215-555-0142"]) {
      expect(bookingSearchFor(q)).toEqual({ kind: "phone", digits: "2155550142" });
    }
    expect(bookingSearchFor("0142")).toEqual({ kind: "phone", digits: "0142" });
    expect(bookingSearchFor("555-01")).toEqual({ kind: "phone", digits: "55501" });
  });

  it("reads everything else as a name or an address", () => {
    expect(bookingSearchFor("Zelda")).toEqual({ kind: "text", text: "Zelda" });
    expect(bookingSearchFor("77 Larchwood")).toEqual({ kind: "text", text: "77 Larchwood" });
    // Too few digits for a phone: a house number, say.
    expect(bookingSearchFor("123")).toEqual({ kind: "text", text: "123" });
    expect(bookingSearchFor("1-2-3")).toEqual({ kind: "text", text: "1-2-3" });
    // A UUID-like string that is not a whole UUID is text.
    expect(bookingSearchFor(ID.slice(0, 8))).toEqual({ kind: "text", text: ID.slice(0, 8) });
  });
});
