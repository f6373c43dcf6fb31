"use client";

import { LogOutIcon } from "lucide-react";
import { usePathname } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { AdminApiProvider, useAdminApi } from "../admin-api";
import { BackOfficeTabs } from "./back-office-tabs";
import { BACK_OFFICE_PANEL_ID, backOfficeTabId, backOfficeTabOf } from "./tabs";

function LogoutButton() {
  const api = useAdminApi();
  const [loggingOut, setLoggingOut] = useState(false);

  async function logout() {
    setLoggingOut(true);
    await api.send("POST", "/api/admin/logout");
    api.endSession("logout");
  }

  return (
    <Button
      type="button"
      variant="outline"
      className="min-h-11 self-start"
      onClick={() => void logout()}
      disabled={loggingOut}
    >
      <LogOutIcon aria-hidden />
      {loggingOut ? "Logging Out..." : "Logout"}
    </Button>
  );
}

/**
 * Every back-office page's frame (docs/product.md §2): the header with Logout, the tabs and the
 * shown tab's panel. It holds the admin API's session rule, so an expired session on any page
 * goes back to the login the same way.
 */
export function BackOfficeShell({ children }: { children: ReactNode }) {
  const tab = backOfficeTabOf(usePathname());
  return (
    <AdminApiProvider>
      <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:py-10">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1">
            <p className="text-sm font-medium text-muted-foreground">BrushWise back office</p>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
          </div>
          <LogoutButton />
        </header>

        <div className="flex flex-col gap-4">
          <BackOfficeTabs selected={tab.value} />
          <div
            role="tabpanel"
            id={BACK_OFFICE_PANEL_ID}
            aria-labelledby={backOfficeTabId(tab.value)}
            tabIndex={0}
            className="flex-1 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {children}
          </div>
        </div>
      </div>
    </AdminApiProvider>
  );
}
