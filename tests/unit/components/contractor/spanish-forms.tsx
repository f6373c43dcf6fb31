import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { PortalErrorsProvider } from "@/components/contractor/i18n/portal-errors";
import { Toaster } from "@/components/ui/sonner";
import { validationLookup } from "@/lib/i18n/validation.shared";
import { en } from "@/messages/en";
import { es } from "@/messages/es";

/**
 * The painter's sign-in and password forms on a Spanish page: the page hands them messages/es
 * portalAuth's texts and the portalValidation lookup, as app/(en)/contractor/_i18n does.
 */
export const LOOKUP = validationLookup(en.portalValidation, es.portalValidation);
export const AUTH = es.portalAuth;

/** Renders `ui` with the Spanish lookup of server messages, and the toasts. */
export function renderSpanish(ui: ReactNode) {
  const user = userEvent.setup();
  render(
    <PortalErrorsProvider lookup={LOOKUP}>
      {ui}
      <Toaster />
    </PortalErrorsProvider>,
  );
  return user;
}
