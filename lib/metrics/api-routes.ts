/**
 * The API's route patterns, as the metrics label them (lib/metrics/registry.mjs): a request to
 * /api/quotes/7f3c… counts under /api/quotes/[id], so ids and e-mailed tokens never become label
 * values and nobody can add series by inventing paths. tests/api/metrics.test.ts checks that this
 * list is exactly the app/api folder's routes.
 */
export const API_ROUTE_PATTERNS = [
  "/api/admin/analytics",
  "/api/admin/bookings",
  "/api/admin/bookings/[bookingId]",
  "/api/admin/bookings/[bookingId]/erase-personal-data",
  "/api/admin/bookings/[bookingId]/price-changes",
  "/api/admin/bookings/export",
  "/api/admin/cleanup/manual",
  "/api/admin/cleanup/stats",
  "/api/admin/contractors",
  "/api/admin/contractors/[id]",
  "/api/admin/contractors/[id]/availability-conflicts",
  "/api/admin/contractors/[id]/payouts",
  "/api/admin/contractors/[id]/reset-password",
  "/api/admin/contractors/[id]/service-areas",
  "/api/admin/contractors/[id]/service-areas/[areaId]/priority",
  "/api/admin/contractors/[id]/status",
  "/api/admin/contractors/invite",
  "/api/admin/emails/[id]/resend",
  "/api/admin/emails/failed",
  "/api/admin/invoices",
  "/api/admin/invoices/[id]/credit-notes",
  "/api/admin/invoices/[id]/payments",
  "/api/admin/invoices/export",
  "/api/admin/invoices/totals",
  "/api/admin/lockouts",
  "/api/admin/login",
  "/api/admin/logout",
  "/api/admin/payments/[id]/refunds",
  "/api/admin/payouts",
  "/api/admin/pricing/config",
  "/api/admin/pricing/update",
  "/api/admin/reviews",
  "/api/admin/reviews/[id]/hide",
  "/api/admin/reviews/[id]/publish",
  "/api/admin/reviews/[id]/reply",
  "/api/admin/service-areas",
  "/api/admin/service-areas/[id]",
  "/api/admin/sign-in-link",
  "/api/admin/sign-in-link/redeem",
  "/api/admin/w9/[filename]",
  "/api/auth/[...nextauth]",
  "/api/availability",
  "/api/bookings",
  "/api/bookings/[id]/cancel",
  "/api/bookings/[id]/confirm",
  "/api/bookings/[id]/live-status",
  "/api/bookings/[id]/lookup",
  "/api/bookings/[id]/reschedule",
  "/api/calendar-feed/[token]",
  "/api/check-service-area",
  "/api/commercial-inquiries",
  "/api/contractor-availability-overview",
  "/api/contractor-availability/[date]",
  "/api/contractor-available-dates",
  "/api/contractor/availability",
  "/api/contractor/availability-overview",
  "/api/contractor/availability/[date]",
  "/api/contractor/availability/time-off",
  "/api/contractor/availability/time-off/[id]",
  "/api/contractor/availability/weekly",
  "/api/contractor/calendar-feed",
  "/api/contractor/jobs",
  "/api/contractor/jobs/[jobId]/on-my-way",
  "/api/contractor/jobs/[jobId]/payments",
  "/api/contractor/jobs/[jobId]/photos",
  "/api/contractor/jobs/[jobId]/status",
  "/api/contractor/jobs/history",
  "/api/contractor/jobs/summary",
  "/api/contractor/language",
  "/api/contractor/login",
  "/api/contractor/logout",
  "/api/contractor/password",
  "/api/contractor/profile",
  "/api/contractor/push-subscriptions",
  "/api/contractor/register",
  "/api/contractor/reviews",
  "/api/contractor/set-password",
  "/api/contractor/sign-in-link",
  "/api/contractor/sign-in-link/redeem",
  "/api/contractor/statements",
  "/api/health",
  "/api/internal/public-pages",
  "/api/invoices/[token]/checkout",
  "/api/job-photos/[token]",
  "/api/live",
  "/api/metrics",
  "/api/payments/stripe-webhook",
  "/api/pricing/config",
  "/api/project-estimate/[quoteId]",
  "/api/push-receipts",
  "/api/quotes",
  "/api/quotes/[id]",
  "/api/reviews/[token]",
  "/api/uploads/[id]",
  "/api/uploads/room-photos",
] as const;

/** A path no pattern matches (Next.js answers it 404 before any handler runs, so it is rare here). */
export const UNMATCHED_API_ROUTE = "/api/(other)";

type Segment = { kind: "static"; text: string } | { kind: "param" } | { kind: "rest" };
interface Compiled {
  pattern: string;
  segments: Segment[];
}

function compile(pattern: string): Compiled {
  const segments = pattern
    .split("/")
    .filter(Boolean)
    .map((part): Segment => {
      if (part.startsWith("[...") || part.startsWith("[[...")) return { kind: "rest" };
      if (part.startsWith("[")) return { kind: "param" };
      return { kind: "static", text: part };
    });
  return { pattern, segments };
}

function matches(route: Compiled, parts: string[]): boolean {
  for (const [i, segment] of route.segments.entries()) {
    if (segment.kind === "rest") return parts.length > i;
    const part = parts[i];
    if (part === undefined) return false;
    if (segment.kind === "static" && segment.text !== part) return false;
  }
  return parts.length === route.segments.length;
}

const staticCount = (route: Compiled) => route.segments.filter((s) => s.kind === "static").length;
/** As Next.js routes: the pattern with more fixed segments wins (/api/admin/bookings/export over /[bookingId]). */
const COMPILED = API_ROUTE_PATTERNS.map(compile).sort((a, b) => staticCount(b) - staticCount(a));

/** The route pattern of an API request's URL (a path, or a full URL). */
export function apiRouteOf(url: string): string {
  let pathname: string;
  try {
    pathname = new URL(url, "http://localhost").pathname;
  } catch {
    return UNMATCHED_API_ROUTE;
  }
  const parts = pathname.split("/").filter(Boolean);
  return COMPILED.find((route) => matches(route, parts))?.pattern ?? UNMATCHED_API_ROUTE;
}
