import { CONTRACTOR_MESSAGES } from "@/lib/validations/contractor-messages";
import {
  ADMIN_PASSWORD_REQUIRED,
  adminLoginSchema,
  contractorLoginSchema,
  signInLinkRequestSchema,
} from "@/lib/validations/login";
import { fieldProblems } from "@/lib/validations/zod-mini";

/** zod's own e-mail pattern decides; each case: whether it is accepted. */
const EMAILS: [string, boolean][] = [
  ["marco@example.com", true],
  ["Marco.Rossi@Example.com", true],
  ["o'brien+paint@mail.example.org", true],
  ["marco@", false],
  ["marco@example", false],
  ["@example.com", false],
  ["marco..rossi@example.com", false],
  ["marco rossi@example.com", false],
  ["marco@-example.com", false],
  ["marco@example.c", false],
  ["", false],
];

const contractorProblems = (email: string, password: string) => {
  const result = contractorLoginSchema.safeParse({ email, password });
  return result.success ? {} : fieldProblems(result.error);
};

describe("the sign-in schemas, which the login forms and the API share", () => {
  it.each(EMAILS)("contractor e-mail %j: accepted %s, else the spec's text", (email, accepted) => {
    expect(contractorProblems(email, "painter123")).toEqual(
      accepted ? {} : { email: CONTRACTOR_MESSAGES.invalidEmail },
    );
    const link = signInLinkRequestSchema.safeParse({ email });
    expect(link.success).toBe(accepted);
    if (!link.success) expect(link.error.issues[0]!.message).toBe(CONTRACTOR_MESSAGES.invalidEmail);
  });

  it("lower-cases the e-mail as it reads it", () => {
    expect(contractorLoginSchema.parse({ email: "Marco.Rossi@Example.com", password: "painter123" })).toEqual(
      {
        email: "marco.rossi@example.com",
        password: "painter123",
      },
    );
    expect(signInLinkRequestSchema.parse({ email: "Marco@Example.com" })).toEqual({
      email: "marco@example.com",
    });
  });

  it("refuses an e-mail past 254 characters as invalid", () => {
    expect(contractorProblems(`${"a".repeat(242)}@example.com`, "painter123")).toEqual({});
    expect(contractorProblems(`${"a".repeat(243)}@example.com`, "painter123")).toEqual({
      email: CONTRACTOR_MESSAGES.invalidEmail,
    });
  });

  it.each<[string, string | undefined]>([
    ["", CONTRACTOR_MESSAGES.shortPassword],
    ["12345", CONTRACTOR_MESSAGES.shortPassword],
    ["123456", undefined],
    ["painter123", undefined],
    ["p".repeat(200), undefined],
    ["p".repeat(201), "Too big: expected string to have <=200 characters"],
  ])("contractor password %j: %s", (password, expected) => {
    expect(contractorProblems("marco@example.com", password).password).toBe(expected);
  });

  it.each<[string, string | undefined]>([
    ["", ADMIN_PASSWORD_REQUIRED],
    ["x", undefined],
    ["test-admin-password", undefined],
    ["p".repeat(500), undefined],
    ["p".repeat(501), "Too big: expected string to have <=500 characters"],
  ])("admin password %j: %s", (password, expected) => {
    const result = adminLoginSchema.safeParse({ username: "admin", password });
    expect(result.success ? undefined : fieldProblems(result.error).password).toBe(expected);
  });

  it("knows one admin, who need not be named", () => {
    expect(adminLoginSchema.parse({ password: "x" })).toEqual({ username: "admin", password: "x" });
    const other = adminLoginSchema.safeParse({ username: "root", password: "x" });
    expect(other.success ? null : other.error.issues[0]!.message).toBe("Unknown user");
  });
});
