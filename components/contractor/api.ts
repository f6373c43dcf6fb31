/**
 * Fetch helpers of the contractor portal. The session lives in an httpOnly
 * cookie that same-origin requests carry: no token is read or stored here.
 * They never throw; each answer reports its status and the server's `error`.
 */

export interface ApiResult<T> {
  ok: boolean;
  /** HTTP status; 0 when the request got no answer (offline, aborted). */
  status: number;
  data: T | null;
  /** The `error` text of a JSON error body, if any. */
  error: string | null;
}

export const NETWORK_ERROR = "We couldn't reach BrushWise. Please check your connection and try again.";

async function call<T>(url: string, init: RequestInit): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: "same-origin", ...init, headers: { Accept: "application/json", ...init.headers } });
  } catch {
    return { ok: false, status: 0, data: null, error: null };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: body as T, error: null };
  const error =
    body && typeof body === "object" && "error" in body && typeof body.error === "string" && body.error ? body.error : null;
  return { ok: false, status: response.status, data: null, error };
}

export function getJson<T>(url: string, signal?: AbortSignal) {
  return call<T>(url, { method: "GET", cache: "no-store", signal });
}

export function sendJson<T>(method: "POST" | "PUT", url: string, body: unknown) {
  return call<T>(url, { method, body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });
}

/** Multipart upload: the browser sets the boundary, so no Content-Type here. */
export function postForm<T>(url: string, form: FormData) {
  return call<T>(url, { method: "POST", body: form });
}

export const LOGIN_PATH = "/contractor/login";
export const DASHBOARD_PATH = "/contractor/dashboard";
