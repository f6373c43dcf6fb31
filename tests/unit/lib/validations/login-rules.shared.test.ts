import { z } from "zod";
import { adminLoginSchema } from "@/lib/validations/admin.shared";
import { contractorLoginSchema } from "@/lib/validations/contractor";
import { CONTRACTOR_MESSAGES } from "@/lib/validations/contractor-messages.shared";
import {
  adminLoginProblems,
  contractorLoginProblems,
  EMAIL_PATTERN,
} from "@/lib/validations/login-rules.shared";

const EMAILS = [
  "marco@example.com",
  "Marco.Rossi@Example.com",
  "o'brien+paint@mail.example.org",
  "marco@",
  "marco@example",
  "@example.com",
  "marco..rossi@example.com",
  "marco rossi@example.com",
  "marco@-example.com",
  "marco@example.c",
  "",
];

describe("login rules: the browser's check agrees with the API's schema", () => {
  it("matches what zod's own e-mail pattern matches", () => {
    for (const email of EMAILS)
      expect([email, EMAIL_PATTERN.test(email)]).toEqual([email, z.regexes.email.test(email)]);
  });

  it.each(EMAILS)("contractor e-mail %j: refused by both or by neither", (email) => {
    const password = "painter123";
    const server = contractorLoginSchema.safeParse({ email, password });
    const browser = contractorLoginProblems({ email, password });
    expect(browser.email === undefined).toBe(server.success);
    if (!server.success) {
      expect(browser.email).toBe(CONTRACTOR_MESSAGES.invalidEmail);
      expect(server.error.issues[0]!.message).toBe(CONTRACTOR_MESSAGES.invalidEmail);
    }
  });

  it.each(["", "12345", "123456", "painter123"])(
    "contractor password %j: same verdict, the spec's text",
    (password) => {
      const server = contractorLoginSchema.safeParse({ email: "marco@example.com", password });
      const browser = contractorLoginProblems({ email: "marco@example.com", password });
      expect(browser.password === undefined).toBe(server.success);
      if (!server.success) expect(browser.password).toBe(server.error.issues[0]!.message);
    },
  );

  it.each(["", "x", "test-admin-password"])("admin password %j: same verdict, same text", (password) => {
    const server = adminLoginSchema.safeParse({ username: "admin", password });
    const browser = adminLoginProblems({ password });
    expect(browser.password === undefined).toBe(server.success);
    if (!server.success) expect(browser.password).toBe(server.error.issues[0]!.message);
  });
});
