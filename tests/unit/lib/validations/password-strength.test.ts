import { contractorLoginSchema, contractorRegistrationSchema } from "@/lib/validations/contractor";
import { CONTRACTOR_MESSAGES } from "@/lib/validations/contractor-messages.shared";
import { contractorLoginProblems } from "@/lib/validations/login-rules.shared";
import {
  NEW_PASSWORD_LIMITS,
  NEW_PASSWORD_MESSAGES as M,
  newPasswordLengthProblem,
  serverFieldProblem,
} from "@/lib/validations/password-rules.shared";
import {
  assertStrongPassword,
  newPasswordProblem,
  ownerWords,
  withoutOwnerWords,
} from "@/lib/validations/password-strength";
import { registrationProblems } from "@/lib/validations/registration-rules.shared";

const MARCO = {
  firstName: "Marco",
  lastName: "Rossi",
  email: "marco.rossi@example.com",
  businessName: "Rossi Fine Finishes",
};

/** Not common, not a pattern, nobody's name: what the rule must let through. */
const STRONG = "Tangerine-Ladder-Ceiling-47";

describe("the new-password rule (at least 12 characters, not easy to guess)", () => {
  it("asks for 12 characters: 11 are refused however random, 12 random ones are fine", async () => {
    expect(await newPasswordProblem("Kj8#mQ2x!pL", MARCO)).toBe("Use at least 12 characters.");
    expect(await newPasswordProblem("Kj8#mQ2x!pLz", MARCO)).toBeUndefined();
    expect(await newPasswordProblem("", MARCO)).toBe(M.tooShort);
    expect(newPasswordLengthProblem("aaaaaa")).toBe(M.tooShort);
  });

  it("refuses what is past the login's maximum (200), so every password set can be typed to sign in", async () => {
    expect(NEW_PASSWORD_LIMITS.max).toBe(200);
    const long = `${STRONG} `.repeat(8).slice(0, 201);
    expect(await newPasswordProblem(long)).toBe("Too big: expected string to have <=200 characters");
    expect(await newPasswordProblem(long.slice(0, 200))).toBeUndefined();
  });

  it('refuses repeated characters: "aaaaaaaaaaaa"', async () => {
    expect(await newPasswordProblem("aaaaaaaaaaaa")).toBe(
      'Repeated characters like "aaa" are easy to guess. Try a few unrelated words instead.',
    );
  });

  it.each(["password1234", "Password123!", "iloveyou2024"])("refuses the common %j", async (password) => {
    expect(await newPasswordProblem(password, MARCO)).toBe(
      "This password is too common. Try a few unrelated words instead.",
    );
  });

  it("refuses keyboard patterns and sequences with their own reason", async () => {
    expect(await newPasswordProblem("zxcvbnm,./;'")).toBe(M.keyboard);
    expect(await newPasswordProblem("abcdefghijklmnop")).toBe(M.sequence);
  });

  it("refuses a password built from the person's name, which zxcvbn alone would let through", async () => {
    // Scored 3 without the owner's words: only "2026!" is left once the name is known.
    expect(await newPasswordProblem("MarcoRossi2026!")).toBeUndefined();
    expect(await newPasswordProblem("MarcoRossi2026!", MARCO)).toBe(
      "Don't build your password from your name or e-mail address.",
    );
    expect(await newPasswordProblem("rossimarco1987", MARCO)).toBe(M.personal);
    expect(await newPasswordProblem("Finishes-Rossi-99", MARCO)).toBe(M.personal);
  });

  it("refuses a password built from the e-mail address", async () => {
    expect(await newPasswordProblem("marco.rossi@example.com", MARCO)).toBe(M.personal);
    expect(await newPasswordProblem("marco.rossi1!", MARCO)).toBe(M.personal);
    const jo = { firstName: "Jo", lastName: "Ng", email: "paintpro.jng@example.com" };
    expect(await newPasswordProblem("paintpro.jng2026", jo)).toBe(M.personal);
    expect(await newPasswordProblem("paintpro.jng2026")).toBeUndefined();
  });

  it("accepts a passphrase, even one with the name in it when the rest is strong on its own", async () => {
    expect(await newPasswordProblem(STRONG, MARCO)).toBeUndefined();
    expect(await newPasswordProblem("velvet otter climbs quietly", MARCO)).toBeUndefined();
    expect(await newPasswordProblem("Rossi-Tangerine-Ladder-Ceiling", MARCO)).toBeUndefined();
  });

  it("takes the person's words from the names, the e-mail and its pieces, and the business name", () => {
    expect(ownerWords(MARCO).sort()).toEqual(
      [
        "marco",
        "rossi",
        "rossi fine finishes",
        "fine",
        "finishes",
        "marco.rossi@example.com",
        "marco.rossi",
        "example",
      ].sort(),
    );
    expect(ownerWords({ firstName: "Jo", email: null })).toEqual([]);
  });

  it("takes the person's words out in any case, again and again, whatever the password's characters", () => {
    expect(withoutOwnerWords("MarMARCOco-2026", ownerWords(MARCO))).toBe("-2026");
    expect(withoutOwnerWords("(marco.rossi)+rossi", ownerWords(MARCO))).toBe("()+");
    // Lower case is longer than "İ": indexes into a lower-cased copy would never shrink this.
    expect(withoutOwnerWords(`${"İ".repeat(12)}Marco`, ownerWords(MARCO))).toBe("İ".repeat(12));
  });

  it("refuses with 400, the reason as the error and on the field, as a schema does", async () => {
    await expect(assertStrongPassword("password1234", MARCO, "newPassword")).rejects.toMatchObject({
      status: 400,
      code: "invalid_request",
      message: M.common,
      details: { fields: { newPassword: [M.common] } },
    });
    await expect(assertStrongPassword(STRONG, MARCO)).resolves.toBeUndefined();
    expect(serverFieldProblem({ fields: { password: [M.personal] } }, "password")).toBe(M.personal);
    expect(serverFieldProblem({ fields: { email: ["x"] } }, "password")).toBeUndefined();
    expect(serverFieldProblem(null, "password")).toBeUndefined();
  });
});

describe("registration asks for 12 characters, the login still takes 6", () => {
  const registration = {
    firstName: "Rosa",
    lastName: "Diaz",
    email: "rosa@example.com",
    phone: "(215) 555-0199",
    experienceYears: "6",
  };

  it("refuses an 11-character password in the browser and in the API's schema alike", () => {
    for (const password of ["aaaaaa", "Kj8#mQ2x!pL"]) {
      expect(
        registrationProblems({ ...registration, password, businessName: "", licenseNumber: "", bio: "" }),
      ).toEqual({ password: M.tooShort });
      const server = contractorRegistrationSchema.safeParse({ ...registration, password });
      expect(server.success).toBe(false);
      expect(server.error?.issues[0]?.message).toBe(M.tooShort);
    }
    expect(contractorRegistrationSchema.safeParse({ ...registration, password: STRONG }).success).toBe(true);
  });

  it("a 6-character password of an older account still passes the login's rule", () => {
    expect(contractorLoginSchema.safeParse({ email: "marco@example.com", password: "aaaaaa" }).success).toBe(
      true,
    );
    expect(contractorLoginProblems({ email: "marco@example.com", password: "aaaaaa" })).toEqual({});
    expect(contractorLoginProblems({ email: "marco@example.com", password: "aaaaa" })).toEqual({
      password: "Password must be at least 6 characters.",
    });
    expect(CONTRACTOR_MESSAGES.shortPassword).toBe("Password must be at least 6 characters.");
  });
});
