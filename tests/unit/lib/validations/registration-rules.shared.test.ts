import { z } from "zod";
import { contractorRegistrationSchema } from "@/lib/validations/contractor";
import { EMAIL_PATTERN } from "@/lib/validations/login-rules.shared";
import {
  REGISTRATION_FIELDS,
  REGISTRATION_MESSAGES,
  registrationProblems,
  tooLong,
  type RegistrationProblems,
  type RegistrationValues,
} from "@/lib/validations/registration-rules.shared";

const VALID: RegistrationValues = {
  firstName: "Rosa",
  lastName: "Diaz",
  email: "Rosa.Diaz@Example.com",
  password: "velvet-otter-climbs",
  phone: "(215) 555-0199",
  businessName: "",
  licenseNumber: "",
  experienceYears: "6",
  bio: "",
};

/** The schema's verdict as the form showed it: each field's first message. */
function serverProblems(values: RegistrationValues): RegistrationProblems {
  const result = contractorRegistrationSchema.safeParse(values);
  const problems: RegistrationProblems = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof RegistrationProblems;
    problems[field] ??= issue.message;
  }
  return problems;
}

const CASES: [string, Partial<RegistrationValues>][] = [
  ["valid", {}],
  [
    "valid, with spaces and the optional texts",
    { firstName: " Rosa ", businessName: " Diaz Painting ", bio: " x " },
  ],
  ["all empty", Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, ""]))],
  ["blank names", { firstName: "   ", lastName: "\t" }],
  ["names of 80", { firstName: "x".repeat(80), lastName: ` ${"y".repeat(80)} ` }],
  ["names of 81", { firstName: "x".repeat(81), lastName: "y".repeat(81) }],
  ["e-mail without a domain", { email: "rosa@" }],
  ["e-mail without a dot", { email: "rosa@example" }],
  ["e-mail with a space", { email: "rosa diaz@example.com" }],
  ["e-mail with a leading space", { email: " rosa@example.com" }],
  ["e-mail with a double dot", { email: "rosa..diaz@example.com" }],
  ["e-mail with an apostrophe and a plus", { email: "o'brien+paint@mail.example.org" }],
  ["e-mail of 254", { email: `${"a".repeat(242)}@example.com` }],
  ["e-mail of 255", { email: `${"a".repeat(243)}@example.com` }],
  ["password of 5", { password: "12345" }],
  ["password of 6", { password: "123456" }],
  ["password of 11", { password: "x".repeat(11) }],
  ["password of 12", { password: "x".repeat(12) }],
  ["password of 200", { password: "p".repeat(200) }],
  ["password of 201", { password: "p".repeat(201) }],
  ["blank phone", { phone: "   " }],
  ["phone of 9 digits", { phone: "215-555-019" }],
  ["phone of 10 digits in spaces", { phone: " 2 1 5 5 5 5 0 1 9 9 " }],
  ["phone of 40", { phone: "1".repeat(40) }],
  ["phone of 41", { phone: "1".repeat(41) }],
  ["phone of 41 letters", { phone: "x".repeat(41) }],
  ["business name of 120", { businessName: "b".repeat(120) }],
  ["business name of 121", { businessName: "b".repeat(121) }],
  ["license number of 81", { licenseNumber: "l".repeat(81) }],
  ["bio of 2000 and spaces", { bio: ` ${"b".repeat(2000)} ` }],
  ["bio of 2001", { bio: "b".repeat(2001) }],
  ...(
    [
      "",
      " ",
      "0",
      "-0",
      "1",
      " 6 ",
      "70",
      "71",
      "-1",
      "1.5",
      "0.5",
      "70.5",
      "5.0",
      "1e1",
      "1e20",
      "9007199254740993",
      "+5",
      "0x10",
      "abc",
      "1_0",
      "Infinity",
      "-Infinity",
    ] as const
  ).map((years): [string, Partial<RegistrationValues>] => [
    `experience ${JSON.stringify(years)}`,
    { experienceYears: years },
  ]),
];

describe("registration rules: the browser's check agrees with the API's schema", () => {
  it("uses zod's own e-mail pattern", () => {
    for (const [, { email }] of CASES)
      if (email !== undefined)
        expect([email, EMAIL_PATTERN.test(email)]).toEqual([email, z.regexes.email.test(email)]);
  });

  it.each(CASES)("%s: same verdict and the same text, field by field", (_, change) => {
    const values = { ...VALID, ...change };
    expect(registrationProblems(values)).toEqual(serverProblems(values));
  });

  it("shows the spec's texts for an empty form, as the schema does", () => {
    const empty = Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, ""])) as RegistrationValues;
    expect(registrationProblems(empty)).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email address.",
      password: "Use at least 12 characters.",
      phone: "Phone is required",
      // z.coerce.number reads "" as 0.
      experienceYears: "At least 1 year of experience",
    });
  });

  it("has a text for each way the years of experience go wrong", () => {
    const years = (experienceYears: string) =>
      registrationProblems({ ...VALID, experienceYears }).experienceYears;
    expect(years("abc")).toBe(REGISTRATION_MESSAGES.experienceRequired);
    expect(years("2.5")).toBe("Whole years only");
    expect(years("0")).toBe("At least 1 year of experience");
    expect(years("71")).toBe("Enter your years of experience");
    expect(years("70")).toBeUndefined();
  });

  it("gives zod's text for a field past its limit", () => {
    expect(registrationProblems({ ...VALID, firstName: "x".repeat(81) }).firstName).toBe(tooLong(80));
    expect(tooLong(80)).toBe("Too big: expected string to have <=80 characters");
  });

  it("still turns the entries into what the API stores", () => {
    expect(
      contractorRegistrationSchema.parse({
        ...VALID,
        firstName: " Rosa ",
        businessName: "  ",
        bio: " Rowhomes ",
      }),
    ).toEqual({
      firstName: "Rosa",
      lastName: "Diaz",
      email: "rosa.diaz@example.com",
      password: "velvet-otter-climbs",
      phone: "(215) 555-0199",
      businessName: null,
      licenseNumber: null,
      experienceYears: 6,
      bio: "Rowhomes",
    });
  });
});
