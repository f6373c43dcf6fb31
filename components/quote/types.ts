export type WizardStep = 1 | 2 | 3 | 4;
/** The steps and their names' keys in the quote namespace (progress.*). */
export const WIZARD_STEPS = [
  { step: 1, label: "project" },
  { step: 2, label: "rooms" },
  { step: 3, label: "conditions" },
  { step: 4, label: "review" },
] as const satisfies readonly { step: WizardStep; label: string }[];

/** Result of POST /api/check-service-area. */
export interface ServiceAreaCheck {
  isServiceable: boolean;
  message: string;
}

export type ServiceAreaState =
  | { status: "unchecked" }
  | { status: "checking" }
  | { status: "serviceable"; message: string }
  | { status: "not-serviceable"; message: string };
