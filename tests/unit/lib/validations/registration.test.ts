import { fieldProblems } from "@/lib/validations/zod-mini";
import {
  contractorRegistrationSchema,
  REGISTRATION_FIELDS,
  REGISTRATION_MESSAGES as M,
  tooLong,
  type RegistrationProblems,
  type RegistrationValues,
} from "@/lib/validations/registration";

const VALID: RegistrationValues = {
  firstName: "Rosa",
  lastName: "Diaz",
  email: "Rosa.Diaz@Example.com",
  password: "secret123",
  phone: "(215) 555-0199",
  businessName: "",
  licenseNumber: "",
  experienceYears: "6",
  bio: "",
};

/** The schema's verdict as the registration form shows it: each field's first message. */
function problems(values: RegistrationValues): RegistrationProblems {
  const result = contractorRegistrationSchema.safeParse(values);
  return result.success ? {} : fieldProblems<keyof RegistrationProblems>(result.error);
}

const CASES: [string, Partial<RegistrationValues>, RegistrationProblems][] = [
  ["valid", {}, {}],
  [
    "valid, with spaces and the optional texts",
    { firstName: " Rosa ", businessName: " Diaz Painting ", bio: " x " },
    {},
  ],
  [
    "all empty",
    Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, ""])),
    {
      firstName: M.firstNameRequired,
      lastName: M.lastNameRequired,
      email: M.invalidEmail,
      password: M.shortPassword,
      phone: M.phoneRequired,
      experienceYears: M.experienceMin,
    },
  ],
  [
    "blank names",
    { firstName: "   ", lastName: "\t" },
    { firstName: M.firstNameRequired, lastName: M.lastNameRequired },
  ],
  ["names of 80", { firstName: "x".repeat(80), lastName: ` ${"y".repeat(80)} ` }, {}],
  [
    "names of 81",
    { firstName: "x".repeat(81), lastName: "y".repeat(81) },
    { firstName: tooLong(80), lastName: tooLong(80) },
  ],
  ["e-mail without a domain", { email: "rosa@" }, { email: M.invalidEmail }],
  ["e-mail without a dot", { email: "rosa@example" }, { email: M.invalidEmail }],
  ["e-mail with a space", { email: "rosa diaz@example.com" }, { email: M.invalidEmail }],
  ["e-mail with a leading space", { email: " rosa@example.com" }, { email: M.invalidEmail }],
  ["e-mail with a double dot", { email: "rosa..diaz@example.com" }, { email: M.invalidEmail }],
  ["e-mail with an apostrophe and a plus", { email: "o'brien+paint@mail.example.org" }, {}],
  ["e-mail of 254", { email: `${"a".repeat(242)}@example.com` }, {}],
  ["e-mail of 255", { email: `${"a".repeat(243)}@example.com` }, { email: M.invalidEmail }],
  ["password of 5", { password: "12345" }, { password: M.shortPassword }],
  ["password of 6", { password: "123456" }, {}],
  ["password of 200", { password: "p".repeat(200) }, {}],
  ["password of 201", { password: "p".repeat(201) }, { password: tooLong(200) }],
  ["blank phone", { phone: "   " }, { phone: M.phoneRequired }],
  ["phone of 9 digits", { phone: "215-555-019" }, { phone: M.invalidPhone }],
  ["phone of 10 digits in spaces", { phone: " 2 1 5 5 5 5 0 1 9 9 " }, {}],
  ["phone of 40", { phone: "1".repeat(40) }, {}],
  ["phone of 41", { phone: "1".repeat(41) }, { phone: tooLong(40) }],
  ["phone of 41 letters", { phone: "x".repeat(41) }, { phone: tooLong(40) }],
  ["business name of 120", { businessName: "b".repeat(120) }, {}],
  ["business name of 121", { businessName: "b".repeat(121) }, { businessName: tooLong(120) }],
  ["license number of 81", { licenseNumber: "l".repeat(81) }, { licenseNumber: tooLong(80) }],
  ["bio of 2000 and spaces", { bio: ` ${"b".repeat(2000)} ` }, {}],
  ["bio of 2001", { bio: "b".repeat(2001) }, { bio: tooLong(2000) }],
];

/** Years of experience as typed, read the way Number() reads them ("" is 0). */
const YEARS: [string, string | undefined][] = [
  ["", M.experienceMin],
  [" ", M.experienceMin],
  ["0", M.experienceMin],
  ["-0", M.experienceMin],
  ["1", undefined],
  [" 6 ", undefined],
  ["70", undefined],
  ["71", M.experienceRequired],
  ["-1", M.experienceMin],
  ["1.5", M.wholeYears],
  ["0.5", M.wholeYears],
  ["70.5", M.wholeYears],
  ["5.0", undefined],
  ["1e1", undefined],
  ["1e20", M.wholeYears],
  ["9007199254740993", M.wholeYears],
  ["+5", undefined],
  ["0x10", undefined],
  ["abc", M.experienceRequired],
  ["1_0", M.experienceRequired],
  ["Infinity", M.experienceRequired],
  ["-Infinity", M.experienceRequired],
];

describe("the registration schema, which the form and the API share", () => {
  it.each(CASES)("%s: each field's first text", (_, change, expected) => {
    expect(problems({ ...VALID, ...change })).toEqual(expected);
  });

  it.each(YEARS)("experience %j: %s", (experienceYears, expected) => {
    expect(problems({ ...VALID, experienceYears }).experienceYears).toBe(expected);
  });

  it("shows the spec's texts for an empty form", () => {
    const empty = Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, ""])) as RegistrationValues;
    expect(problems(empty)).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email address.",
      password: "Password must be at least 6 characters.",
      phone: "Phone is required",
      // Number("") is 0.
      experienceYears: "At least 1 year of experience",
    });
  });

  it("has a text for each way the years of experience go wrong", () => {
    const years = (experienceYears: string) => problems({ ...VALID, experienceYears }).experienceYears;
    expect(years("abc")).toBe(M.experienceRequired);
    expect(years("2.5")).toBe("Whole years only");
    expect(years("0")).toBe("At least 1 year of experience");
    expect(years("71")).toBe("Enter your years of experience");
    expect(years("70")).toBeUndefined();
  });

  it("gives zod's text for a field past its limit", () => {
    expect(problems({ ...VALID, firstName: "x".repeat(81) }).firstName).toBe(tooLong(80));
    expect(tooLong(80)).toBe("Too big: expected string to have <=80 characters");
  });

  it("turns the entries into what the API stores", () => {
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
      password: "secret123",
      phone: "(215) 555-0199",
      businessName: null,
      licenseNumber: null,
      experienceYears: 6,
      bio: "Rowhomes",
    });
  });
});
