import "../../../setup/dom-polyfills";

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoginForm } from "@/components/auth/login-form";
import { Toaster } from "@/components/ui/sonner";
import { toast } from "@/components/ui/toast";
import { validationLookup } from "@/lib/i18n/validation.shared";
import { en } from "@/messages/en";
import { es } from "@/messages/es";
import { expectToast, jsonResponse, routeFetch } from "../contractor/fixtures";

/** The painter's login as a Spanish browser gets it (app/(en)/contractor/login/page.tsx). */
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

afterEach(() => toast.dismiss());

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <LoginForm
        portal="contractor"
        texts={es.portalAuth.form}
        validation={validationLookup(en.portalValidation, es.portalValidation)}
      />
      <Toaster />
    </>,
  );
  return user;
}

describe("the painter's login in Spanish", () => {
  it("labels the form in Spanish and says the rules' messages in Spanish", async () => {
    const user = setup();
    expect(screen.getByRole("form", { name: "Acceso para pintores" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    expect(await screen.findByText("Escriba un correo electrónico válido.")).toBeInTheDocument();
  });

  it("says a refused sign-in in Spanish", async () => {
    routeFetch((url) =>
      url === "/api/contractor/login"
        ? jsonResponse(401, { error: "Invalid email or password", code: "unauthorized" })
        : undefined,
    );
    const user = setup();
    await user.type(screen.getByLabelText("Correo electrónico"), "marco.rossi@example.com");
    await user.type(screen.getByLabelText("Contraseña"), "not-the-password");
    await user.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    await expectToast("No se pudo iniciar sesión");
    await expectToast("Correo electrónico o contraseña incorrectos");
  });
});
