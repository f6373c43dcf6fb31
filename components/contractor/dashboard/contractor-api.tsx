"use client";

import { request } from "@/components/api/client";
import { createPortalApi, type PortalApi, type PortalResult } from "@/components/api/portal-api";
import { clearResourceCache } from "@/components/api/use-resource";
import { clearDeviceData } from "../offline/device-data";
import { forgetThisDevice } from "../pwa/push-device";
import { LOGIN_PATH } from "../paths";

/** `sessionEnded`: 401: the painter's session is over and the dashboard is on its way to the login page. */
export type ContractorResult<T> = PortalResult<T>;

export interface ContractorApi extends PortalApi {
  /** Logs out through the API, then goes to the login page. */
  logout(): Promise<void>;
}

/**
 * One place for the session rule of docs/product.md §6: a 401 from any call of the painter
 * dashboard goes to the painter login, once, and forgets what the dashboard had loaded, in the
 * tab and on the device (the offline copy of the jobs, queued moves, cached pages).
 */
const contractorApi = createPortalApi<"expired", Pick<ContractorApi, "logout">>({
  name: "ContractorApiProvider",
  sessionEndReason: (status) => (status === 401 ? "expired" : null),
  onSessionEnd: (_reason, router) => {
    void clearDeviceData();
    router.replace(LOGIN_PATH);
  },
  extend: ({ router, leaving }) => ({
    logout: async () => {
      // Leaving first: a 401 answering a call still in flight must not send the painter away twice.
      leaving.current = true;
      // While the session lasts: the server forgets this device's alerts (bounded, never throws).
      await forgetThisDevice();
      await request("POST", "/api/contractor/logout", {});
      clearResourceCache();
      await clearDeviceData();
      router.current.replace(LOGIN_PATH);
      router.current.refresh();
    },
  }),
});

export const ContractorApiProvider = contractorApi.Provider;

export const useContractorApi: () => ContractorApi = contractorApi.useApi;

/** One GET of the painter's API under the session rule above. */
export const useContractorResource = contractorApi.useResource;
