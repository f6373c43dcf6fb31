/** Small JSON helpers for the booking pages: never throw, always report the status and the server's message. */

export interface ApiResult<T> {
  ok: boolean;
  /** HTTP status; 0 when the request never got an answer (offline, aborted). */
  status: number;
  data: T | null;
  /** The `error` text of a JSON error body, if any. */
  error: string | null;
}

async function call<T>(url: string, init: RequestInit): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { Accept: "application/json", ...init.headers } });
  } catch {
    return { ok: false, status: 0, data: null, error: null };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: body as T, error: null };
  const error =
    body && typeof body === "object" && "error" in body && typeof body.error === "string" && body.error ? body.error : null;
  return { ok: false, status: response.status, data: null, error };
}

export function postJson<T>(url: string, body: unknown, signal?: AbortSignal) {
  return call<T>(url, { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" }, signal });
}

export function getJson<T>(url: string, signal?: AbortSignal) {
  return call<T>(url, { method: "GET", cache: "no-store", signal });
}

/** Shown when the network, not the server, failed. */
export const NETWORK_ERROR = "We couldn't reach BrushWise. Please check your connection and try again.";
