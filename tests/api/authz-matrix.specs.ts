/**
 * The authorisation matrix's table (run by tests/api/authz-matrix.test.ts): what each actor may do on
 * each route, and a request builder per route that makes an otherwise valid request.
 */
import { randomUUID } from "node:crypto";
import { calendarFeedToken } from "@/lib/contractors/calendar-feed";
import { createBookingToken } from "@/lib/bookings/tokens";
import { pushReceiptToken } from "@/lib/push/receipts";
import { createSetPasswordToken } from "@/lib/contractors/set-password";
import { issueContractorSignInToken, SIGN_IN_LINK_SENT } from "@/lib/contractors/sign-in-link";
import { ADMIN_SIGN_IN_LINK_SENT, issueAdminSignInToken } from "@/lib/admin/sign-in-link";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { getStorage } from "@/lib/storage";
import { jobPhotoPath } from "@/lib/uploads/job-photos";
import { addDays, fromDbDate, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { type Actor, type AuthzFixture } from "../helpers/authz-fixture";
import { createTestQuote } from "../helpers/fixtures";
import { PDF_BYTES, PNG_1X1 } from "../helpers/http";
import { type Access } from "../helpers/route-registry";
import { ids, openJobIds, type Answer } from "../helpers/authz-requests";

/** A New York date `days` from today, past the booking window for the time-off rows. */
const farDate = (days: number) => addDays(todayInNewYork(), days);

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

/** An open invoice of its own for each request that pays or credits one. */
const openInvoice = (of: { bookingId?: string; contractorId?: string } = {}) =>
  db.invoice.create({
    data: {
      ...of,
      number: `BW-2099-${unique()}`,
      kind: "job",
      billedName: "Matrix Owner",
      billedEmail: `matrix-${unique()}@example.com`,
      billedAddress: "1 Matrix St, Philadelphia, PA 19103",
      serviceDate: toDbDate("2026-11-02"),
      subtotal: "400.00",
      tax: "0.00",
      total: "400.00",
      lines: { create: [{ position: 0, kind: "room", label: "Living Room 1", amount: "400.00" }] },
    },
  });

/** Contractor A's completed job, with its invoice (the painter records the cash against it). */
/** A job of A's assigned for today: what On My Way is for. */
async function todayJobOfA(contractorId: string, today: string) {
  const quote = await createTestQuote();
  const booking = await db.booking.create({
    data: {
      quoteId: quote.id,
      status: "scheduled",
      scheduledDate: toDbDate(today),
      timeSlot: "morning",
      assignments: { create: { contractorId, status: "assigned", contractorEarnings: "240.00" } },
    },
    include: { assignments: true },
  });
  return booking.assignments[0]!.id;
}

async function completedJobOfA(contractorId: string) {
  const quote = await createTestQuote();
  const booking = await db.booking.create({
    data: {
      quoteId: quote.id,
      status: "completed",
      scheduledDate: toDbDate("2026-11-02"),
      timeSlot: "morning",
      completedAt: new Date(),
      assignments: {
        create: { contractorId, status: "completed", contractorEarnings: "240.00", completedAt: new Date() },
      },
    },
    include: { assignments: true },
  });
  await openInvoice({ bookingId: booking.id, contractorId });
  return booking.assignments[0]!.id;
}

// ---------------------------------------------------------------------------
// Expectations

/** "2xx", or one exact status. */
export type Expected = "2xx" | 303 | 400 | 401 | 403 | 404;

/** What the route's `access` implies for each actor. */
export const DEFAULT_EXPECTATIONS: Record<Access, Record<Actor, Expected>> = {
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

export interface Built {
  /** Values of the route's dynamic segments: must name exactly paramNames(route.path). */
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  /** Send a fresh session of the actor instead of the shared one (logout ends the session it is sent with). */
  freshSession?: boolean;
}

export interface RouteSpec {
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
/** The job alert notice each actor's receipt confirms (POST /api/push-receipts). */
const receiptNotices = new Map<Actor, string>();
/** A device subscribed for the contractor, straight in the database. */
const pushDevice = (contractorId: string) => {
  const { endpoint, keys } = pushSubscriptionJson(`device-${unique()}`);
  return db.pushSubscription.create({ data: { contractorId, endpoint, ...keys } });
};
const isContractor = (actor: Actor): actor is "contractorA" | "contractorB" =>
  actor === "contractorA" || actor === "contractorB";
/** The painter a calendar feed URL names (its signed claims; the signature is the feed tests' matter). */
const feedOwner = (url: string) =>
  (JSON.parse(Buffer.from(url.split("/").pop()!.split(".")[0]!, "base64url").toString()) as { c: string }).c;

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

/** A scheduled booking of its own with no painter, for the back office to change its price. */
async function scheduledBooking(f: AuthzFixture) {
  const quote = await createTestQuote({
    email: `price-${unique()}@example.com`,
    address: `${unique()} Elm St, Philadelphia, PA 19103`,
  });
  const booking = await db.booking.create({
    data: { quoteId: quote.id, status: "scheduled", scheduledDate: toDbDate(f.day(20)), timeSlot: "morning" },
  });
  return booking.id;
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

export const SPECS: Record<string, RouteSpec> = {
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
  "POST /api/bookings/[id]/live-status": {
    // The status token a look-up answered the customer with; nobody else has one to send.
    build: (actor, f) => ({
      params: { id: f.customer.booking.bookingId },
      json: {
        token:
          actor === "customer"
            ? createBookingToken(f.customer.booking.bookingId, "status", new Date(Date.now() + 86_400_000))
            : "not-a-signed-token",
      },
    }),
    expect: customerOnly(403),
    check: (actor, answer) => {
      if (actor !== "customer") return;
      expect(answer.json).toEqual({
        liveStatus: { step: "scheduled", onTheWayAt: null, completedAt: null },
        afterPhotos: [],
      });
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
  "POST /api/bookings/[id]/confirm": {
    // The hold's e-mailed confirm link is the only proof; anyone else holds at best another action's link.
    build: (actor, f) => ({
      params: { id: f.customer.holdBookingId },
      json: { token: actor === "customer" ? f.customer.tokens.confirm : f.customer.tokens.cancel },
    }),
    expect: customerOnly(403),
    check: async (actor, _answer, f) => {
      if (actor !== "customer") return;
      const booking = await db.booking.findUniqueOrThrow({
        where: { id: f.customer.holdBookingId },
        include: { assignments: true },
      });
      expect([booking.status, booking.assignments.length]).toEqual(["scheduled", 1]);
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
  "POST /api/push-receipts": {
    // The receipt token is the credential, as a signed-out phone holds it: each actor confirms a
    // notice of A's of its own, whatever session comes with it.
    build: async (actor, f) => {
      const notice = await db.pushNotice.create({
        data: {
          contractorId: f.contractorA.id,
          payload: { title: "New job", body: "Painting Job", url: "/contractor/dashboard", tag: "authz" },
          urgency: "high",
          fallbackEmail: {},
          fallbackDueAt: new Date(Date.now() + 15 * 60_000),
        },
      });
      receiptNotices.set(actor, notice.id);
      return { json: { token: pushReceiptToken(notice.id, new Date()) } };
    },
    check: async (actor, answer) => {
      expect(answer.status).toBe(204);
      const notice = await db.pushNotice.findUniqueOrThrow({ where: { id: receiptNotices.get(actor)! } });
      expect(notice).toMatchObject({ receivedAt: expect.any(Date), fallbackDueAt: null });
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
          password: "velvet-otter-climbs",
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
    // The matrix's writes come with Origin, as a browser's do: the session is in the cookie only.
    check: (actor, answer, f) => {
      expect(answer.json).toMatchObject({
        contractor: { id: actor === "contractorB" ? f.contractorB.id : f.contractorA.id },
      });
      expect(answer.json).not.toHaveProperty("token");
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
      return {
        json: { token: createSetPasswordToken(invited.id, passwordHash), password: "primer-otter-dune-31" },
      };
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
      return { json: { token: await issueContractorSignInToken(db, painter, { paced: false }) } };
    },
    check: (_actor, answer) => {
      expect(answer.json).toMatchObject({ contractor: { firstName: "Lin" } });
      expect(answer.json).not.toHaveProperty("token");
    },
  },
  "POST /api/admin/sign-in-link": {
    // Mails the owner (ADMIN_EMAIL in the tests' environment), at most once per few minutes: each
    // row starts with no link mailed yet (the answer is the same either way).
    build: async () => {
      await db.rateLimitBucket.deleteMany({ where: { key: { startsWith: "sign-in-link:" } } });
      return {};
    },
    check: (_actor, answer) => {
      expect(answer.json).toEqual({ message: ADMIN_SIGN_IN_LINK_SENT });
    },
  },
  "POST /api/admin/sign-in-link/redeem": {
    // A link works once, and only the newest: a fresh one per row.
    build: async () => ({ json: { token: await issueAdminSignInToken(db, { paced: false }) } }),
    check: (_actor, answer) => {
      expect(answer.json).toEqual({ success: true });
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
  "POST /api/contractor/jobs/[jobId]/on-my-way": {
    // A's job of today: A tells the customer; to B it does not exist.
    build: async (_a, f) => ({
      params: { jobId: await todayJobOfA(f.contractorA.id, f.today) },
      json: { tappedAt: new Date().toISOString() },
    }),
    expect: { contractorB: 404 },
    check: (actor, answer) => {
      if (actor === "contractorA")
        expect(answer.json).toMatchObject({ message: "On My Way sent", emailed: true });
    },
  },
  "POST /api/contractor/jobs/[jobId]/payments": {
    // A's completed job: A records the cash; to B it does not exist.
    build: async (_a, f) => ({
      params: { jobId: await completedJobOfA(f.contractorA.id) },
      json: { method: "cash", amount: "100.00" },
    }),
    expect: { contractorB: 404 },
  },
  "POST /api/contractor/jobs/[jobId]/photos": {
    // A before photo of A's job (each row its own key); to B the job does not exist.
    build: async (_a, f) => {
      const jobId = f.contractorA.statusJob.jobId;
      const job = await db.jobAssignment.findUniqueOrThrow({
        where: { id: jobId },
        select: { booking: { select: { quote: { select: { rooms: { select: { id: true } } } } } } },
      });
      const fields = { roomId: job.booking.quote.rooms[0]!.id, phase: "before", clientRef: randomUUID() };
      return {
        params: { jobId },
        form: form(fields, "file", new File([PNG_1X1], "before.png", { type: "image/png" })),
      };
    },
    expect: { contractorB: 404 },
  },
  "GET /api/job-photos/[token]": {
    // The signed link is the credential, whoever opens it.
    build: async (_a, f) => {
      const photo = await db.upload.findFirst({
        where: { kind: "JOB_PHOTO", jobId: f.contractorA.statusJob.jobId },
      });
      const row =
        photo ??
        (await db.upload.create({
          data: {
            kind: "JOB_PHOTO",
            storageKey: await getStorage().put({
              bytes: new Uint8Array(PNG_1X1),
              prefix: "job-photos",
              fileName: "before.png",
              mimeType: "image/png",
            }),
            originalName: "before.png",
            mimeType: "image/png",
            sizeBytes: PNG_1X1.byteLength,
            sha256: "0".repeat(64),
            jobId: f.contractorA.statusJob.jobId,
            phase: "before",
          },
        }));
      return { params: { token: jobPhotoPath(row.id, 1).split("/").pop()! } };
    },
    check: (_actor, answer) => expect(answer.contentType).toBe("image/png"),
  },
  "POST /api/invoices/[token]/checkout": {
    // The signed link is the credential, whoever sends it; with no Stripe key it leads back to the invoice.
    build: () => ({ params: { token: "not-a-signed-token" } }),
    expect: { anonymous: 303, customer: 303, contractorA: 303, contractorB: 303, admin: 303 },
  },
  "POST /api/payments/stripe-webhook": {
    // Only Stripe's signature opens it: no session does.
    build: () => ({ json: { id: "evt_forged", type: "checkout.session.completed" } }),
    expect: { anonymous: 400, customer: 400, contractorA: 400, contractorB: 400, admin: 400 },
  },
  "GET /api/contractor/statements": {
    build: () => ({}),
    check: (actor, answer) => {
      if (isContractor(actor)) expect((answer.json as { weeks: unknown[] }).weeks).toHaveLength(12);
    },
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
  "GET /api/contractor/availability/weekly": {
    build: () => ({}),
    check: (actor, answer) => {
      if (isContractor(actor)) expect((answer.json as { days: unknown[] }).days).toHaveLength(7);
    },
  },
  "PUT /api/contractor/availability/weekly": {
    // No weekday set: the matrix's other rows keep their dates. Each writes (clears) their own only.
    build: () => ({ json: { days: [] } }),
    check: (actor, answer) => {
      if (isContractor(actor))
        expect(answer.json).toMatchObject({ conflicts: [], message: "Weekly hours saved" });
    },
  },
  "GET /api/contractor/language": {
    build: () => ({}),
    check: async (actor, answer, f) => {
      if (!isContractor(actor)) return;
      const own = await db.contractor.findUniqueOrThrow({ where: { id: f[actor].id } });
      expect(answer.json).toEqual({ language: own.language });
    },
  },
  "PUT /api/contractor/language": {
    // English, what a painter who never chose reads anyway: each row writes their own row only.
    build: () => ({ json: { language: "en" } }),
    check: async (actor, answer, f) => {
      if (!isContractor(actor)) return;
      expect(answer.json).toEqual({ language: "en" });
      const own = await db.contractor.findUniqueOrThrow({ where: { id: f[actor].id } });
      expect(own.language).toBe("en");
    },
  },
  "GET /api/contractor/availability/time-off": {
    build: () => ({}),
    check: async (actor, answer, f) => {
      if (!isContractor(actor)) return;
      const own = await db.contractorTimeOff.findMany({ where: { contractorId: f[actor].id } });
      expect(ids(answer.json).sort()).toEqual(own.map((r) => r.id).sort());
    },
  },
  "POST /api/contractor/availability/time-off": {
    // Past the booking window, so that no other row's dates change.
    build: () => ({ json: { startDate: farDate(300), endDate: farDate(301) } }),
    check: async (actor, answer, f) => {
      if (!isContractor(actor)) return;
      const { timeOff } = answer.json as { timeOff: { id: string } };
      const row = await db.contractorTimeOff.findUniqueOrThrow({ where: { id: timeOff.id } });
      expect(row.contractorId).toBe(f[actor].id);
    },
  },
  "DELETE /api/contractor/availability/time-off/[id]": {
    // A's range: A removes it; B cannot (404), and A's rows stay as they were.
    build: async (_a, f) => {
      const range = await db.contractorTimeOff.create({
        data: {
          contractorId: f.contractorA.id,
          startDate: toDbDate(farDate(310)),
          endDate: toDbDate(farDate(310)),
        },
      });
      return { params: { id: range.id } };
    },
    expect: { contractorB: 404 },
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
  "POST /api/admin/bookings/[bookingId]/price-changes": {
    // Each row changes a booking of its own: only the admin's change is written.
    build: async (_a, f) => ({
      params: { bookingId: await scheduledBooking(f) },
      json: { amount: "75.00", reason: "Extra closet painted" },
    }),
    check: async (actor, answer) => {
      if (actor !== "admin") return;
      const { booking } = answer.json as { booking: { id: string; priceChanges: unknown[] } };
      expect(booking.priceChanges).toEqual([
        expect.objectContaining({ amount: 75, reason: "Extra closet painted" }),
      ]);
      expect(await db.bookingPriceChange.count({ where: { bookingId: booking.id } })).toBe(1);
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
  "GET /api/admin/contractors/[id]/availability-conflicts": {
    build: (_a, f) => ({ params: { id: f.contractorA.id } }),
    check: (actor, answer) => {
      if (actor === "admin") expect(Array.isArray(answer.json)).toBe(true);
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
  "GET /api/admin/invoices": { build: () => ({ query: { status: "open" } }) },
  "POST /api/admin/payments/[id]/refunds": {
    // A cash payment of its own for each request, refunded in part.
    build: async () => {
      const invoice = await openInvoice();
      const payment = await db.payment.create({
        data: {
          invoiceId: invoice.id,
          method: "cash",
          amount: "400.00",
          receivedAt: new Date(),
          recordedBy: "admin",
        },
      });
      return { params: { id: payment.id }, json: { amount: "25.00", reason: "Touch-up skipped" } };
    },
  },
  "GET /api/admin/invoices/totals": { build: () => ({}) },
  "GET /api/admin/payouts": { build: () => ({}) },
  "GET /api/admin/contractors/[id]/payouts": { build: (_a, f) => ({ params: { id: f.contractorA.id } }) },
  "POST /api/admin/contractors/[id]/payouts": {
    // A completed job of A's of its own for each request: a job is paid out once.
    build: async (_a, f) => ({
      params: { id: f.contractorA.id },
      json: {
        paidOn: "2026-11-20",
        method: "bank_transfer",
        jobIds: [await completedJobOfA(f.contractorA.id)],
      },
    }),
  },
  "GET /api/admin/invoices/export": { build: () => ({ query: { status: "paid" } }) },
  "POST /api/admin/invoices/[id]/payments": {
    build: async () => ({
      params: { id: (await openInvoice()).id },
      json: { method: "check", amount: "400.00", checkNumber: "1042" },
    }),
  },
  "POST /api/admin/invoices/[id]/credit-notes": {
    build: async () => ({
      params: { id: (await openInvoice()).id },
      json: { amount: "50.00", reason: "Touch-up not needed" },
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
