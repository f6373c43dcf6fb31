import { newRoom } from "@/lib/quotes/draft.shared";
import { validateProjectStep, validateRoomsStep } from "@/lib/quotes/draft-steps.shared";
import { filledDraft } from "./fixtures";

describe("validateProjectStep", () => {
  it("passes with every field and a serviceable address", () => {
    expect(validateProjectStep(filledDraft(), true)).toEqual({ ok: true, errors: {} });
  });

  it("fails without the service-area confirmation", () => {
    const result = validateProjectStep(filledDraft(), false);
    expect(result.ok).toBe(false);
    expect(Object.keys(result.errors)).toEqual(["serviceArea"]);
  });

  it.each(["customerName", "email", "phone", "address"] as const)("requires %s", (field) => {
    const result = validateProjectStep(filledDraft({ [field]: "  " }), true);
    expect(result.ok).toBe(false);
    expect(result.errors[field]).toBeTruthy();
  });

  it("checks the email and phone formats with the shared schema", () => {
    const result = validateProjectStep(filledDraft({ email: "dana@", phone: "12" }), true);
    expect(result.errors).toEqual({
      email: "Enter a valid email address",
      phone: "Enter a valid phone number",
    });
  });
});

describe("validateRoomsStep", () => {
  it("passes a complete room", () => {
    expect(validateRoomsStep(filledDraft())).toEqual({ ok: true, roomErrors: [{}] });
  });

  it("requires dimensions above 0", () => {
    const result = validateRoomsStep(
      filledDraft({ rooms: [newRoom({ length: null, width: 0, height: 9 })] }),
    );
    expect(result.ok).toBe(false);
    expect(Object.keys(result.roomErrors[0]!)).toEqual(expect.arrayContaining(["length", "width"]));
  });

  it("requires one of walls, ceiling, trim or doors (windows alone is not enough)", () => {
    const room = newRoom({ length: 10, width: 10, paintWalls: false, paintWindows: true });
    const result = validateRoomsStep(filledDraft({ rooms: [room] }));
    expect(result.ok).toBe(false);
    expect(result.roomErrors[0]).toHaveProperty("paintWalls");
  });

  it("requires a colour code per selected surface unless consultation or own paint", () => {
    const room = newRoom({ length: 10, width: 10, paintCeiling: true, paintWindows: true });
    const missing = validateRoomsStep(filledDraft({ rooms: [room] }));
    expect(Object.keys(missing.roomErrors[0]!).sort()).toEqual([
      "paintOptions.ceiling.colorCode",
      "paintOptions.walls.colorCode",
    ]);

    const consultation = { ...room, paintOptions: { ...room.paintOptions, colorConsultation: true } };
    expect(validateRoomsStep(filledDraft({ rooms: [consultation] })).ok).toBe(true);
    const ownPaint = { ...room, paintOptions: { ...room.paintOptions, customerSupplies: true } };
    expect(validateRoomsStep(filledDraft({ rooms: [ownPaint] })).ok).toBe(true);
  });

  it("fails with no rooms", () => {
    expect(validateRoomsStep(filledDraft({ rooms: [] })).ok).toBe(false);
  });
});
