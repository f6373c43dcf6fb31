import "../../../setup/dom-polyfills";

import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { LoginForm } from "@/components/auth/login-form";
import { Toaster } from "@/components/ui/sonner";
import { toast } from "@/components/ui/toast";
import { bodyOf, deferred, expectToast, jsonResponse, routeFetch } from "../contractor/fixtures";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace, refresh: jest.fn() }) }));

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <LoginForm portal="contractor" />
      <Toaster />
    </>,
  );
  return user;
}

afterEach(() => {
  toast.dismiss();
  replace.mockReset();
  localStorage.clear();
});

describe("LoginForm", () => {
  it("shows the spec's validation messages and sends nothing", async () => {
    const fetchMock = routeFetch(() => undefined);
    const user = setup();
    await user.type(screen.getByLabelText("Email"), "marco@");
    await user.type(screen.getByLabelText("Password"), "12345");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signs in, says 'Login Successful' and opens the dashboard without keeping the token in the browser", async () => {
    const answer = deferred<Response>();
    const fetchMock = routeFetch((url, init) =>
      url === "/api/contractor/login" && init.method === "POST" ? answer.promise : undefined,
    );
    const user = setup();
    await user.type(screen.getByLabelText("Email"), "Marco.Rossi@Example.com");
    await user.type(screen.getByLabelText("Password"), "painter123");
    await user.keyboard("{Enter}");

    expect(await screen.findByRole("button", { name: "Signing In..." })).toBeDisabled();
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({
      email: "marco.rossi@example.com",
      password: "painter123",
    });
    answer.resolve(
      jsonResponse(200, { token: "secret-token", contractor: { id: "c1", firstName: "Marco" } }),
    );

    await expectToast("Login Successful");
    await expectToast("Welcome to your contractor dashboard!");
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/contractor/dashboard"));
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it("clears what an earlier painter left on the device before the dashboard opens", async () => {
    // A phone that changed hands without a Logout: the last painter's jobs and queued moves.
    localStorage.setItem("brushwise-offline:c0:jobs", JSON.stringify({ savedAt: "x", jobs: [] }));
    localStorage.setItem("brushwise-offline:c0:moves", "[]");
    localStorage.setItem("unrelated", "kept");
    routeFetch((url, init) =>
      url === "/api/contractor/login" && init.method === "POST"
        ? jsonResponse(200, { token: "t", contractor: { id: "c1", firstName: "Marco" } })
        : undefined,
    );
    const user = setup();
    await user.type(screen.getByLabelText("Email"), "marco.rossi@example.com");
    await user.type(screen.getByLabelText("Password"), "painter123");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/contractor/dashboard"));
    expect(localStorage.getItem("brushwise-offline:c0:jobs")).toBeNull();
    expect(localStorage.getItem("brushwise-offline:c0:moves")).toBeNull();
    expect(localStorage.getItem("unrelated")).toBe("kept");
  });

  it("toasts 'Login Failed' with the server's message", async () => {
    routeFetch(() => jsonResponse(401, { error: "Invalid email or password" }));
    const user = setup();
    await user.type(screen.getByLabelText("Email"), "marco.rossi@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await expectToast("Login Failed");
    await expectToast("Invalid email or password");
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });
});
