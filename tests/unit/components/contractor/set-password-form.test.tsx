import "../../../setup/dom-polyfills";

import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { SetPasswordForm } from "@/components/contractor/set-password-form";
import { Toaster } from "@/components/ui/sonner";
import { toast } from "@/components/ui/toast";
import { bodyOf, expectToast, jsonResponse, routeFetch } from "./fixtures";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));

const HINT = "At least 12 characters. Not a common password, and not your name or e-mail address.";

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <SetPasswordForm token="signed.token" email="inez@example.com" />
      <Toaster />
    </>,
  );
  return user;
}

async function fill(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(screen.getByLabelText("New password"), password);
  await user.type(screen.getByLabelText("Confirm password"), password);
  await user.click(screen.getByRole("button", { name: "Set Password" }));
}

afterEach(() => {
  toast.dismiss();
  push.mockReset();
});

describe("SetPasswordForm (the invitation's or a reset's link)", () => {
  it("shows the rule under the new password", () => {
    setup();
    expect(screen.getByLabelText("New password")).toHaveAccessibleDescription(HINT);
    expect(screen.getByLabelText("New password")).toHaveAttribute("minLength", "12");
  });

  it("asks for 12 characters on the field and sends nothing", async () => {
    const fetchMock = routeFetch(() => undefined);
    const user = setup();
    await fill(user, "painter123");
    await expectToast("Use at least 12 characters.");
    expect(screen.getByLabelText("New password")).toHaveAccessibleDescription(
      `${HINT} Use at least 12 characters.`,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason for refusing the password on the field", async () => {
    const reason = "Don't build your password from your name or e-mail address.";
    routeFetch(() =>
      jsonResponse(400, {
        error: reason,
        code: "invalid_request",
        details: { fields: { password: [reason] } },
      }),
    );
    const user = setup();
    await fill(user, "InezVitale2026!");
    await expectToast("Password not set");
    await expectToast(reason);
    const field = screen.getByLabelText("New password");
    await waitFor(() => expect(field).toHaveAccessibleDescription(`${HINT} ${reason}`));
    expect(push).not.toHaveBeenCalled();
  });

  it("sends a password the rule accepts and goes to the login", async () => {
    const fetchMock = routeFetch(() =>
      jsonResponse(200, { message: "Your password is set. You can log in now." }),
    );
    const user = setup();
    await fill(user, "velvet-otter-climbs");
    await waitFor(() => expect(push).toHaveBeenCalledWith("/contractor/login"));
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({
      token: "signed.token",
      password: "velvet-otter-climbs",
    });
  });
});
