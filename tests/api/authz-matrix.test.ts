/**
 * The authorisation matrix: every API route (tests/helpers/route-registry.ts)
 * × {no session, customer, contractor A, contractor B, admin} → the expected
 * status. Rows are generated from ROUTES, so a new route gets rows by itself and
 * fails until it has a request builder below.
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
import { randomUUID } from "node:crypto";
import { calendarFeedToken } from "@/lib/contractors/calendar-feed";
import { createSetPasswordToken } from "@/lib/contractors/set-password";
import { createSignInLinkToken, SIGN_IN_LINK_SENT } from "@/lib/contractors/sign-in-link";
import { ADMIN_SIGN_IN_LINK_SENT, createAdminSignInToken } from "@/lib/admin/sign-in-link";
import { hashPassword } from "@/lib/auth/password";
import { decodeSessionToken, encodeSessionToken } from "@/lib/auth/session-token";
import { db } from "@/lib/db";
import { fromDbDate, toDbDate } from "@/lib/scheduling/dates.shared";
import { JOB_STATUSES, OPEN_JOB_STATUSES } from "@/lib/validations/contractor";
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
import { createTestQuote } from "../helpers/fixtures";
import { BASE, PDF_BYTES, PNG_1X1 } from "../helpers/http";
import { needsSession, paramNames, ROUTES, type Access, type RouteEntry } from "../helpers/route-registry";

/** A message the provider refused for good, to resend (the last one built, for its check). */
let lastFailedEmailId = "";
const failedEmail = () =>
  db.emailMessage.create({
    data: {
      to: `failed-${unique()}@example.com`,
      subject: "Undelivered",
      html: "<p>hi</p>",
      text: "hi",
      template: "authz-failed",
      status: "failed",
      attempts: 1,
      lastError: "Resend answered 422",
    },
  });

let fx: AuthzFixture;

beforeAll(async () => {
  fx = await seedAuthzFixture();
}, 60_000);

// ---------------------------------------------------------------------------
// Expectations

/** "2xx", or one exact status. */
type Expected = "2xx" | 400 | 401 | 403 | 404;

/** What the route's `access` implies for each actor. */
const DEFAULT_EXPECTATIONS: Record<Access, Record<Actor, Expected>> = {
  // Anyone may call a public route: a session neither helps nor hurts.
  public: { anonymous: "2xx", customer: "2xx", contractorA: "2xx", contractorB: "2xx", admin: "2xx" },
  // Only the process itself, with its secret: no session opens it.
  internal: { anonymous: 404, customer: 404, contractorA: 404, contractorB: 404, admin: 404 },
  // Prometheus with METRICS_TOKEN, or the operator's network: no session opens it.
  operator: { anonymous: 404, customer: 404, contractorA: 404, contractorB: 404, admin: 404 },
  // lib/auth/guard.ts: no live session → 401, a session of another role → 403.
  // Contractor B gets 2xx where the route serves the caller's own data (B's own jobs, profile, availability).
  contractor: { anonymous: 401, customer: 401, contractorA: "2xx", contractorB: "2xx", admin: 403 },
  admin: { anonymous: 401, customer: 401, contractorA: 403, contractorB: 403, admin: "2xx" },
};

/**
 * Public routes whose resource is a customer's booking: only the holder of its
 * e-mail address or e-mailed link gets through. A session (contractor A holds
 * the job, the admin runs the back office) gives no access to these routes.
 */
const customerOnly = (refusal: Expected): Partial<Record<Actor, Expected>> => ({
  anonymous: refusal,
  contractorA: refusal,
  contractorB: refusal,
  admin: refusal,
});

// ---------------------------------------------------------------------------
// Request builders

interface Built {
  /** Values of the route's dynamic segments: must name exactly paramNames(route.path). */
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  /** Send a fresh session of the actor instead of the shared one (logout ends the session it is sent with). */
  freshSession?: boolean;
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
  json: unknown;
}

interface RouteSpec {
  build: (actor: Actor, fx: AuthzFixture) => Built | Promise<Built>;
  /** Per-actor exceptions to DEFAULT_EXPECTATIONS[route.access]. */
  expect?: Partial<Record<Actor, Expected>>;
  /** Extra assertions on an answer. */
  check?: (actor: Actor, answer: Answer, fx: AuthzFixture) => void | Promise<void>;
}

const PHILADELPHIA = "2116 Spruce St, Philadelphia, PA 19103";
const unique = () => randomUUID().slice(0, 8);

/** A browser's PushSubscription JSON (keys of the right lengths; nothing is sent to it here). */
const pushSubscriptionJson = (name: string) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
  keys: {
    p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString("base64url"),
    auth: Buffer.alloc(16, 2).toString("base64url"),
  },
});
/** A device subscribed for the contractor, straight in the database. */
const pushDevice = (contractorId: string) => {
  const { endpoint, keys } = pushSubscriptionJson(`device-${unique()}`);
  return db.pushSubscription.create({ data: { contractorId, endpoint, ...keys } });
};
const isContractor = (actor: Actor): actor is "contractorA" | "contractorB" =>
  actor === "contractorA" || actor === "contractorB";
const ids = (list: unknown) => (list as { id: string }[]).map((item) => item.id);
/** The painter a calendar feed URL names (its signed claims; the signature is the feed tests' matter). */
const feedOwner = (url: string) =>
  (JSON.parse(Buffer.from(url.split("/").pop()!.split(".")[0]!, "base64url").toString()) as { c: string }).c;
