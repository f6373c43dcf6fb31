import { localizeValidation, validationLookup } from "@/lib/i18n/validation.shared";

describe("validation messages in the reader's language", () => {
  const lookup = validationLookup(
    { emailInvalid: "Please enter a valid email address", phone: "Phone is required" },
    { emailInvalid: "Escriba un correo electrónico válido", phone: "El teléfono es obligatorio" },
  );

  it("translates a schema's English message", () => {
    expect(localizeValidation("Please enter a valid email address", lookup)).toBe(
      "Escriba un correo electrónico válido",
    );
  });

  it("leaves an unknown message, an English page and no message as they are", () => {
    expect(localizeValidation("Something else", lookup)).toBe("Something else");
    expect(localizeValidation("Phone is required", undefined)).toBe("Phone is required");
    expect(localizeValidation(undefined, lookup)).toBeUndefined();
  });

  it("never reads an object's inherited names as messages", () => {
    expect(localizeValidation("constructor", lookup)).toBe("constructor");
  });
});
