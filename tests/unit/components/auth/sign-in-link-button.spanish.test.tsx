import "../../../setup/dom-polyfills";

import { screen } from "@testing-library/react";
import { SignInLinkButton } from "@/components/auth/sign-in-link-button";
import { toast } from "@/components/ui/toast";
import { en } from "@/messages/en";
import { es } from "@/messages/es";
import { jsonResponse, routeFetch } from "../contractor/fixtures";
import { AUTH, LOOKUP, renderSpanish } from "../contractor/spanish-forms";

const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }),
}));

afterEach(() => {
  toast.dismiss();
  push.mockReset();
});

describe("the sign-in link's button in Spanish", () => {
  it("its words and the server's refusal in Spanish", async () => {
    routeFetch(() => jsonResponse(400, { error: en.portalValidation.invalidSignInLink }));
    const user = renderSpanish(
      <SignInLinkButton
        token="t"
        redeemUrl="/api/contractor/sign-in-link/redeem"
        nextPath="/contractor/dashboard"
        texts={{ signIn: AUTH.form.signIn, signingIn: AUTH.form.signingIn }}
        validation={LOOKUP}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    expect(await screen.findByText(es.portalValidation.invalidSignInLink)).toBeInTheDocument();
  });
});