/** A painter's jobs still to act on, as GET /api/contractor/jobs lists them (sorted ids). */
const openJobIds = async (contractorId: string) =>
  (
    await db.jobAssignment.findMany({
      where: { contractorId, status: { in: [...OPEN_JOB_STATUSES] } },
      select: { id: true },
    })
  )
    .map((job) => job.id)
    .sort();

/** A job of A's completed last week, for a customer of its own. */
async function completedBooking(f: AuthzFixture, email: string) {
  const quote = await createTestQuote({ email, address: `${unique()} Pine St, Philadelphia, PA 19103` });
  const booking = await db.booking.create({
    data: {
      quoteId: quote.id,
      status: "completed",
      scheduledDate: toDbDate(f.day(-7)),
      timeSlot: "afternoon",
      completedAt: new Date(),
    },
  });
  await db.jobAssignment.create({
    data: {
      bookingId: booking.id,
      contractorId: f.contractorA.id,
      status: "completed",
      contractorEarnings: "100.00",
      completedAt: new Date(),
    },
  });
  return { bookingId: booking.id, quoteId: quote.id };
}

/** The e-mail a non-customer would type: their own (contractors) or a stranger's. */
const ownEmail = (actor: Actor, f: AuthzFixture) =>
  actor === "contractorA"
    ? f.contractorA.email
    : actor === "contractorB"
      ? f.contractorB.email
      : `${actor}@example.com`;

function form(fields: Record<string, string>, fileField: string, file: File) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  body.set(fileField, file);
  return body;
}

