/**
 * Fetch helpers of the admin back office. The admin session lives in the
 * httpOnly cookie that same-origin requests carry: no token is read, stored or
 * put in a URL here. Helpers never throw; each answer reports its status and
 * the server's `error` text.
 */

export interface ApiResult<T> {
  ok: boolean;
  /** HTTP status; 0 when the request got no answer (offline, aborted). */
  status: number;
  data: T | null;
  /** The `error` text of a JSON error body, if any. */
  error: string | null;
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export async function adminRequest<T>(method: Method, url: string, body?: unknown, signal?: AbortSignal): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      cache: "no-store",
      signal,
      headers: { Accept: "application/json", ...(body !== undefined ? { "Content-Type": "application/json" } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    return { ok: false, status: 0, data: null, error: null };
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: payload as T, error: null };
  const error =
    payload && typeof payload === "object" && "error" in payload && typeof payload.error === "string" && payload.error ? payload.error : null;
  return { ok: false, status: response.status, data: null, error };
}

export const ADMIN_LOGIN_PATH = "/admin/login";
export const ADMIN_DASHBOARD_PATH = "/admin/dashboard";
