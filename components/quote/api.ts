/**
 * The wizard's tiny fetch helper (spec §7): JSON bodies with a JSON content
 * type, multipart bodies as they are, cookies on every request, and any non-OK
 * answer raised as an error whose message is "<status>: <response text>".
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    /** The response text (or the status text when the body is empty). */
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = "ApiRequestError";
  }
}

export interface ApiRequestOptions {
  /** Ask every cache on the way for a fresh answer. */
  noCache?: boolean;
  signal?: AbortSignal;
}

export async function apiRequest<T>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  data?: unknown,
  options: ApiRequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  if (data instanceof FormData) {
    body = data;
  } else if (data !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(data);
  }
  if (options.noCache) {
    headers["Cache-Control"] = "no-cache";
    headers.Pragma = "no-cache";
  }
  const response = await fetch(url, {
    method,
    headers,
    body,
    credentials: "include",
    ...(options.noCache ? { cache: "no-store" as const } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!response.ok) {
    const text = (await response.text().catch(() => "")) || response.statusText;
    throw new ApiRequestError(response.status, text);
  }
  return (await response.json()) as T;
}

/**
 * The server's own explanation of a failed request: the `error` field of its
 * JSON body, or a short plain-text body. Undefined when there is none (network
 * failure, HTML error page…).
 */
export function serverErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  try {
    const parsed = JSON.parse(error.body) as unknown;
    if (parsed && typeof parsed === "object" && "error" in parsed && typeof parsed.error === "string") {
      return parsed.error || undefined;
    }
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return parsed.message || undefined;
    }
    return undefined;
  } catch {
    const text = error.body.trim();
    return text && text.length <= 300 && !text.startsWith("<") ? text : undefined;
  }
}
