import "../../../../setup/dom-polyfills";

import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BackOfficeShell } from "@/components/admin/back-office/back-office-shell";
import { mockFetch } from "../helpers";

const router = { replace: jest.fn(), refresh: jest.fn(), push: jest.fn(), prefetch: jest.fn() };
let pathname = "/admin/dashboard";
jest.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => pathname }));
jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

beforeEach(() => {
  jest.clearAllMocks();
  pathname = "/admin/dashboard";
});

describe("BackOfficeShell", () => {
  it("shows the header and the shown tab's panel, named by its tab", () => {
    pathname = "/admin/cleanup";
    render(
      <BackOfficeShell>
        <h2>Cleanup content</h2>
      </BackOfficeShell>,
    );
    expect(screen.getByText("BrushWise back office")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeInTheDocument();
    const panel = screen.getByRole("tabpanel", { name: "Cleanup" });
    expect(panel).toHaveTextContent("Cleanup content");
    expect(screen.getByRole("tab", { name: "Cleanup" })).toHaveAttribute("aria-controls", panel.id);
  });

  it("/admin is the overview", () => {
    pathname = "/admin";
    render(<BackOfficeShell>overview</BackOfficeShell>);
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Overview" })).toHaveTextContent("overview");
  });

  it("logs out and goes to the login", async () => {
    const { callsTo } = mockFetch({ "POST /api/admin/logout": { message: "Logged out" } });
    const user = userEvent.setup();
    render(<BackOfficeShell>x</BackOfficeShell>);
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/admin/login"));
    expect(callsTo("POST", "/api/admin/logout")).toHaveLength(1);
  });
});
