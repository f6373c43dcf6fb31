import "../../../setup/dom-polyfills";

import { screen } from "@testing-library/react";
import { ChangePasswordForm } from "@/components/contractor/change-password-form";
import { toast } from "@/components/ui/toast";
import { expectToast, routeFetch } from "./fixtures";
import { AUTH, renderSpanish } from "./spanish-forms";

const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }),
}));

afterEach(() => {
  toast.dismiss();
  push.mockReset();
});

describe("the change after an admin reset in Spanish", () => {
  it("its heading, fields and the mismatch in Spanish", async () => {
    const fetchMock = routeFetch(() => undefined);
    const user = renderSpanish(
      <ChangePasswordForm
        email="marco@example.com"
        texts={AUTH.changePassword}
        passwordTexts={AUTH.passwordForm}
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