const SPECS: Record<string, RouteSpec> = {
  // --- public: the quote and booking flow -----------------------------------
  "GET /api/health": { build: () => ({}) },
  "GET /api/live": { build: () => ({}) },
  "POST /api/internal/public-pages": { build: () => ({}) },
  "GET /api/metrics": { build: () => ({}) },
  "GET /api/pricing/config": { build: () => ({}) },
  "POST /api/check-service-area": {
    build: () => ({ json: { address: PHILADELPHIA } }),
    check: (_actor, answer) => expect(answer.json).toMatchObject({ isServiceable: true }),
  },
  "POST /api/quotes": {
    build: () => ({
      json: {
        projectType: "interior",
        address: PHILADELPHIA,
        propertyType: "condo",
        customerName: "Matrix Visitor",
        email: `visitor-${unique()}@example.com`,
        phone: "215-555-0100",
        rooms: [
          {
            type: "bedroom",
            length: 12,
            width: 10,
            height: 9,
            paintWalls: true,
            paintOptions: { customerSupplies: true },
          },
        ],
        conditions: { primer: false, furnitureMoving: false, substantialPrep: false },
      },
    }),
  },
  "GET /api/quotes/[id]": { build: (_a, f) => ({ params: { id: f.customer.quoteId } }) },
  "POST /api/uploads/room-photos": {
    build: () => ({ form: form({}, "file", new File([PNG_1X1], "room.png", { type: "image/png" })) }),
  },
  "GET /api/uploads/[id]": {
    build: (_a, f) => ({ params: { id: f.photoId } }),
    check: (_actor, answer) => expect(answer.contentType).toBe("image/png"),
  },
  "GET /api/contractor-available-dates": {
    build: (_a, f) => ({ query: { quoteId: f.openQuote.id } }),
  },
  "GET /api/availability": {
    build: (_a, f) => ({ query: { quoteId: f.openQuote.id, date: f.openQuote.scheduledDate } }),
  },
  "GET /api/project-estimate/[quoteId]": { build: (_a, f) => ({ params: { quoteId: f.customer.quoteId } }) },
  "POST /api/bookings": {
    // The first row books the quote (201), later rows get the same booking back (200).
    build: (_a, f) => ({
      json: {
        quoteId: f.openQuote.id,
        scheduledDate: f.openQuote.scheduledDate,
        timeSlot: f.openQuote.timeSlot,
      },
    }),
  },
  "POST /api/commercial-inquiries": {
    build: () => ({
      json: {
        name: "Matrix Visitor",
        company: "Acme Offices",
        email: `office-${unique()}@example.com`,
        phone: "215-555-0100",
        message: "We need our office repainted next month.",
      },
    }),
  },

  // --- public, but the resource is a customer's booking ---------------------
  "POST /api/bookings/[id]/lookup": {
    // Booking id + the booking's e-mail; anyone else types their own e-mail and gets the same 404 as a wrong id.
    build: (actor, f) => ({
      params: { id: f.customer.booking.bookingId },
      json: { email: actor === "customer" ? f.customer.email : ownEmail(actor, f) },
    }),
    expect: customerOnly(404),
    check: (actor, answer, f) => {
      if (actor !== "customer") return;
      expect(answer.json).toMatchObject({
        id: f.customer.booking.bookingId,
        customerEmail: f.customer.email,
      });
      // The customer's view names the painter but never their contact details.
      expect(answer.text).not.toContain(f.contractorA.email);
    },
  },
  "POST /api/bookings/[id]/cancel": {
    // The customer uses the cancel link of their e-mail; nobody else has a proof of ownership to send.
    build: (actor, f) => ({
      params: { id: f.customer.cancelBooking.bookingId },
      json: actor === "customer" ? { token: f.customer.tokens.cancel } : {},
    }),
    expect: customerOnly(403),
    check: async (actor, _answer, f) => {
      if (actor !== "customer") return;
      const booking = await db.booking.findUniqueOrThrow({
        where: { id: f.customer.cancelBooking.bookingId },
      });
      expect(booking.status).toBe("cancelled");
    },
  },
  "GET /api/reviews/[token]": {
    // The review link is the only credential: anyone else holds at best a link made for another purpose.
    build: (actor, f) => ({
      params: { token: actor === "customer" ? f.customer.tokens.review : f.customer.tokens.cancel },
    }),
    expect: customerOnly(403),
    check: (actor, answer, f) => {
      if (actor !== "customer") return;
      expect(answer.json).toMatchObject({ bookingId: f.customer.reviewBookingId, painterFirstName: "Alice" });
      expect(answer.text).not.toContain(f.contractorA.email);
    },
  },
  "GET /api/calendar-feed/[token]": {
    // The URL is the credential, as a calendar app without cookies holds it: A's current feed for
    // every actor (a session neither helps nor hurts), listing A's jobs.
    build: async (_actor, f) => {
      const { calendarFeedVersion } = await db.contractor.findUniqueOrThrow({
        where: { id: f.contractorA.id },
      });
      return { params: { token: `${calendarFeedToken(f.contractorA.id, calendarFeedVersion)}.ics` } };
    },
    check: (_actor, answer, f) => {
      expect(answer.contentType).toBe("text/calendar; charset=utf-8");
      for (const job of f.contractorA.jobs) expect(answer.text).toContain(job.bookingId);
      for (const job of f.contractorB.jobs) expect(answer.text).not.toContain(job.bookingId);
    },
  },
  "PUT /api/reviews/[token]": {
    build: (actor, f) => ({
      params: { token: actor === "customer" ? f.customer.tokens.review : f.customer.tokens.cancel },
      json: { rating: 5, text: "Alice did a careful, tidy job and finished on time." },
    }),
    expect: customerOnly(403),
    check: async (actor, _answer, f) => {
      if (actor !== "customer") return;
      const review = await db.review.findUniqueOrThrow({ where: { bookingId: f.customer.reviewBookingId } });
      expect(review).toMatchObject({ rating: 5, status: "pending", contractorId: f.contractorA.id });
    },
  },
  "POST /api/bookings/[id]/reschedule": {
    build: (actor, f) => ({
      params: { id: f.customer.booking.bookingId },
      json: {
        ...f.customer.rescheduleTo,
        ...(actor === "customer" ? { token: f.customer.tokens.reschedule } : {}),
      },
    }),
    expect: customerOnly(403),
    check: (actor, answer, f) => {
      if (actor === "customer")
        expect(answer.json).toMatchObject({
          booking: { id: f.customer.booking.bookingId, scheduledDate: f.customer.rescheduleTo.scheduledDate },
        });
    },
  },

  // --- public: accounts ------------------------------------------------------
  "POST /api/contractor/register": {
    build: () => ({
      form: form(
        {
          firstName: "Nina",
          lastName: "Newcomer",
          email: `nina-${unique()}@example.com`,
          password: "brushes1",
          phone: "(215) 555-0177",
          businessName: "Newcomer Painting",
          licenseNumber: "PA-HIC-654321",
          experienceYears: "4",
          bio: "Rowhome interiors.",
        },
        "w9Document",
        new File([PDF_BYTES], "w9.pdf", { type: "application/pdf" }),
      ),
    }),
  },
  "POST /api/contractor/login": {
    // Contractor B signs in as B; everyone else at the login form uses A's credentials.
    build: (actor, f) => ({
      json:
        actor === "contractorB"
          ? { email: f.contractorB.email, password: f.contractorB.password }
          : { email: f.contractorA.email, password: f.contractorA.password },
    }),
    check: (actor, answer, f) => {
      expect(answer.json).toMatchObject({
        token: expect.any(String),
        contractor: { id: actor === "contractorB" ? f.contractorB.id : f.contractorA.id },
      });
    },
  },
  "POST /api/contractor/set-password": {
    // A set-password link works once: each row gets a freshly invited contractor.
    build: async () => {
      const passwordHash = await hashPassword(randomUUID());
      const invited = await db.contractor.create({
        data: {
          firstName: "Ivy",
          lastName: "Invited",
          email: `ivy-${unique()}@example.com`,
          phone: "215-555-0100",
          experienceYears: 1,
          passwordHash,
          mustChangePassword: true,
          isVerified: true,
        },
      });
      return { json: { token: createSetPasswordToken(invited.id, passwordHash), password: "new-secret-1" } };
    },
  },
  "POST /api/contractor/sign-in-link": {
    // The same answer for an e-mail with no account: a new one per row (each mailbox has its budget).
    build: () => ({ json: { email: `nobody-${unique()}@example.com` } }),
    check: (_actor, answer) => {
      expect(answer.json).toEqual({ message: SIGN_IN_LINK_SENT });
    },
  },
  "POST /api/contractor/sign-in-link/redeem": {
    // A sign-in link works once: each row gets a fresh painter and a link of their own.
    build: async () => {
      const painter = await db.contractor.create({
        data: {
          firstName: "Lin",
          lastName: "Linked",
          email: `lin-${unique()}@example.com`,
          phone: "215-555-0100",
          experienceYears: 1,
          passwordHash: await hashPassword(randomUUID()),
          isVerified: true,
        },
      });
      return { json: { token: createSignInLinkToken(painter) } };
    },
    check: (_actor, answer) => {
      expect(answer.json).toMatchObject({ token: expect.any(String), contractor: { firstName: "Lin" } });
    },
  },
  "POST /api/admin/sign-in-link": {
    // Mails the owner (ADMIN_EMAIL in the tests' environment); three an hour per mailbox, so each
    // row starts with that mailbox's budget unspent.
    build: async () => {
      await db.rateLimitBucket.deleteMany({ where: { key: { startsWith: "sign-in-link:" } } });
      return {};
    },
    check: (_actor, answer) => {
      expect(answer.json).toEqual({ message: ADMIN_SIGN_IN_LINK_SENT });
    },
  },
  "POST /api/admin/sign-in-link/redeem": {
    // A link works once: a fresh one per row.
    build: () => ({ json: { token: createAdminSignInToken() } }),
    check: (_actor, answer) => {
      expect(answer.json).toMatchObject({ success: true, token: expect.any(String) });
    },
  },
  "POST /api/admin/login": {
    build: () => {
      const password = process.env.ADMIN_PASSWORD;
      if (!password) throw new Error("ADMIN_PASSWORD must be set for the authorisation matrix");
      return { json: { username: "admin", password } };
    },
  },

  // --- contractor portal -----------------------------------------------------
  "POST /api/contractor/logout": { build: () => ({ freshSession: true }) },
  // A wrong current password: a contractor gets through the guard to a 401 of the route itself
  // ("not correct", not "log in"); nothing changes for any actor.
  "POST /api/contractor/password": {
    build: () => ({ json: { currentPassword: "not-the-password", newPassword: "another-secret-1" } }),
    expect: { contractorA: 401, contractorB: 401 },
    check: (actor, answer) => {
      if (isContractor(actor))
        expect(answer.json).toEqual({ error: "Your current password is not correct.", code: "unauthorized" });
    },
  },
  "GET /api/contractor/profile": {
    build: () => ({}),
    check: (actor, answer, f) => {
      if (isContractor(actor)) expect(answer.json).toMatchObject({ id: f[actor].id, email: f[actor].email });
    },
  },
  "GET /api/contractor/push-subscriptions": {
    // A's device: A sees it subscribed; to B it is not theirs.
    build: async (_a, f) => ({ query: { endpoint: (await pushDevice(f.contractorA.id)).endpoint } }),
    check: (actor, answer) => {
      if (isContractor(actor))
        expect(answer.json).toMatchObject({ enabled: true, subscribed: actor === "contractorA" });
    },
  },
  "POST /api/contractor/push-subscriptions": {
    build: (actor) => ({ json: pushSubscriptionJson(`${actor}-${unique()}`) }),
    check: async (actor, answer, f) => {
      if (!isContractor(actor)) return;
      const { endpoint } = pushSubscriptionJson("");
      const own = await db.pushSubscription.findMany({ where: { contractorId: f[actor].id } });
      expect(own.some((d) => d.endpoint.startsWith(endpoint))).toBe(true);
      expect(answer.json).toEqual({ subscribed: true });
    },
  },
  "DELETE /api/contractor/push-subscriptions": {
    // A's device: A removes it; B cannot (404), and A's rows stay as they were.
    build: async (_a, f) => ({ json: { endpoint: (await pushDevice(f.contractorA.id)).endpoint } }),
    expect: { contractorB: 404 },
  },
  "GET /api/contractor/jobs": {
    build: () => ({}),
    check: async (actor, answer, f) => {
      if (!isContractor(actor)) return;
      // The open jobs only (earlier rows cancel one of A's bookings and book A another).
      const other = f[actor === "contractorA" ? "contractorB" : "contractorA"].jobs.map((j) => j.jobId);
      const listed = ids(answer.json);
      expect([...listed].sort()).toEqual(await openJobIds(f[actor].id));
      for (const id of other) expect(listed).not.toContain(id);
    },
  },
  "GET /api/contractor/jobs/summary": {
    build: () => ({}),
    check: (actor, answer) => {
      // Nothing ever moves B's one job: B's figures are exact, and hold nothing of A's.
      if (actor === "contractorB")
        expect(answer.json).toEqual({ pending: 1, active: 0, completed: 0, totalEarnings: "0.00" });
    },
  },
  "GET /api/contractor/jobs/history": {
    build: () => ({ query: { limit: "50" } }),
    check: (actor, answer, f) => {
      if (!isContractor(actor)) return;
      const other = f[actor === "contractorA" ? "contractorB" : "contractorA"].jobs.map((j) => j.jobId);
      const listed = ids((answer.json as { jobs: unknown }).jobs);
      for (const id of other) expect(listed).not.toContain(id);
    },
  },
  "GET /api/contractor/reviews": {
    // A gets a published review first (a homeowner's, no name given): A sees it without its booking
    // or customer; B, who has none, sees exactly nothing.
    build: async (actor, f) => {
      if (actor === "contractorA") {
        const { bookingId } = await completedBooking(f, "ruth.reviewer@example.com");
        await db.review.create({
          data: {
            bookingId,
            contractorId: f.contractorA.id,
            rating: 5,
            text: "Alice painted our hallway beautifully and cleaned up after.",
            county: "Philadelphia",
            status: "published",
            publishedAt: new Date(),
          },
        });
      }
      return {};
    },
    check: async (actor, answer, f) => {
      if (actor === "contractorB") expect(answer.json).toEqual({ average: null, count: 0, recent: [] });
      if (actor !== "contractorA") return;
      const published = await db.review.count({
        where: { contractorId: f.contractorA.id, status: "published" },
      });
      expect(answer.json).toMatchObject({ count: published });
      expect((answer.json as { recent: { author: string }[] }).recent[0]).toMatchObject({
        author: "a homeowner in Philadelphia County",
      });
      expect(answer.text).not.toContain("ruth.reviewer@example.com");
      expect(answer.text).not.toContain("bookingId");
    },
  },
  "PUT /api/contractor/jobs/[jobId]/status": {
    // A's job: A acknowledges it; to B it does not exist.
    build: (_a, f) => ({
      params: { jobId: f.contractorA.statusJob.jobId },
      json: { status: "acknowledged", notes: "On my way" },
    }),
    expect: { contractorB: 404 },
  },
  "GET /api/contractor/availability-overview": {
    build: () => ({}),
    check: async (actor, answer, f) => {
      if (!isContractor(actor)) return;
      const dates = (answer.json as { date: string }[]).map((d) => d.date);
      const offered = await db.contractorAvailability.findMany({
        where: { contractorId: f[actor].id },
        select: { date: true },
      });
      const own = new Set(offered.map((row) => fromDbDate(row.date)));
      for (const date of dates) expect(own).toContain(date);
      if (actor === "contractorA") expect(dates).toContain(f.contractorA.freeDate);
      else expect(dates).not.toContain(f.contractorA.freeDate);
    },
  },
  "GET /api/contractor/availability/[date]": {
    // A's free date: A sees their two slots, B sees their own (empty) day.
    build: (_a, f) => ({ params: { date: f.contractorA.freeDate } }),
    check: (actor, answer) => {
      if (actor === "contractorA") expect(answer.json).toMatchObject({ timeSlots: ["morning", "afternoon"] });
      if (actor === "contractorB") expect(answer.json).toMatchObject({ timeSlots: [] });
    },
  },
  "POST /api/contractor/availability": {
    // Both write the same date: each writes their own row only (A's rows are compared for every B row).
    build: (_a, f) => ({ json: { date: f.contractorA.writeDate, timeSlots: ["morning"] } }),
    check: async (actor, _answer, f) => {
      if (!isContractor(actor)) return;
      const rows = await db.contractorAvailability.findMany({
        where: { date: toDbDate(f.contractorA.writeDate) },
      });
      expect(rows.find((r) => r.contractorId === f[actor].id)?.timeSlots).toEqual(["morning"]);
    },
  },

  "GET /api/contractor/calendar-feed": {
    // Each painter gets the URL of their own feed, never another's.
    build: () => ({}),
    check: (actor, answer, f) => {
      if (!isContractor(actor)) return;
      const { httpsUrl } = answer.json as { httpsUrl: string };
      expect(feedOwner(httpsUrl)).toBe(f[actor].id);
    },
  },
  "POST /api/contractor/calendar-feed": {
    // A new link for the caller's own feed only (A's rows are compared for every B row).
    build: () => ({}),
    check: async (actor, answer, f) => {
      if (!isContractor(actor)) return;
      const { calendarFeedVersion } = await db.contractor.findUniqueOrThrow({ where: { id: f[actor].id } });
      expect(calendarFeedVersion).toBeGreaterThan(0);
      expect(feedOwner((answer.json as { httpsUrl: string }).httpsUrl)).toBe(f[actor].id);
    },
  },
  // --- admin -----------------------------------------------------------------
  "POST /api/admin/logout": { build: () => ({ freshSession: true }) },
  "GET /api/admin/analytics": { build: () => ({}) },
  "GET /api/admin/bookings": {
    build: () => ({ query: { limit: "100" } }),
    check: (actor, answer, f) => {
      if (actor !== "admin") return;
      const listed = ids((answer.json as { bookings: unknown }).bookings);
      expect(listed).toEqual(
        expect.arrayContaining([f.contractorA.statusJob.bookingId, f.contractorB.jobs[0]!.bookingId]),
      );
    },
  },
  "GET /api/admin/bookings/export": {
    build: () => ({}),
    check: (actor, answer, f) => {
      if (actor !== "admin") return;
      expect(answer.text.split("\r\n")[0]).toMatch(/^Booking ID,Booked At,/);
      expect(answer.text).toContain(f.contractorA.statusJob.bookingId);
      expect(answer.text).toContain(f.contractorB.jobs[0]!.bookingId);
    },
  },
  "PUT /api/admin/bookings/[bookingId]": {
    build: (_a, f) => ({
      params: { bookingId: f.contractorA.statusJob.bookingId },
      json: { notes: "Gate code 1234" },
    }),
  },
  "POST /api/admin/bookings/[bookingId]/erase-personal-data": {
    // An erasure is for good: each row gets a completed booking of its own.
    build: async (_a, f) => ({
      params: { bookingId: (await completedBooking(f, `erasable-${unique()}@example.com`)).bookingId },
    }),
    check: (actor, answer) => {
      if (actor === "admin")
        expect(answer.json).toMatchObject({
          booking: { customerName: "Erased", customerPhone: "", address: "Erased" },
        });
    },
  },
  "GET /api/admin/cleanup/stats": { build: () => ({}) },
  "POST /api/admin/cleanup/manual": { build: () => ({}) },
  "GET /api/admin/lockouts": { build: () => ({}) },
  "GET /api/admin/emails/failed": {
    build: () => ({}),
    check: (actor, answer) => {
      if (actor === "admin") expect(answer.json).toMatchObject({ failed: expect.any(Array) });
    },
  },
  "POST /api/admin/emails/[id]/resend": {
    // Each row resends a failed message of its own: only the admin's is queued again.
    build: async () => {
      lastFailedEmailId = (await failedEmail()).id;
      return { params: { id: lastFailedEmailId } };
    },
    check: async (actor) => {
      const { status } = await db.emailMessage.findUniqueOrThrow({ where: { id: lastFailedEmailId } });
      expect(status).toBe(actor === "admin" ? "queued" : "failed");
    },
  },
  "GET /api/admin/contractors": { build: () => ({}) },
  "POST /api/admin/contractors/invite": {
    build: () => ({
      json: {
        email: `invitee-${unique()}@example.com`,
        firstName: "Ian",
        lastName: "Invitee",
        phone: "215-555-0100",
        businessName: "",
        serviceAreaIds: [],
      },
    }),
  },
  "GET /api/admin/contractors/[id]": {
    build: (_a, f) => ({ params: { id: f.contractorA.id } }),
    check: (actor, answer, f) => {
      if (actor === "admin")
        expect(answer.json).toMatchObject({
          id: f.contractorA.id,
          w9Document: `/api/admin/w9/${f.contractorA.id}`,
        });
    },
  },
  "PATCH /api/admin/contractors/[id]": {
    build: (_a, f) => ({ params: { id: f.contractorA.id }, json: { sqFtPerDay: 500 } }),
  },
  "PUT /api/admin/contractors/[id]/status": {
    build: (_a, f) => ({ params: { id: f.contractorA.id }, json: { isActive: true } }),
  },
  "POST /api/admin/contractors/[id]/reset-password": {
    // Ends the contractor's sessions: aimed at a spare contractor so A's session lives on.
    build: (_a, f) => ({ params: { id: f.spareContractorId } }),
  },
  "GET /api/admin/contractors/[id]/service-areas": {
    build: (_a, f) => ({ params: { id: f.contractorA.id } }),
  },
  "POST /api/admin/contractors/[id]/service-areas": {
    build: (_a, f) => ({
      params: { id: f.contractorA.id },
      json: { serviceAreaIds: [f.contractorA.areaId] },
    }),
  },
  "PUT /api/admin/contractors/[id]/service-areas/[areaId]/priority": {
    build: (_a, f) => ({
      params: { id: f.contractorA.id, areaId: f.contractorA.areaId },
      json: { priority: 1 },
    }),
  },
  "GET /api/admin/reviews": {
    build: () => ({ query: { status: "pending" } }),
    check: (actor, answer, f) => {
      if (actor === "admin") expect(ids((answer.json as { reviews: unknown }).reviews)).toContain(f.reviewId);
    },
  },
  "POST /api/admin/reviews/[id]/publish": { build: (_a, f) => ({ params: { id: f.reviewId } }) },
  "POST /api/admin/reviews/[id]/hide": { build: (_a, f) => ({ params: { id: f.reviewId } }) },
  "PUT /api/admin/reviews/[id]/reply": {
    build: (_a, f) => ({ params: { id: f.reviewId }, json: { reply: "Thank you for your kind words!" } }),
  },
  "GET /api/admin/pricing/config": { build: () => ({}) },
  "POST /api/admin/pricing/update": {
    build: (_a, f) => ({ json: { updates: [{ name: f.pricingItem.name, value: f.pricingItem.value }] } }),
  },
  "GET /api/admin/service-areas": { build: () => ({}) },
  "POST /api/admin/service-areas": {
    build: () => ({
      json: { name: `Matrix Area ${unique()}`, type: "zipcode", zipCodes: "19103, 19104", isActive: true },
    }),
  },
  "PUT /api/admin/service-areas/[id]": {
    build: (_a, f) => ({ params: { id: f.spareAreaId }, json: { name: "Authz Spare Area", isActive: true } }),
  },
  "DELETE /api/admin/service-areas/[id]": {
    // A deletion is for good: each row gets an area of its own.
    build: async () => {
      const area = await db.serviceArea.create({
        data: {
          name: `Doomed ${unique()}`,
          type: "zipcode",
          zipCodes: ["19103"],
          counties: [],
          isActive: false,
        },
      });
      return { params: { id: area.id } };
    },
  },
  "GET /api/admin/w9/[filename]": {
    build: (_a, f) => ({ params: { filename: f.contractorA.id } }),
    check: (actor, answer) => {
      if (actor === "admin") expect(answer.contentType).toBe("application/pdf");
    },
  },
  "GET /api/contractor-availability-overview": {
    build: (_a, f) => ({ query: { contractorId: f.contractorA.id } }),
    check: (actor, answer, f) => {
      if (actor === "admin")
        expect((answer.json as { date: string }[]).map((d) => d.date)).toContain(f.contractorA.freeDate);
    },
  },
  "GET /api/contractor-availability/[date]": {
    build: (_a, f) => ({
      params: { date: f.contractorA.freeDate },
      query: { contractorId: f.contractorA.id },
    }),
    check: (actor, answer) => {
      if (actor === "admin") expect(answer.json).toMatchObject({ timeSlots: ["morning", "afternoon"] });
    },
  },
};

