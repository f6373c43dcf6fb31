/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { BACK_OFFICE_TABS, backOfficeHref } from "@/components/admin/back-office/tabs";
import { ADMIN_DASHBOARD_PATH } from "@/components/admin/paths";

/**
 * A tab is a folder and one entry in the list (README → Where a change goes): the two stay in step,
 * and each page checks the admin session itself (the proxy's redirect is only a convenience).
 */
const group = path.resolve(__dirname, "../../../../../app/(en)/admin/(back-office)");

describe("the back office's tab list and its pages", () => {
  const folders = readdirSync(group, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

  it("has a page folder for every tab and a tab for every page folder", () => {
    expect(folders).toEqual(BACK_OFFICE_TABS.map((tab) => tab.value).sort());
  });

  it.each(BACK_OFFICE_TABS.map((tab) => tab.value))("/admin/%s checks the admin session itself", (value) => {
    const page = path.join(group, value, "page.tsx");
    expect(existsSync(page)).toBe(true);
    expect(readFileSync(page, "utf8")).toMatch(/await requireAdmin\(\)/);
  });

  it("the admin lands on the overview tab's page after signing in", () => {
    expect(ADMIN_DASHBOARD_PATH).toBe(backOfficeHref("dashboard"));
  });
});
