/** The quote wizard's step 1 and step 2 checks (docs/product.md §5), with the shared schemas. */
import { projectInfoSchema, roomSchema } from "@/lib/validations/quote.shared";
import type { QuoteDraftState } from "./draft.shared";
import { roomPayload } from "./draft-payload.shared";

export type ProjectField = "address" | "propertyType" | "customerName" | "email" | "phone" | "serviceArea";

export interface ProjectStepResult {
  ok: boolean;
  errors: Partial<Record<ProjectField, string>>;
}

/**
 * Step 1 passes only with name, address, email and phone filled in (and valid
 * per the shared schema) and a serviceable address.
 */
export function validateProjectStep(draft: QuoteDraftState, serviceable: boolean): ProjectStepResult {
  const errors: ProjectStepResult["errors"] = {};
  const parsed = projectInfoSchema.safeParse({
    projectType: draft.projectType,
    address: draft.address,
    propertyType: draft.propertyType || undefined,
    customerName: draft.customerName,
    email: draft.email.trim(),
    phone: draft.phone,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === "string" && field !== "projectType" && !(field in errors)) {
        errors[field as ProjectField] = issue.message;
      }
    }
  }
  // The server accepts a missing name; the wizard asks for it (docs/product.md §5).
  if (!draft.customerName.trim()) errors.customerName = "Full name is required";
  if (!draft.email.trim()) errors.email = "Email is required";
  if (!serviceable) errors.serviceArea = "Verify that the address is in our service area";
  return { ok: Object.keys(errors).length === 0, errors };
}

export interface RoomsStepResult {
  ok: boolean;
  /** One map per room: dotted field path (e.g. "length", "paintOptions.walls.colorCode") → message. */
  roomErrors: Record<string, string>[];
}

/**
 * Step 2 passes only if every room has its dimensions, at least one of walls,
 * ceiling, trim or doors, and a colour code for each of those surfaces unless
 * the customer supplies paint or requests a colour consultation.
 */
export function validateRoomsStep(draft: QuoteDraftState): RoomsStepResult {
  const roomErrors = draft.rooms.map((room) => {
    const errors: Record<string, string> = {};
    const parsed = roomSchema.safeParse(roomPayload(room));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.join(".");
        errors[path] ??= issue.message;
      }
    }
    return errors;
  });
  return {
    ok: draft.rooms.length > 0 && roomErrors.every((e) => Object.keys(e).length === 0),
    roomErrors,
  };
}
