import "../../../../setup/dom-polyfills";

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BackOfficeTabs } from "@/components/admin/back-office/back-office-tabs";
import { BACK_OFFICE_TABS, backOfficeTabOf, backOfficeTitle } from "@/components/admin/back-office/tabs";

const router = { replace: jest.fn(), refresh: jest.fn(), push: jest.fn(), prefetch: jest.fn() };
let pathname = "/admin/dashboard";
jest.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => pathname }));

beforeEach(() => {
  jest.clearAllMocks();
  pathname = "/admin/dashboard";
});

const LABELS = ["Overview", "Contractors", "Pricing", "Cleanup", "Service Areas", "Reviews", "Payments"];

describe("back-office tabs", () => {
  it("one list names every tab, its address and its page title", () => {
    expect(BACK_OFFICE_TABS.map((t) => t.label)).toEqual(LABELS);
    expect(backOfficeTabOf("/admin").value).toBe("dashboard");
    expect(backOfficeTabOf("/admin/dashboard").value).toBe("dashboard");
    expect(backOfficeTabOf("/admin/service-areas").value).toBe("service-areas");
    expect(backOfficeTabOf("/admin/reviews/anything").value).toBe("reviews");
    expect(backOfficeTitle("dashboard")).toBe("Admin Dashboard");
    expect(backOfficeTitle("pricing")).toBe("Pricing · Admin Dashboard");
  });

  it("are links that read as tabs: a tablist, the shown one selected and the only tab stop", () => {
    render(<BackOfficeTabs selected="pricing" />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(LABELS);
    expect(screen.getByRole("tablist", { name: "Back office" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Pricing" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Pricing" })).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tab", { name: "Reviews" })).toHaveAttribute("aria-selected", "false");
    expect(screen.getByRole("tab", { name: "Reviews" })).toHaveAttribute("tabindex", "-1");
    expect(screen.getByRole("tab", { name: "Reviews" })).toHaveAttribute("href", "/admin/reviews");
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("href", "/admin/dashboard");
  });

  it("move with the arrow keys, Home and End, opening the tab reached", async () => {
    const user = userEvent.setup();
    render(<BackOfficeTabs selected="dashboard" />);
    screen.getByRole("tab", { name: "Overview" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Contractors" })).toHaveFocus();
    expect(router.push).toHaveBeenLastCalledWith("/admin/contractors");
    await user.keyboard("{End}");
    expect(router.push).toHaveBeenLastCalledWith("/admin/payments");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveFocus();
    expect(router.push).toHaveBeenLastCalledWith("/admin/dashboard");
    await user.keyboard("{ArrowLeft}");
    expect(router.push).toHaveBeenLastCalledWith("/admin/payments");
    await user.keyboard("{Home}");
    expect(router.push).toHaveBeenLastCalledWith("/admin/dashboard");
  });
});