// ---------------------------------------------------------------------------
// Running a row

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
let ipCounter = 0;
/** Each request from its own address, so per-address rate limits never decide a row. */
const nextIp = () => {
  ipCounter += 1;
  return `10.88.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

const keyOf = (route: RouteEntry) => `${route.method} ${route.path}`;

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

async function readAnswer(response: Response): Promise<Answer> {
  const contentType = response.headers.get("content-type") ?? "";
  const text =
    contentType.includes("application/json") || contentType.startsWith("text/")
      ? await response.text()
      : `<${(await response.arrayBuffer()).byteLength} bytes>`;
  let json: unknown = undefined;
  if (contentType.includes("application/json")) json = JSON.parse(text);
  return { status: response.status, contentType, text, json };
}

const statusMatches = (status: number, expected: Expected) =>
  expected === "2xx" ? status >= 200 && status < 300 : status === expected;

/** Identifiers of A's that must never appear in an answer to B on a contractor or admin route. */
function secretsOfA(f: AuthzFixture) {
  return [
    f.contractorA.id,
    f.contractorA.email,
    ...f.contractorA.jobs.flatMap((j) => [j.jobId, j.bookingId, j.quoteId, j.customerEmail]),
  ];
}

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
      throw new Error(`No request builder for ${key}: add one to SPECS in tests/api/authz-matrix.test.ts`);
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

const asActor = (actor: "contractorA" | "contractorB" | "admin") => ({
  cookie: sessionCookieHeader(fx.sessions[actor]),
});
const route = (key: string) => {
  const entry = ROUTES.find((r) => keyOf(r) === key);
  if (!entry) throw new Error(`${key} is not in ROUTES`);
  return entry;
};

async function call(
  key: string,
  {
    params = {},
    query = {},
    json,
    headers = {},
  }: {
    params?: Record<string, string>;
    query?: Record<string, string>;
    json?: unknown;
    headers?: Record<string, string>;
  },
) {
  const entry = route(key);
  let pathname = entry.path;
  for (const [name, value] of Object.entries(params))
    pathname = pathname.replace(`[${name}]`, encodeURIComponent(value));
  const url = new URL(`${BASE}${pathname}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const all: Record<string, string> = { "x-forwarded-for": nextIp(), ...headers };
  const init: RequestInit = { method: entry.method, headers: all };
  if (json !== undefined) {
    all["content-type"] = "application/json";
    init.body = JSON.stringify(json);
  }
  return readAnswer(await entry.handler(new Request(url, init), { params: Promise.resolve(params) }));
}

