"use client";

import { useRouter } from "next/navigation";
import { createContext, useContext, useMemo, useRef, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { request, type ApiResult, type Method } from "@/components/api/client";
import { clearResourceCache, useResource, type ResourceOptions } from "@/components/api/use-resource";
import { ADMIN_LOGIN_PATH } from "./paths";
import { ADMIN_MESSAGES } from "./messages";

export interface AdminResult<T> extends ApiResult<T> {
  /** 401 (no live session) or 403 (not an admin): the dashboard is on its way to the login page. */
  sessionEnded: boolean;
}

export interface AdminApi {
  get<T>(url: string, signal?: AbortSignal): Promise<AdminResult<T>>;
  send<T>(method: Exclude<Method, "GET">, url: string, body?: unknown): Promise<AdminResult<T>>;
  /** Sends the browser to the login page (once). */
  endSession(reason: "expired" | "forbidden" | "logout"): void;
}

const AdminApiContext = createContext<AdminApi | null>(null);

/**
 * One place for the session rule of docs/product.md §4/§8: any 401 shows 'Session expired:
 * Please log in again' and returns to the login; a 403 (a contractor's session)
 * goes there too.
 */
export function AdminApiProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const leaving = useRef(false);

  const api = useMemo<AdminApi>(() => {
    const endSession: AdminApi["endSession"] = (reason) => {
      if (leaving.current) return;
      leaving.current = true;
      // Nothing the admin saw stays in the browser's answers once they leave (the next user of the device).
      clearResourceCache();
      if (reason === "expired")
        toast.error(ADMIN_MESSAGES.sessionExpired, { description: ADMIN_MESSAGES.sessionExpiredText });
      router.replace(ADMIN_LOGIN_PATH);
      router.refresh();
    };
    const wrap = async <T,>(promise: Promise<ApiResult<T>>): Promise<AdminResult<T>> => {
      const result = await promise;
      const sessionEnded = result.status === 401 || result.status === 403;
      if (sessionEnded) endSession(result.status === 401 ? "expired" : "forbidden");
      return { ...result, sessionEnded };
    };
    return {
      get: (url, signal) => wrap(request("GET", url, undefined, { signal })),
      send: (method, url, body) => wrap(request(method, url, body)),
      endSession,
    };
  }, [router]);

  return <AdminApiContext.Provider value={api}>{children}</AdminApiContext.Provider>;
}

export function useAdminApi(): AdminApi {
  const api = useContext(AdminApiContext);
  if (!api) throw new Error("useAdminApi needs an <AdminApiProvider> above it");
  return api;
}

/** One GET of the admin API under the session rule above. */
export function useAdminResource<T>(url: string | null, options: Omit<ResourceOptions<T>, "get"> = {}) {
  const api = useAdminApi();
  return useResource<T>(url, { get: api.get, ...options });
}
