import "../../../setup/dom-polyfills";

import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";

import { SignInLinkButton } from "@/components/auth/sign-in-link-button";
import { ChangePasswordForm } from "@/components/contractor/change-password-form";
import { PortalErrorsProvider } from "@/components/contractor/i18n/portal-errors";
import { SetPasswordForm } from "@/components/contractor/set-password-form";
import { SignInLinkRequestForm } from "@/components/contractor/sign-in/sign-in-link-request-form";
import { Toaster } from "@/components/ui/sonner";
import { toast } from "@/components/ui/toast";
import { validationLookup } from "@/lib/i18n/validation.shared";
import { en } from "@/messages/en";
import { es } from "@/messages/es";
import { expectToast, jsonResponse, routeFetch } from "./fixtures";

/**
 * The painter's sign-in and password forms on a Spanish page: the page hands them messages/es
 * portalAuth's texts and the portalValidation lookup, as app/(en)/contractor/_i18n does.
 */
const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }),
}));

const LOOKUP = validationLookup(en.portalValidation, es.portalValidation);
const auth = es.portalAuth;

function spanish(ui: ReactNode) {
  const user = userEvent.setup();
  render(
    <PortalErrorsProvider lookup={LOOKUP}>
      {ui}
      <Toaster />
    </PortalErrorsProvider>,
  );
  return user;
}

afterEach(() => {
  toast.dismiss();
  push.mockReset();
});

describe("the set-password form in Spanish", () => {
  it("labels, the rule's hint and its refusal in Spanish", async () => {
    const fetchMock = routeFetch(() => undefined);
    const user = spanish(<SetPasswordForm token="t" email="ines@example.com" texts={auth.passwordForm} />);
    expect(screen.getByText("Cuenta:")).toBeInTheDocument();
    const field = screen.getByLabelText("Contraseña nueva");
    expect(field).toHaveAccessibleDescription(es.portalValidation.passwordHint);
    await user.type(field, "corta");
    await user.type(screen.getByLabelText("Confirme la contraseña"), "corta");
    await user.click(screen.getByRole("button", { name: "Guardar contraseña" }));
    await expectToast("Use al menos 12 caracteres.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("the server's reason for refusing the password in Spanish", async () => {
    const reason = en.portalValidation.passwordPersonal;
    routeFetch(() => jsonResponse(400, { error: reason, details: { fields: { password: [reason] } } }));
    const user = spanish(<SetPasswordForm token="t" email="ines@example.com" texts={auth.passwordForm} />);
    await user.type(screen.getByLabelText("Contraseña nueva"), "InesVitale2026!");
    await user.type(screen.getByLabelText("Confirme la contraseña"), "InesVitale2026!");
    await user.click(screen.getByRole("button", { name: "Guardar contraseña" }));
    await expectToast("No se guardó la contraseña");
    await waitFor(() =>
      expect(screen.getByLabelText("Contraseña nueva")).toHaveAccessibleDescription(
        `${es.portalValidation.passwordHint} ${es.portalValidation.passwordPersonal}`,
      ),
    );
  });
});

describe("the change after an admin reset in Spanish", () => {
  it("its heading, fields and the mismatch in Spanish", async () => {
    const fetchMock = routeFetch(() => undefined);
    const user = spanish(
      <ChangePasswordForm
        email="marco@example.com"
        texts={auth.changePassword}
        passwordTexts={auth.passwordForm}
      />,
    );
    expect(screen.getByRole("heading", { name: "Elija una contraseña nueva" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Contraseña temporal"), "temp-123456");
    await user.type(screen.getByLabelText("Contraseña nueva"), "fresh-paint-1");
    await user.type(screen.getByLabelText("Confirme la contraseña nueva"), "fresh-paint-2");
    await user.click(screen.getByRole("button", { name: "Guardar contraseña nueva" }));
    await expectToast("Las contraseñas no coinciden");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("the sign-in link request in Spanish", () => {
  it("refuses a bad address and shows the server's answer in Spanish", async () => {
    routeFetch(() => jsonResponse(200, { message: en.portalValidation.signInLinkSent }));
    const user = spanish(<SignInLinkRequestForm texts={auth.signInLinkForm} />);
    const form = screen.getByRole("form", { name: "Envíenme un enlace para iniciar sesión" });
    const submit = screen.getByRole("button", { name: "Envíenme un enlace para iniciar sesión" });
    await user.type(screen.getByLabelText("Correo electrónico"), "nope");
    await user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(es.portalValidation.invalidEmail);
    await user.clear(screen.getByLabelText("Correo electrónico"));
    await user.type(screen.getByLabelText("Correo electrónico"), "ines@example.com");
    await user.click(submit);
    await waitFor(() => expect(form).toHaveTextContent(es.portalValidation.signInLinkSent));
  });
});

describe("the sign-in link's button in Spanish", () => {
  it("its words and the server's refusal in Spanish", async () => {
    routeFetch(() => jsonResponse(400, { error: en.portalValidation.invalidSignInLink }));
    const user = spanish(
      <SignInLinkButton
        token="t"
        redeemUrl="/api/contractor/sign-in-link/redeem"
        nextPath="/contractor/dashboard"
        texts={{ signIn: auth.form.signIn, signingIn: auth.form.signingIn }}
        validation={LOOKUP}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    expect(await screen.findByText(es.portalValidation.invalidSignInLink)).toBeInTheDocument();
  });
});
