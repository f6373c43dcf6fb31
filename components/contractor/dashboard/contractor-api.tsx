"use client";

import { useRouter } from "next/navigation";
import { createContext, useContext, useMemo, useRef, type ReactNode } from "react";
import { request, type ApiResult, type Method } from "@/components/api/client";
import { clearResourceCache, useResource, type ResourceOptions } from "@/components/api/use-resource";
import { clearDeviceData } from "../offline/device-data";
import { forgetThisDevice } from "../pwa/push-device";
import { LOGIN_PATH } from "../paths";

export interface ContractorResult<T> extends ApiResult<T> {
  /** 401: the painter's session is over and the dashboard is on its way to the login page. */
  sessionEnded: boolean;
}

export interface ContractorApi {
  get<T>(url: string, signal?: AbortSignal): Promise<ContractorResult<T>>;
  send<T>(method: Exclude<Method, "GET">, url: string, body?: unknown): Promise<ContractorResult<T>>;
  /** Logs out through the API, then goes to the login page. */
  logout(): Promise<void>;
}

const ContractorApiContext = createContext<ContractorApi | null>(null);

/**
 * One place for the session rule of docs/product.md §6: a 401 from any call of the painter
 * dashboard goes to the painter login, once, and forgets what the dashboard had loaded, in the
 * tab and on the device (the offline copy of the jobs, queued moves, cached pages).
 */
export function ContractorApiProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  // The API object must stay the same whatever useRouter returns: effects depend on it.
  const routerRef = useRef(router);
  routerRef.current = router;
  const leaving = useRef(false);

  const api = useMemo<ContractorApi>(() => {
    const leave = () => {
      if (leaving.current) return false;
      leaving.current = true;
      clearResourceCache();
      void clearDeviceData();
      return true;
    };
    const wrap = async <T,>(promise: Promise<ApiResult<T>>): Promise<ContractorResult<T>> => {
      const result = await promise;
      const sessionEnded = result.status === 401;
      if (sessionEnded && leave()) routerRef.current.replace(LOGIN_PATH);
      return { ...result, sessionEnded };
    };
    return {
      get: (url, signal) => wrap(request("GET", url, undefined, { signal })),
      send: (method, url, body) => wrap(request(method, url, body)),
      logout: async () => {
        // Leaving first: a 401 answering a call still in flight must not send the painter away twice.
        leaving.current = true;
        // While the session lasts: the server forgets this device's alerts (bounded, never throws).
        await forgetThisDevice();
        await request("POST", "/api/contractor/logout", {});
        clearResourceCache();
        await clearDeviceData();
        routerRef.current.replace(LOGIN_PATH);
        routerRef.current.refresh();
      },
    };
  }, []);

  return <ContractorApiContext.Provider value={api}>{children}</ContractorApiContext.Provider>;
}

export function useContractorApi(): ContractorApi {
  const api = useContext(ContractorApiContext);
  if (!api) throw new Error("useContractorApi needs a <ContractorApiProvider> above it");
  return api;
}

/** One GET of the painter's API under the session rule above. */
export function useContractorResource<T>(url: string | null, options: Omit<ResourceOptions<T>, "get"> = {}) {
  const api = useContractorApi();
  return useResource<T>(url, { ...options, get: api.get });
}
