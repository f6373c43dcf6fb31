/**
 * The one error type of the API. Domain code throws it; `toErrorResponse`
 * (lib/http/respond.ts) turns it, and every other failure, into JSON
 * `{ error, code, details? }`. Browser-safe: the client reads `ErrorCode` too.
 */

/**
 * What a client can branch on without reading the message text. Most codes
 * follow the status; a few name a case the UI shows in its own way.
 */
export type ErrorCode =
  | "bad_request"
  | "invalid_request"
  | "unauthorized"
  | "forbidden"
  | "password_change_required"
  | "not_found"
  | "conflict"
  | "already_exists"
  | "cannot_start_early"
  | "not_on_the_day"
  | "move_not_allowed"
  | "slot_taken"
  | "hold_expired"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "unavailable"
  | "internal";

const CODE_FOR_STATUS: Record<number, ErrorCode> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  503: "unavailable",
};

export function codeForStatus(status: number): ErrorCode {
  return CODE_FOR_STATUS[status] ?? (status >= 500 ? "internal" : "bad_request");
}

export class ApiError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = "ApiError";
    this.code = code ?? codeForStatus(status);
  }
}

type Details = Record<string, unknown>;

export const badRequest = (message: string, details?: Details) => new ApiError(400, message, details);
export const unauthorized = (message = "Authentication required") => new ApiError(401, message);
export const forbidden = (message = "You do not have access to this resource") => new ApiError(403, message);
export const notFound = (message = "Not found") => new ApiError(404, message);
export const conflict = (message: string, details?: Details, code: ErrorCode = "conflict") =>
  new ApiError(409, message, details, code);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new ApiError(429, message, retryAfterSeconds ? { retryAfterSeconds } : undefined);