describe("contractor B never reaches contractor A's data", () => {
  it("B's job list holds B's jobs only, and A's holds none of B's", async () => {
    const b = await call("GET /api/contractor/jobs", { headers: asActor("contractorB") });
    expect(b.status).toBe(200);
    expect(ids(b.json).sort()).toEqual(fx.contractorB.jobs.map((j) => j.jobId).sort());
    for (const secret of secretsOfA(fx)) expect(b.text).not.toContain(secret);

    const a = await call("GET /api/contractor/jobs", { headers: asActor("contractorA") });
    expect(ids(a.json).sort()).toEqual(await openJobIds(fx.contractorA.id));
    for (const job of fx.contractorB.jobs) expect(a.text).not.toContain(job.jobId);
  });

  it("B cannot move any of A's jobs to any status (404, nothing changes)", async () => {
    const before = await contractorRows(fx.contractorA.id);
    for (const job of fx.contractorA.jobs) {
      for (const status of JOB_STATUSES) {
        const answer = await call("PUT /api/contractor/jobs/[jobId]/status", {
          params: { jobId: job.jobId },
          json: { status, notes: "not my job" },
          headers: { ...asActor("contractorB"), origin: BASE },
        });
        expect({ job: job.jobId, status, answer: answer.status }).toEqual({
          job: job.jobId,
          status,
          answer: 404,
        });
        expect(answer.json).toEqual({ error: "Job not found", code: "not_found" });
      }
    }
    expect(await contractorRows(fx.contractorA.id)).toBe(before);
  });

  it("B's availability writes on A's dates change B's rows only", async () => {
    const before = await contractorRows(fx.contractorA.id);
    const datesOfA = (
      await db.contractorAvailability.findMany({ where: { contractorId: fx.contractorA.id } })
    ).map((r) => fromDbDate(r.date));
    expect(datesOfA.length).toBeGreaterThan(3);
    for (const date of datesOfA.filter((d) => d >= fx.today)) {
      for (const timeSlots of [["morning", "afternoon", "evening"], []]) {
        const answer = await call("POST /api/contractor/availability", {
          json: { date, timeSlots },
          headers: { ...asActor("contractorB"), origin: BASE },
        });
        expect(answer.status).toBe(200);
        const own = await db.contractorAvailability.findUnique({
          where: { contractorId_date: { contractorId: fx.contractorB.id, date: toDbDate(date) } },
        });
        expect(own?.timeSlots ?? []).toEqual(timeSlots);
      }
    }
    expect(await contractorRows(fx.contractorA.id)).toBe(before);
  });

  it("B's reads of availability and profile show B's own rows", async () => {
    const overview = await call("GET /api/contractor/availability-overview", {
      headers: asActor("contractorB"),
    });
    const bDates = (
      await db.contractorAvailability.findMany({ where: { contractorId: fx.contractorB.id } })
    ).map((r) => fromDbDate(r.date));
    for (const { date } of overview.json as { date: string }[]) expect(bDates).toContain(date);

    const day = await call("GET /api/contractor/availability/[date]", {
      params: { date: fx.contractorA.freeDate },
      headers: asActor("contractorB"),
    });
    expect(day.json).toMatchObject({ date: fx.contractorA.freeDate, timeSlots: [] });

    const profile = await call("GET /api/contractor/profile", { headers: asActor("contractorB") });
    expect(profile.json).toMatchObject({ id: fx.contractorB.id });
    for (const secret of secretsOfA(fx)) expect(profile.text).not.toContain(secret);
  });

  it.each([
    ["GET /api/admin/contractors/[id]", { params: { id: "A" } }],
    ["GET /api/admin/contractors/[id]/service-areas", { params: { id: "A" } }],
    ["GET /api/admin/w9/[filename]", { params: { filename: "A" } }],
    ["GET /api/contractor-availability-overview", { query: { contractorId: "A" } }],
    ["GET /api/contractor-availability/[date]", { params: { date: "FREE" }, query: { contractorId: "A" } }],
    ["GET /api/admin/bookings", {}],
    ["GET /api/admin/contractors", {}],
  ] as const)("B cannot read A through the admin API: %s → 403", async (key, shape) => {
    const fill = (values: Readonly<Record<string, string>> = {}) =>
      Object.fromEntries(
        Object.entries(values).map(([k, v]) => [
          k,
          v === "A" ? fx.contractorA.id : v === "FREE" ? fx.contractorA.freeDate : v,
        ]),
      );
    const answer = await call(key, {
      params: fill("params" in shape ? shape.params : {}),
      query: fill("query" in shape ? shape.query : {}),
      headers: asActor("contractorB"),
    });
    expect(answer.status).toBe(403);
    expect(answer.text).not.toContain(fx.contractorA.email);
  });

  it("a session token naming A but minted for B's session is refused", async () => {
    const claims = await decodeSessionToken(fx.sessions.contractorB);
    expect(claims).not.toBeNull();
    const forged = await encodeSessionToken({ sid: claims!.sid, role: "contractor", sub: fx.contractorA.id });
    const answer = await call("GET /api/contractor/jobs", {
      headers: { cookie: sessionCookieHeader(forged) },
    });
    expect(answer.status).toBe(401);
    // …and a contractor session relabelled as an admin one gets nowhere either.
    const promoted = await encodeSessionToken({ sid: claims!.sid, role: "admin", sub: "admin" });
    expect(
      (await call("GET /api/admin/bookings", { headers: { cookie: sessionCookieHeader(promoted) } })).status,
    ).toBe(401);
  });
});

