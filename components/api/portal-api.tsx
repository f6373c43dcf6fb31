"use client";

/*
 * A signed-in portal's API (the back office's, the painter dashboard's): the one client's calls,
 * each answer checked once against the portal's expired-session rule, and the keyed GET hook on
 * that `get`. The factory holds what the portals share (leave once, forget the tab's answers, a
 * stable API object); each portal passes its own rule and what leaving does
 * (README → Architecture, "a browser request").
 */
import { useRouter } from "next/navigation";
import { createContext, useContext, useMemo, useRef, type ReactNode, type RefObject } from "react";
import { request, type ApiResult, type Method } from "./client";
import { clearResourceCache, useResource, type ResourceOptions } from "./use-resource";

type Router = ReturnType<typeof useRouter>;

export interface PortalResult<T> extends ApiResult<T> {
  /** The answer ended the session: the portal is on its way to its login page. */
  sessionEnded: boolean;
}

export interface PortalApi {
  get<T>(url: string, signal?: AbortSignal): Promise<PortalResult<T>>;
  send<T>(method: Exclude<Method, "GET">, url: string, body?: unknown): Promise<PortalResult<T>>;
}

/** What a portal's own calls (a logout, an explicit end) may use. */
export interface PortalTools<Reason> {
  /** Leaves once: marks the portal as leaving, forgets the tab's answers, then runs onSessionEnd. */
  endSession(reason: Reason): void;
  /** The current router (useRouter may hand out a new object each render). */
  router: RefObject<Router>;
  /** Set once the portal is leaving: a later session end does nothing. */
  leaving: RefObject<boolean>;
}

export interface PortalApiConfig<Reason, Extra> {
  /** The provider's name ("AdminApiProvider"), for the error of a hook used outside it. */
  name: string;
  /** The portal's session rule: the reason an answer's HTTP status ends the session, or null. */
  sessionEndReason(status: number): Reason | null;
  /** What leaving does, once (the tab's answers are already forgotten). */
  onSessionEnd(reason: Reason, router: Router): void;
  /** The portal's own calls beside get and send. */
  extend(tools: PortalTools<Reason>): Extra;
}

export function createPortalApi<Reason, Extra>(config: PortalApiConfig<Reason, Extra>) {
  type Api = PortalApi & Extra;
  const Context = createContext<Api | null>(null);

  function Provider({ children }: { children: ReactNode }) {
    const router = useRouter();
    // The API object must stay the same whatever useRouter returns: effects depend on it.
    const routerRef = useRef(router);
    routerRef.current = router;
    const leaving = useRef(false);

    const api = useMemo<Api>(() => {
      const endSession = (reason: Reason) => {
        if (leaving.current) return;
        leaving.current = true;
        // Nothing seen stays in the browser's answers once the portal is left (the device's next user).
        clearResourceCache();
        config.onSessionEnd(reason, routerRef.current);
      };
      const wrap = async <T,>(promise: Promise<ApiResult<T>>): Promise<PortalResult<T>> => {
        const result = await promise;
        const reason = config.sessionEndReason(result.status);
        if (reason !== null) endSession(reason);
        return { ...result, sessionEnded: reason !== null };
      };
      return {
        get: (url, signal) => wrap(request("GET", url, undefined, { signal })),
        send: (method, url, body) => wrap(request(method, url, body)),
        ...config.extend({ endSession, router: routerRef, leaving }),
      };
    }, []);

    return <Context.Provider value={api}>{children}</Context.Provider>;
  }

  function useApi(): Api {
    const api = useContext(Context);
    if (!api) throw new Error(`${config.name}'s hooks are used outside it`);
    return api;
  }

  /** One GET of the portal's API under its session rule. */
  function usePortalResource<T>(url: string | null, options: Omit<ResourceOptions<T>, "get"> = {}) {
    const api = useApi();
    return useResource<T>(url, { ...options, get: api.get });
  }

  return { Provider, useApi, useResource: usePortalResource };
}
