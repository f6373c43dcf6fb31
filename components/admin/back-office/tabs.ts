/**
 * The back office's tabs, one URL each (app/admin/(back-office)/<value>/page.tsx). This list is the
 * only place a tab is named: the navigation, the tab panel's name and the pages' titles read it.
 */
export const BACK_OFFICE_TABS = [
  { value: "dashboard", label: "Overview" },
  { value: "contractors", label: "Contractors" },
  { value: "pricing", label: "Pricing" },
  { value: "cleanup", label: "Cleanup" },
  { value: "service-areas", label: "Service Areas" },
  { value: "reviews", label: "Reviews" },
  { value: "payments", label: "Payments" },
] as const;

export type BackOfficeTab = (typeof BACK_OFFICE_TABS)[number];
export type BackOfficeTabValue = BackOfficeTab["value"];

export const backOfficeHref = (value: BackOfficeTabValue) => `/admin/${value}`;

/** The tab a path shows; /admin is the overview too (docs/product.md §2). */
export function backOfficeTabOf(pathname: string): BackOfficeTab {
  const segment = pathname.replace(/^\/admin\/?/, "").split("/")[0];
  return BACK_OFFICE_TABS.find((tab) => tab.value === segment) ?? BACK_OFFICE_TABS[0];
}

/** A tab page's <title>; the overview keeps the back office's own. */
export function backOfficeTitle(value: BackOfficeTabValue): string {
  const tab = BACK_OFFICE_TABS.find((t) => t.value === value)!;
  return value === "dashboard" ? "Admin Dashboard" : `${tab.label} · Admin Dashboard`;
}

/** The ids that tie each tab to the one panel (aria-controls / aria-labelledby). */
export const BACK_OFFICE_PANEL_ID = "back-office-panel";
export const backOfficeTabId = (value: BackOfficeTabValue) => `back-office-tab-${value}`;
