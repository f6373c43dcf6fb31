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
