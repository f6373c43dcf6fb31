export type WizardStep = 1 | 2 | 3 | 4;
export const WIZARD_STEPS = [
  { step: 1, label: "Project" },
  { step: 2, label: "Rooms" },
  { step: 3, label: "Conditions" },
  { step: 4, label: "Review" },
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
