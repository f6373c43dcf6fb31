import { NextResponse } from "next/server";
import { $ZodError, config as zodConfig } from "zod/v4/core";
import { en as english } from "zod/locales";
import { Prisma } from "@/lib/generated/prisma/client";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { log } from "@/lib/log";
import { errorReference } from "@/lib/log/request-id";
import { readBodyAtMost } from "./body";
import { BODY_CAPS } from "./body-caps";
import { ApiError, type ErrorCode } from "./errors";

// zod's English texts for the checks a schema names none for. The full build sets them as it loads;
// zod/mini (the light pages' schemas, lib/validations/zod-mini.shared.ts) leaves them out of the browser.
zodConfig(english());

export type ErrorBody = {
  error: string;
  code: ErrorCode;
  details?: Record<string, unknown>;
  /** 5xx only: what support searches the logs for (lib/log/request-id.ts, errorReference). */
  reference?: string;
};

/** Field path → messages, for forms to show next to their inputs. */
function fieldErrors(error: $ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  "We can't reach our booking system right now. Please try again in a few seconds.";
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The single place that maps an error to an HTTP answer. */
export function toErrorResponse(error: unknown): NextResponse<ErrorBody> {
  if (error instanceof ApiError) {
    const headers: Record<string, string> = {};
    const retry = error.details?.retryAfterSeconds;
    if (error.status === 429 && typeof retry === "number") headers["Retry-After"] = String(retry);
    return NextResponse.json(
      { error: error.message, code: error.code, ...(error.details ? { details: error.details } : {}) },
      { status: error.status, headers },
    );
  }
  // zod's core error: the full build's ZodError and zod/mini's (the light pages' schemas) alike.
  if (error instanceof $ZodError) {
    const first = error.issues[0];
    const where = first?.path.length ? `${first.path.join(".")}: ` : "";
    return NextResponse.json(
      {
        error: `Invalid request: ${where}${first?.message ?? "invalid input"}`,
        code: "invalid_request",
        details: { fields: fieldErrors(error) },
      },
      { status: 400 },
    );
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2025")
      return NextResponse.json({ error: "Not found", code: "not_found" }, { status: 404 });
    if (error.code === "P2002") {
      return NextResponse.json(
        { error: "This record already exists", code: "already_exists" },
        { status: 409 },
      );
    }
  }
  if (isDatabaseUnavailable(error)) {
    // An outage, not a bug: a warning (the operator's alert is the rate of these), and the client
    // is told to come back shortly. README → Operations, "The database is down".
    const reference = errorReference();
    log.warn("database unavailable", {
      error: error instanceof Error ? error.message : String(error),
      reference,
    });
    return NextResponse.json(
      { error: DATABASE_UNAVAILABLE_MESSAGE, code: "unavailable", reference },
      { status: 503, headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } },
    );
  }
  // Inside route() the line carries the request id; the client only gets a generic message, and
  // the reference that finds this line (README → Operations → Logs).
  const reference = errorReference();
  log.error("unexpected error", { error, reference });
  return NextResponse.json(
    {
      error: `Something went wrong on our side. Please try again. If it keeps happening, tell us reference ${reference}.`,
      code: "internal",
      reference,
    },
    { status: 500 },
  );
}

export { MAX_JSON_BYTES } from "./body-caps";

/**
 * Reads a JSON body, answering 400 (not 500) when it is missing or malformed, and 413
 * past BODY_CAPS.json (counted as it streams in; route() has read it through the same cap
 * already, this keeps readJson safe on its own). With `optional`, an empty body reads as {}.
 */
export async function readJson(request: Request, { optional = false } = {}): Promise<unknown> {
  if (optional && !request.body) return {};
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().includes("application/json")) {
    throw new ApiError(415, "Send the request body as JSON (Content-Type: application/json)");
  }
  const bytes = await readBodyAtMost(request, BODY_CAPS.json);
  if (optional && bytes.byteLength === 0) return {};
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new ApiError(400, "The request body is not valid JSON");
  }
}
