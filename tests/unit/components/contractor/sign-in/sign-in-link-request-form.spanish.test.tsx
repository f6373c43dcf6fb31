import "../../../../setup/dom-polyfills";

import { screen, waitFor } from "@testing-library/react";
import { SignInLinkRequestForm } from "@/components/contractor/sign-in/sign-in-link-request-form";
import { toast } from "@/components/ui/toast";
import { en } from "@/messages/en";
import { es } from "@/messages/es";
import { jsonResponse, routeFetch } from "../fixtures";
import { AUTH, renderSpanish } from "../spanish-forms";

const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }),
}));

afterEach(() => {
  toast.dismiss();
  push.mockReset();
});

describe("the sign-in link request in Spanish", () => {
  it("refuses a bad address and shows the server's answer in Spanish", async () => {
    routeFetch(() => jsonResponse(200, { message: en.portalValidation.signInLinkSent }));
    const user = renderSpanish(<SignInLinkRequestForm texts={AUTH.signInLinkForm} />);
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
