import "../../../setup/dom-polyfills";

import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoginForm } from "@/components/auth/login-form";
import { toast } from "@/components/ui/toast";
import { jsonResponse, mockFetch } from "../admin/helpers";

const router = { replace: jest.fn(), refresh: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

beforeEach(() => jest.clearAllMocks());

async function signIn(password = "secret") {
  const user = userEvent.setup();
  render(<LoginForm portal="admin" />);
  const button = screen.getByRole("button", { name: "Sign In" });
  await waitFor(() => expect(button).toBeEnabled());
  await user.type(screen.getByLabelText("Admin password"), password);
  await user.click(button);
  return user;
}

describe("AdminLoginForm", () => {
  it("requires the password and sends nothing without it", async () => {
    const { fetchMock } = mockFetch({});
    const user = userEvent.setup();
    render(<LoginForm portal="admin" />);
    const button = screen.getByRole("button", { name: "Sign In" });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByLabelText("Admin password")).toBeRequired();
    await user.click(button);
    expect(await screen.findByText("Password is required")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("submits the password as the user admin and goes to the dashboard", async () => {
    const { calls } = mockFetch({ "POST /api/admin/login": { success: true, token: "t" } });
    await signIn("test-admin-password");
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/admin/dashboard"));
    expect(calls[0]).toEqual({
      url: "/api/admin/login",
      method: "POST",
      body: { username: "admin", password: "test-admin-password" },
    });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("says 'Access denied: Incorrect password' on a 401", async () => {
    mockFetch({ "POST /api/admin/login": jsonResponse(401, { error: "Incorrect password" }) });
    await signIn();
    expect(await screen.findByRole("alert")).toHaveTextContent("Access denied: Incorrect password");
    expect(toast.error).toHaveBeenCalledWith("Access denied", { description: "Incorrect password" });
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("shows the server's message when login attempts are throttled (429)", async () => {
    const message = "Too many failed attempts. Try again in 15 minutes.";
    mockFetch({ "POST /api/admin/login": jsonResponse(429, { error: message }) });
    await signIn();
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(toast.error).toHaveBeenCalledWith(message);
  });

  it("says 'Login failed. Please try again.' when the request fails", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch")) as unknown as typeof fetch;
    await signIn();
    expect(await screen.findByRole("alert")).toHaveTextContent("Login failed. Please try again.");
    expect(toast.error).toHaveBeenCalledWith("Login failed. Please try again.");
  });
});
