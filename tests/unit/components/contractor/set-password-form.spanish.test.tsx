import "../../../setup/dom-polyfills";

import { screen, waitFor } from "@testing-library/react";
import { SetPasswordForm } from "@/components/contractor/set-password-form";
import { toast } from "@/components/ui/toast";
import { en } from "@/messages/en";
import { es } from "@/messages/es";
import { expectToast, jsonResponse, routeFetch } from "./fixtures";
import { AUTH, renderSpanish } from "./spanish-forms";

const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }),
}));

afterEach(() => {
  toast.dismiss();
  push.mockReset();
});

describe("the set-password form in Spanish", () => {
  it("labels, the rule's hint and its refusal in Spanish", async () => {
    const fetchMock = routeFetch(() => undefined);
    const user = renderSpanish(
      <SetPasswordForm token="t" email="ines@example.com" texts={AUTH.passwordForm} />,
    );
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
    const user = renderSpanish(
      <SetPasswordForm token="t" email="ines@example.com" texts={AUTH.passwordForm} />,
    );
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
