/** A small JSON client for the app's API, shared by the cluster test and the benchmark. */
import { fetchWithin } from "@/lib/http/fetch-within";

export interface ApiAnswer<T> {
  /** 0 when no answer came (a killed server, a timeout): `error` says why. */
  status: number;
  json?: T;
  text?: string;
  /** The answer's headers (absent when no answer came). */
  headers?: Headers;
  error?: string;
}

/** Error bodies of the API (lib/http/errors.ts). */
export interface ApiError {
  error?: string;
}

export interface ApiRequest {
  method: "GET" | "POST" | "PUT";
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** One call; network failures come back as status 0 rather than throwing. */
export async function callApi<T = ApiError>(url: string, request: ApiRequest): Promise<ApiAnswer<T>> {
  const { method, body, headers = {}, timeoutMs = 60_000 } = request;
  try {
    const response = await fetchWithin(
      url,
      {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      timeoutMs,
    );
    const text = response.text;
    let json: T | undefined;
    try {
      json = JSON.parse(text) as T;
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text, headers: response.headers };
  } catch (error) {
    return { status: 0, error: networkError(error) };
  }
}

/** The most telling part of a fetch failure: the socket's code (ECONNREFUSED, ECONNRESET) if any. */
function networkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? error.message;
}
