/**
 * The one error type of the API. Domain code throws it; `toErrorResponse`
 * (lib/http/respond.ts) turns it, and every other failure, into JSON.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new ApiError(400, message, details);
export const unauthorized = (message = "Authentication required") => new ApiError(401, message);
export const forbidden = (message = "You do not have access to this resource") => new ApiError(403, message);
export const notFound = (message = "Not found") => new ApiError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) => new ApiError(409, message, details);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new ApiError(429, message, retryAfterSeconds ? { retryAfterSeconds } : undefined);
