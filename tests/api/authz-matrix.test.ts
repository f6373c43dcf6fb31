/**
 * The authorisation matrix: every API route (tests/helpers/route-registry.ts)
 * × {no session, customer, contractor A, contractor B, admin} → the expected
 * status. Rows are generated from ROUTES, so a new route gets rows by itself and
 * fails until it has a request builder in authz-matrix.specs.ts.
 *
 * Each request is otherwise valid (real ids of the seeded fixture; for
 * contractor-owned resources contractor A's), so the status says who may call
 * the route, not whether the body was right. A "customer" has no account: it is
 * a visitor holding their booking's e-mailed links (cancel/reschedule tokens)
 * and e-mail address; on every other route it is a visitor without a session.
 *
 * Beyond the status, every row checks: no 5xx, errors are JSON `{ error }`, a
 * refused request writes nothing, and contractor B's answers never carry
 * contractor A's data nor change A's rows.
 */
import {
  ACTORS,
  contractorRows,
  freshSession,
  seedAuthzFixture,
  sessionCookieHeader,
  worldState,
  type Actor,
  type AuthzFixture,
} from "../helpers/authz-fixture";
import { BASE } from "../helpers/http";
import { needsSession, paramNames, ROUTES, type RouteEntry } from "../helpers/route-registry";
import { keyOf, nextIp, readAnswer, secretsOfA } from "../helpers/authz-requests";
import { DEFAULT_EXPECTATIONS, SPECS, type Built, type Expected } from "./authz-matrix.specs";

let fx: AuthzFixture;

beforeAll(async () => {
  fx = await seedAuthzFixture();
}, 60_000);

// ---------------------------------------------------------------------------
// Running a row

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

async function sessionToken(actor: Actor, fresh: boolean): Promise<string | null> {
  if (actor === "anonymous" || actor === "customer") return null;
  return fresh ? freshSession(fx, actor) : fx.sessions[actor];
}

/** The request a browser of `actor` would send: session cookie, same-site Origin on writes. */
async function buildRequest(route: RouteEntry, actor: Actor, built: Built) {
  const params = built.params ?? {};
  const names = paramNames(route.path);
  if (Object.keys(params).sort().join() !== [...names].sort().join()) {
    throw new Error(
      `${keyOf(route)}: the builder must fill exactly the params [${names.join(", ")}], got [${Object.keys(params).join(", ")}]`,
    );
  }
  let pathname = route.path;
  for (const [name, value] of Object.entries(params))
    pathname = pathname.replace(`[${name}]`, encodeURIComponent(value));
  const url = new URL(`${BASE}${pathname}`);
  for (const [key, value] of Object.entries(built.query ?? {})) url.searchParams.set(key, value);

  const headers: Record<string, string> = { "x-forwarded-for": nextIp(), "user-agent": "authz-matrix" };
  const token = await sessionToken(actor, built.freshSession ?? false);
  if (token) headers.cookie = sessionCookieHeader(token);
  if (!MUTATING.has(route.method)) return { request: new Request(url, { headers }), params };

  headers.origin = BASE;
  let body: BodyInit | undefined;
  if (built.form) body = built.form;
  else if (built.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(built.json);
  }
  return { request: new Request(url, { method: route.method, headers, body }), params };
}

const statusMatches = (status: number, expected: Expected) =>
  expected === "2xx" ? status >= 200 && status < 300 : status === expected;

function expectationFor(route: RouteEntry, actor: Actor): Expected {
  return SPECS[keyOf(route)]?.expect?.[actor] ?? DEFAULT_EXPECTATIONS[route.access][actor];
}

const ROWS = ROUTES.flatMap((route) =>
  ACTORS.map((actor) => [keyOf(route), actor, String(expectationFor(route, actor)), route] as const),
);

describe("authorisation matrix", () => {
  it("has a request builder for every route, and none for a route that is gone", () => {
    const keys = ROUTES.map(keyOf);
    expect(keys.filter((key) => !SPECS[key])).toEqual([]);
    expect(Object.keys(SPECS).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it.each(ROWS)("%s as %s → %s", async (key, actor, _label, route) => {
    const spec = SPECS[key];
    if (!spec)
      throw new Error(`No request builder for ${key}: add one to SPECS in tests/api/authz-matrix.specs.ts`);
    const expected = expectationFor(route, actor);
    const built = await spec.build(actor, fx);
    const { request, params } = await buildRequest(route, actor, built);

    const refusal = expected !== "2xx";
    const before = refusal ? await worldState() : null;
    const watchA = actor === "contractorB" && needsSession(route.access);
    const rowsOfA = watchA ? await contractorRows(fx.contractorA.id) : null;

    const answer = await readAnswer(await route.handler(request, { params: Promise.resolve(params) }));

    if (answer.status >= 500 || !statusMatches(answer.status, expected)) {
      throw new Error(
        `${key} as ${actor}: expected ${expected}, got ${answer.status} ${answer.text.slice(0, 300)}`,
      );
    }
    // A session never decides a public route: no 401 there, and 403 only where ownership is the rule.
    if (!needsSession(route.access)) {
      expect(answer.status).not.toBe(401);
      if (expected !== 403) expect(answer.status).not.toBe(403);
    }
    if (answer.status >= 400) {
      expect(answer.contentType).toContain("application/json");
      expect(answer.json).toEqual(expect.objectContaining({ error: expect.any(String) }));
      expect((answer.json as { error: string }).error.length).toBeGreaterThan(0);
    }
    if (before !== null) expect(await worldState()).toBe(before);
    if (rowsOfA !== null) {
      expect(await contractorRows(fx.contractorA.id)).toBe(rowsOfA);
      for (const secret of secretsOfA(fx)) expect(answer.text).not.toContain(secret);
    }
    await spec.check?.(actor, answer, fx);
  });
});

// ---------------------------------------------------------------------------
// Cross-tenant checks in more depth than one row per actor
