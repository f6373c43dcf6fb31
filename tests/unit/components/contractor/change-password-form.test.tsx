import "../../../setup/dom-polyfills";

import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { ChangePasswordForm } from "@/components/contractor/change-password-form";
import { Toaster } from "@/components/ui/sonner";
import { toast } from "@/components/ui/toast";
import { bodyOf, expectToast, jsonResponse, routeFetch } from "./fixtures";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh }) }));

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <ChangePasswordForm email="marco@example.com" />
      <Toaster />
    </>,
  );
  return user;
}

afterEach(() => {
  toast.dismiss();
  refresh.mockReset();
});

describe("ChangePasswordForm (after an admin reset)", () => {
  it("refuses a mismatched confirmation without sending anything", async () => {
    const fetchMock = routeFetch(() => undefined);
    const user = setup();
    await user.type(screen.getByLabelText("Temporary password"), "temp-123456");
    await user.type(screen.getByLabelText("New password"), "fresh-paint-1");
    await user.type(screen.getByLabelText("Confirm new password"), "fresh-paint-2");
    await user.click(screen.getByRole("button", { name: "Set New Password" }));
    await expectToast("Password Mismatch");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the temporary and the new password, then reloads into the dashboard", async () => {
    const fetchMock = routeFetch((url) =>
      url === "/api/contractor/password"
        ? jsonResponse(200, { message: "Your new password is set." })
        : undefined,
    );
    const user = setup();
    await user.type(screen.getByLabelText("Temporary password"), "temp-123456");
    await user.type(screen.getByLabelText("New password"), "fresh-paint-1");
    await user.type(screen.getByLabelText("Confirm new password"), "fresh-paint-1");
    await user.click(screen.getByRole("button", { name: "Set New Password" }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({
      currentPassword: "temp-123456",
      newPassword: "fresh-paint-1",
    });
  });

  it("asks for 12 characters on the new password's field, under the rule's hint, and sends nothing", async () => {
    const fetchMock = routeFetch(() => undefined);
    const user = setup();
    await user.type(screen.getByLabelText("Temporary password"), "temp-123456");
    await user.type(screen.getByLabelText("New password"), "painter123");
    await user.type(screen.getByLabelText("Confirm new password"), "painter123");
    await user.click(screen.getByRole("button", { name: "Set New Password" }));
    await expectToast("Use at least 12 characters.");
    expect(screen.getByLabelText("New password")).toHaveAccessibleDescription(
      "At least 12 characters. Not a common password, and not your name or e-mail address. Use at least 12 characters.",
    );
    expect(screen.getByLabelText("New password")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason for refusing the new password on its field", async () => {
    const reason = "This password is too common. Try a few unrelated words instead.";
    routeFetch(() =>
      jsonResponse(400, {
        error: reason,
        code: "invalid_request",
        details: { fields: { newPassword: [reason] } },
      }),
    );
    const user = setup();
    await user.type(screen.getByLabelText("Temporary password"), "temp-123456");
    await user.type(screen.getByLabelText("New password"), "password1234");
    await user.type(screen.getByLabelText("Confirm new password"), "password1234");
    await user.click(screen.getByRole("button", { name: "Set New Password" }));
    await expectToast("Password not changed");
    const field = screen.getByLabelText("New password");
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(reason));
    expect(refresh).not.toHaveBeenCalled();
    // Typing again clears it.
    await user.type(field, "x");
    expect(field).toHaveAttribute("aria-invalid", "false");
  });

  it("says what went wrong when the temporary password is wrong", async () => {
    routeFetch(() => jsonResponse(401, { error: "Your current password is not correct." }));
    const user = setup();
    await user.type(screen.getByLabelText("Temporary password"), "nope-nope");
    await user.type(screen.getByLabelText("New password"), "fresh-paint-1");
    await user.type(screen.getByLabelText("Confirm new password"), "fresh-paint-1");
    await user.click(screen.getByRole("button", { name: "Set New Password" }));
    await expectToast("Your current password is not correct.");
    expect(refresh).not.toHaveBeenCalled();
  });
});