describe("a customer reaches only their own booking", () => {
  const other = () => fx.otherCustomer.booking.bookingId;
  const otherBookingRow = () => db.booking.findUniqueOrThrow({ where: { id: other() } });

  it("their own e-mail or links do not open another customer's booking", async () => {
    const before = JSON.stringify(await otherBookingRow());
    const attempts: [string, Record<string, unknown>, number][] = [
      ["POST /api/bookings/[id]/lookup", { email: fx.customer.email }, 404],
      ["POST /api/bookings/[id]/cancel", { token: fx.customer.tokens.cancel }, 403],
      ["POST /api/bookings/[id]/cancel", { email: fx.customer.email }, 404],
      [
        "POST /api/bookings/[id]/reschedule",
        { token: fx.customer.tokens.reschedule, scheduledDate: fx.day(11), timeSlot: "afternoon" },
        403,
      ],
      [
        "POST /api/bookings/[id]/reschedule",
        { email: fx.customer.email, scheduledDate: fx.day(11), timeSlot: "afternoon" },
        404,
      ],
    ];
    for (const [key, json, status] of attempts) {
      const answer = await call(key, { params: { id: other() }, json, headers: { origin: BASE } });
      expect({ key, json, status: answer.status }).toEqual({ key, json, status });
      expect(answer.text).not.toContain(fx.otherCustomer.email);
    }
    expect(JSON.stringify(await otherBookingRow())).toBe(before);
  });

  it("the other customer's own link still works (the refusals above were about ownership)", async () => {
    const answer = await call("POST /api/bookings/[id]/lookup", {
      params: { id: other() },
      json: { email: fx.otherCustomer.email },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id: other(), customerEmail: fx.otherCustomer.email });
  });

  it("a cancel link cannot reschedule, and a link is bound to its booking", async () => {
    const answer = await call("POST /api/bookings/[id]/reschedule", {
      params: { id: fx.customer.booking.bookingId },
      json: { token: fx.customer.tokens.cancelOfRescheduled, scheduledDate: fx.day(12), timeSlot: "morning" },
    });
    expect(answer.status).toBe(403);
    const swapped = await call("POST /api/bookings/[id]/cancel", {
      params: { id: fx.customer.booking.bookingId },
      json: { token: fx.customer.tokens.cancel },
    });
    expect(swapped.status).toBe(403);
  });

  it("a booking link is not a session", async () => {
    for (const token of [fx.customer.tokens.cancel, fx.customer.tokens.reschedule]) {
      const variants: Record<string, string>[] = [
        { authorization: `Bearer ${token}` },
        { cookie: sessionCookieHeader(token) },
      ];
      for (const headers of variants) {
        expect((await call("GET /api/contractor/jobs", { headers })).status).toBe(401);
        expect((await call("GET /api/admin/bookings", { headers })).status).toBe(401);
      }
    }
  });
});
