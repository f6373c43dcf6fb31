/**
 * The browser's one way to call the BrushWise API. The sessions live in
 * httpOnly cookies that same-origin requests carry: no token is read, stored or
 * put in a URL here. Calls never throw; each answer reports its status and the
 * server's `{ error, code, details }` (lib/http/respond.ts).
 */
import type { ErrorCode } from "@/lib/http/errors";

export type { ErrorCode };

export interface ApiResult<T> {
  ok: boolean;
  /** HTTP status; 0 when the request got no answer (offline, aborted). */
  status: number;
  data: T | null;
  /** The server's explanation of a failure, if it gave one. */
  error: string | null;
  code: ErrorCode | null;
  details: Record<string, unknown> | null;
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  signal?: AbortSignal;
  /** Also ask every HTTP cache on the way (not just the browser's) for a fresh answer. */
  noCache?: boolean;
}

/** Shown when the network, not the server, failed. */
export const NETWORK_ERROR = "We couldn't reach BrushWise. Please check your connection and try again.";

const NOT_JSON = Symbol("not-json");

/** The body as JSON, or as text when it is not JSON (an HTML error page, a proxy's plain answer). */
async function readBody(response: Response): Promise<{ json: unknown; text: string }> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    // Some stand-ins for Response only offer json().
    return { json: await response.json().catch(() => NOT_JSON), text: "" };
  }
  try {
    return { json: text ? (JSON.parse(text) as unknown) : NOT_JSON, text };
  } catch {
    return { json: NOT_JSON, text };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const nonEmptyString = (value: unknown): string | null => (typeof value === "string" && value ? value : null);

function failure<T>(status: number, json: unknown, text: string): ApiResult<T> {
  const body = isRecord(json) ? json : null;
  const plain = text.trim();
  const error =
    nonEmptyString(body?.error) ??
    nonEmptyString(body?.message) ??
    (json === NOT_JSON && plain && plain.length <= 300 && !plain.startsWith("<") ? plain : null);
  return {
    ok: false,
    status,
    data: null,
    error,
    code: (nonEmptyString(body?.code) as ErrorCode | null) ?? null,
    details: isRecord(body?.details) ? body.details : null,
  };
}

export async function request<T>(
  method: Method,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  let payload: BodyInit | undefined;
  // Multipart: the browser sets the boundary, so no Content-Type here.
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  if (options.noCache) {
    headers["Cache-Control"] = "no-cache";
    headers.Pragma = "no-cache";
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      cache: "no-store",
      headers,
      ...(payload !== undefined ? { body: payload } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch {
    return { ok: false, status: 0, data: null, error: null, code: null, details: null };
  }
  const { json, text } = await readBody(response);
  if (!response.ok) return failure(response.status, json, text);
  return {
    ok: true,
    status: response.status,
    data: json === NOT_JSON ? null : (json as T),
    error: null,
    code: null,
    details: null,
  };
}

export const api = {
  get: <T>(url: string, options?: RequestOptions) => request<T>("GET", url, undefined, options),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>("POST", url, body, options),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>("PUT", url, body, options),
  patch: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>("PATCH", url, body, options),
  delete: <T>(url: string, options?: RequestOptions) => request<T>("DELETE", url, undefined, options),
};

/** A string field of an error's `details`, e.g. the description of a refusal. */
export function detailText(result: Pick<ApiResult<unknown>, "details">, key: string): string | null {
  return nonEmptyString(result.details?.[key]);
}
