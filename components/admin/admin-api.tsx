"use client";

import { toast } from "@/components/ui/toast";
import { createPortalApi, type PortalApi, type PortalResult } from "@/components/api/portal-api";
import { ADMIN_LOGIN_PATH } from "./paths";
import { ADMIN_MESSAGES } from "./messages";

/** `sessionEnded`: 401 (no live session) or 403 (not an admin): the dashboard is on its way to the login page. */
export type AdminResult<T> = PortalResult<T>;

type EndReason = "expired" | "forbidden" | "logout";

export interface AdminApi extends PortalApi {
  /** Sends the browser to the login page (once). */
  endSession(reason: EndReason): void;
}

/**
 * One place for the session rule of docs/product.md §4/§8: any 401 shows 'Session expired:
 * Please log in again' and returns to the login; a 403 (a contractor's session)
 * goes there too.
 */
const adminApi = createPortalApi<EndReason, Pick<AdminApi, "endSession">>({
  name: "AdminApiProvider",
  sessionEndReason: (status) => (status === 401 ? "expired" : status === 403 ? "forbidden" : null),
  onSessionEnd: (reason, router) => {
    if (reason === "expired")
      toast.error(ADMIN_MESSAGES.sessionExpired, { description: ADMIN_MESSAGES.sessionExpiredText });
    router.replace(ADMIN_LOGIN_PATH);
    router.refresh();
  },
  extend: ({ endSession }) => ({ endSession }),
});

export const AdminApiProvider = adminApi.Provider;

export const useAdminApi: () => AdminApi = adminApi.useApi;

/** One GET of the admin API under the session rule above. */
export const useAdminResource = adminApi.useResource;
