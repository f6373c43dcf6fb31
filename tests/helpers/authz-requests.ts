/**
 * Requests and answers of the authorisation tests (tests/api/authz-matrix.test.ts and
 * authz-cross-tenant.test.ts) on the seeded world of tests/helpers/authz-fixture.ts.
 */
import { db } from "@/lib/db";
import { OPEN_JOB_STATUSES } from "@/lib/validations/contractor";
import { type AuthzFixture } from "./authz-fixture";
import { type RouteEntry } from "./route-registry";

/** Each request from its own address, so per-address rate limits never decide a row. */
let ipCounter = 0;
export const nextIp = () => {
  ipCounter += 1;
  return `10.88.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

export const keyOf = (route: RouteEntry) => `${route.method} ${route.path}`;

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  json: unknown;
}

export async function readAnswer(response: Response): Promise<Answer> {
  const contentType = response.headers.get("content-type") ?? "";
  const text =
    contentType.includes("application/json") || contentType.startsWith("text/")
      ? await response.text()
      : `<${(await response.arrayBuffer()).byteLength} bytes>`;
  let json: unknown = undefined;
  if (contentType.includes("application/json")) json = JSON.parse(text);
  return { status: response.status, contentType, text, json };
}

/** Identifiers of A's that must never appear in an answer to B on a contractor or admin route. */
export function secretsOfA(f: AuthzFixture) {
  return [
    f.contractorA.id,
    f.contractorA.email,
    ...f.contractorA.jobs.flatMap((j) => [j.jobId, j.bookingId, j.quoteId, j.customerEmail]),
  ];
}

export const ids = (list: unknown) => (list as { id: string }[]).map((item) => item.id);
/** A painter's jobs still to act on, as GET /api/contractor/jobs lists them (sorted ids). */
export const openJobIds = async (contractorId: string) =>
  (
    await db.jobAssignment.findMany({
      where: { contractorId, status: { in: [...OPEN_JOB_STATUSES] } },
      select: { id: true },
    })
  )
    .map((job) => job.id)
    .sort();
