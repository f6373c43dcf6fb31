/** @jest-environment node */
import { emailKey } from "@/lib/security/rate-limit";

describe("emailKey: what a per-e-mail budget counts against", () => {
  it("is one mailbox however it is written: case, spaces and +tags", () => {
    for (const written of [
      "victim@example.com",
      " Victim@Example.COM ",
      "victim+1@example.com",
      "VICTIM+anything.at.all@example.com",
    ])
      expect(emailKey(written)).toBe("victim@example.com");
  });

  it("drops the dots Gmail ignores, and reads googlemail.com as gmail.com", () => {
    for (const written of ["jane.doe@gmail.com", "j.a.n.e.d.o.e+x@gmail.com", "janedoe@googlemail.com"])
      expect(emailKey(written)).toBe("janedoe@gmail.com");
  });

  it("keeps dots where they make other mailboxes, and tells mailboxes apart", () => {
    expect(emailKey("jane.doe@example.com")).toBe("jane.doe@example.com");
    expect(emailKey("jane@example.com")).not.toBe(emailKey("john@example.com"));
  });

  it("leaves what is not an address as it is, and non-strings empty", () => {
    expect(emailKey("+@example.com")).toBe("+@example.com");
    expect(emailKey("no-at-sign")).toBe("no-at-sign");
    expect(emailKey(undefined)).toBe("");
  });
});
