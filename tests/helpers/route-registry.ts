/**
 * Every API route handler with its path and who may call it: the fuzzer and
 * the authorisation tests iterate over this list. A route added under app/api
 * must be added here (tests/api/route-registry.test.ts checks that).
 */
import * as adminAnalytics from "@/app/api/admin/analytics/route";
import * as adminBookingErase from "@/app/api/admin/bookings/[bookingId]/erase-personal-data/route";
import * as adminBookingPriceChanges from "@/app/api/admin/bookings/[bookingId]/price-changes/route";
import * as adminBooking from "@/app/api/admin/bookings/[bookingId]/route";
import * as adminBookingsExport from "@/app/api/admin/bookings/export/route";
import * as adminBookings from "@/app/api/admin/bookings/route";
import * as adminCleanupManual from "@/app/api/admin/cleanup/manual/route";
import * as adminCleanupStats from "@/app/api/admin/cleanup/stats/route";
import * as adminResetPassword from "@/app/api/admin/contractors/[id]/reset-password/route";
import * as adminContractor from "@/app/api/admin/contractors/[id]/route";
import * as adminContractorConflicts from "@/app/api/admin/contractors/[id]/availability-conflicts/route";
import * as adminPriority from "@/app/api/admin/contractors/[id]/service-areas/[areaId]/priority/route";
import * as adminContractorAreas from "@/app/api/admin/contractors/[id]/service-areas/route";
import * as adminContractorStatus from "@/app/api/admin/contractors/[id]/status/route";
import * as adminInvite from "@/app/api/admin/contractors/invite/route";
import * as adminContractors from "@/app/api/admin/contractors/route";
import * as adminEmailResend from "@/app/api/admin/emails/[id]/resend/route";
import * as adminFailedEmails from "@/app/api/admin/emails/failed/route";
import * as adminLockouts from "@/app/api/admin/lockouts/route";
import * as adminLogin from "@/app/api/admin/login/route";
import * as adminLogout from "@/app/api/admin/logout/route";
import * as adminSignInLink from "@/app/api/admin/sign-in-link/route";
import * as adminSignInLinkRedeem from "@/app/api/admin/sign-in-link/redeem/route";
import * as adminPricingConfig from "@/app/api/admin/pricing/config/route";
import * as adminPricingUpdate from "@/app/api/admin/pricing/update/route";
import * as adminReviewHide from "@/app/api/admin/reviews/[id]/hide/route";
import * as adminReviewPublish from "@/app/api/admin/reviews/[id]/publish/route";
import * as adminReviewReply from "@/app/api/admin/reviews/[id]/reply/route";
import * as adminReviews from "@/app/api/admin/reviews/route";
import * as adminServiceArea from "@/app/api/admin/service-areas/[id]/route";
import * as adminServiceAreas from "@/app/api/admin/service-areas/route";
import * as adminW9 from "@/app/api/admin/w9/[filename]/route";
import * as availability from "@/app/api/availability/route";
import * as bookingCancel from "@/app/api/bookings/[id]/cancel/route";
import * as bookingConfirm from "@/app/api/bookings/[id]/confirm/route";
import * as bookingLookup from "@/app/api/bookings/[id]/lookup/route";
import * as bookingLiveStatus from "@/app/api/bookings/[id]/live-status/route";
import * as bookingReschedule from "@/app/api/bookings/[id]/reschedule/route";
import * as bookings from "@/app/api/bookings/route";
import * as calendarFeed from "@/app/api/calendar-feed/[token]/route";
import * as checkServiceArea from "@/app/api/check-service-area/route";
import * as commercialInquiries from "@/app/api/commercial-inquiries/route";
import * as adminFreeSlots from "@/app/api/contractor-availability/[date]/route";
import * as adminFreeDates from "@/app/api/contractor-availability-overview/route";
import * as availableDates from "@/app/api/contractor-available-dates/route";
import * as contractorAvailabilityOverview from "@/app/api/contractor/availability-overview/route";
import * as contractorAvailabilityDate from "@/app/api/contractor/availability/[date]/route";
import * as contractorCalendarFeed from "@/app/api/contractor/calendar-feed/route";
import * as contractorAvailability from "@/app/api/contractor/availability/route";
import * as contractorTimeOff from "@/app/api/contractor/availability/time-off/route";
import * as contractorTimeOffItem from "@/app/api/contractor/availability/time-off/[id]/route";
import * as contractorWeeklyHours from "@/app/api/contractor/availability/weekly/route";
import * as contractorLanguage from "@/app/api/contractor/language/route";
import * as contractorJobStatus from "@/app/api/contractor/jobs/[jobId]/status/route";
import * as contractorJobPayments from "@/app/api/contractor/jobs/[jobId]/payments/route";
import * as contractorJobOnMyWay from "@/app/api/contractor/jobs/[jobId]/on-my-way/route";
import * as contractorJobPhotos from "@/app/api/contractor/jobs/[jobId]/photos/route";
import * as jobPhoto from "@/app/api/job-photos/[token]/route";
import * as adminInvoices from "@/app/api/admin/invoices/route";
import * as adminPaymentRefunds from "@/app/api/admin/payments/[id]/refunds/route";
import * as invoiceCheckout from "@/app/api/invoices/[token]/checkout/route";
import * as stripeWebhook from "@/app/api/payments/stripe-webhook/route";
import * as adminPayouts from "@/app/api/admin/payouts/route";
import * as adminContractorPayouts from "@/app/api/admin/contractors/[id]/payouts/route";
import * as contractorStatements from "@/app/api/contractor/statements/route";
import * as adminInvoiceTotals from "@/app/api/admin/invoices/totals/route";
import * as adminInvoicesExport from "@/app/api/admin/invoices/export/route";
import * as adminInvoicePayments from "@/app/api/admin/invoices/[id]/payments/route";
import * as adminInvoiceCreditNotes from "@/app/api/admin/invoices/[id]/credit-notes/route";
import * as contractorJobHistory from "@/app/api/contractor/jobs/history/route";
import * as contractorJobs from "@/app/api/contractor/jobs/route";
import * as contractorJobSummary from "@/app/api/contractor/jobs/summary/route";
import * as contractorLogin from "@/app/api/contractor/login/route";
import * as contractorSignInLink from "@/app/api/contractor/sign-in-link/route";
import * as contractorSignInLinkRedeem from "@/app/api/contractor/sign-in-link/redeem/route";
import * as contractorLogout from "@/app/api/contractor/logout/route";
import * as contractorPassword from "@/app/api/contractor/password/route";
import * as contractorProfile from "@/app/api/contractor/profile/route";
import * as contractorPush from "@/app/api/contractor/push-subscriptions/route";
import * as contractorRegister from "@/app/api/contractor/register/route";
import * as contractorReviews from "@/app/api/contractor/reviews/route";
import * as contractorSetPassword from "@/app/api/contractor/set-password/route";
import * as health from "@/app/api/health/route";
import * as internalPublicPages from "@/app/api/internal/public-pages/route";
import * as live from "@/app/api/live/route";
import * as metricsEndpoint from "@/app/api/metrics/route";
import * as pricingConfig from "@/app/api/pricing/config/route";
import * as projectEstimate from "@/app/api/project-estimate/[quoteId]/route";
import * as pushReceipts from "@/app/api/push-receipts/route";
import * as quote from "@/app/api/quotes/[id]/route";
import * as quotes from "@/app/api/quotes/route";
import * as upload from "@/app/api/uploads/[id]/route";
import * as review from "@/app/api/reviews/[token]/route";
import * as roomPhotos from "@/app/api/uploads/room-photos/route";

/** The routes a session opens (the others take none). */
export const needsSession = (access: Access): access is "contractor" | "admin" =>
  access === "contractor" || access === "admin";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** internal: only this process may call it (lib/pages/internal-request.ts); 404 to anyone else. */
/** operator: METRICS_TOKEN or the operator's network only (lib/metrics/access.ts); 404 to anyone else. */
export type Access = "public" | "contractor" | "admin" | "internal" | "operator";
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface RouteEntry {
  /** e.g. "/api/quotes/[id]" */
  path: string;
  method: Method;
  access: Access;
  /** "json" | "multipart" | "none": what the body normally is */
  body: "json" | "multipart" | "none";
  handler: Handler;
}

const r = (
  path: string,
  method: Method,
  access: Access,
  body: RouteEntry["body"],
  module: Record<string, unknown>,
): RouteEntry => {
  const handler = module[method];
  if (typeof handler !== "function") throw new Error(`${method} ${path} is not exported`);
  return { path, method, access, body, handler: handler as Handler };
};

export const ROUTES: RouteEntry[] = [
  r("/api/health", "GET", "public", "none", health),
  r("/api/live", "GET", "public", "none", live),
  r("/api/internal/public-pages", "POST", "internal", "none", internalPublicPages),
  r("/api/metrics", "GET", "operator", "none", metricsEndpoint),
  r("/api/pricing/config", "GET", "public", "none", pricingConfig),
  r("/api/check-service-area", "POST", "public", "json", checkServiceArea),
  r("/api/quotes", "POST", "public", "json", quotes),
  r("/api/quotes/[id]", "GET", "public", "none", quote),
  r("/api/uploads/room-photos", "POST", "public", "multipart", roomPhotos),
  r("/api/uploads/[id]", "GET", "public", "none", upload),
  r("/api/contractor-available-dates", "GET", "public", "none", availableDates),
  r("/api/availability", "GET", "public", "none", availability),
  r("/api/project-estimate/[quoteId]", "GET", "public", "none", projectEstimate),
  r("/api/bookings", "POST", "public", "json", bookings),
  r("/api/bookings/[id]/lookup", "POST", "public", "json", bookingLookup),
  r("/api/bookings/[id]/live-status", "POST", "public", "json", bookingLiveStatus),
  r("/api/bookings/[id]/cancel", "POST", "public", "json", bookingCancel),
  r("/api/bookings/[id]/confirm", "POST", "public", "json", bookingConfirm),
  r("/api/bookings/[id]/reschedule", "POST", "public", "json", bookingReschedule),
  r("/api/commercial-inquiries", "POST", "public", "json", commercialInquiries),
  r("/api/reviews/[token]", "GET", "public", "none", review),
  r("/api/invoices/[token]/checkout", "POST", "public", "none", invoiceCheckout),
  r("/api/payments/stripe-webhook", "POST", "public", "json", stripeWebhook),
  r("/api/reviews/[token]", "PUT", "public", "json", review),
  r("/api/contractor/register", "POST", "public", "multipart", contractorRegister),
  r("/api/contractor/login", "POST", "public", "json", contractorLogin),
  r("/api/contractor/set-password", "POST", "public", "json", contractorSetPassword),
  r("/api/contractor/sign-in-link", "POST", "public", "json", contractorSignInLink),
  r("/api/contractor/sign-in-link/redeem", "POST", "public", "json", contractorSignInLinkRedeem),
  r("/api/contractor/logout", "POST", "contractor", "none", contractorLogout),
  r("/api/contractor/profile", "GET", "contractor", "none", contractorProfile),
  r("/api/contractor/password", "POST", "contractor", "json", contractorPassword),
  r("/api/contractor/push-subscriptions", "GET", "contractor", "none", contractorPush),
  r("/api/contractor/push-subscriptions", "POST", "contractor", "json", contractorPush),
  r("/api/contractor/push-subscriptions", "DELETE", "contractor", "json", contractorPush),
  r("/api/contractor/jobs", "GET", "contractor", "none", contractorJobs),
  r("/api/contractor/jobs/summary", "GET", "contractor", "none", contractorJobSummary),
  r("/api/contractor/jobs/history", "GET", "contractor", "none", contractorJobHistory),
  r("/api/contractor/jobs/[jobId]/status", "PUT", "contractor", "json", contractorJobStatus),
  r("/api/contractor/jobs/[jobId]/payments", "POST", "contractor", "json", contractorJobPayments),
  r("/api/contractor/jobs/[jobId]/on-my-way", "POST", "contractor", "json", contractorJobOnMyWay),
  r("/api/contractor/jobs/[jobId]/photos", "POST", "contractor", "multipart", contractorJobPhotos),
  r("/api/job-photos/[token]", "GET", "public", "none", jobPhoto),
  r("/api/contractor/statements", "GET", "contractor", "none", contractorStatements),
  r("/api/contractor/reviews", "GET", "contractor", "none", contractorReviews),
  r("/api/contractor/availability-overview", "GET", "contractor", "none", contractorAvailabilityOverview),
  r("/api/contractor/availability/[date]", "GET", "contractor", "none", contractorAvailabilityDate),
  r("/api/contractor/availability", "POST", "contractor", "json", contractorAvailability),
  r("/api/contractor/availability/weekly", "GET", "contractor", "none", contractorWeeklyHours),
  r("/api/contractor/availability/weekly", "PUT", "contractor", "json", contractorWeeklyHours),
  r("/api/contractor/language", "GET", "contractor", "none", contractorLanguage),
  r("/api/contractor/language", "PUT", "contractor", "json", contractorLanguage),
  r("/api/contractor/availability/time-off", "GET", "contractor", "none", contractorTimeOff),
  r("/api/contractor/availability/time-off", "POST", "contractor", "json", contractorTimeOff),
  r("/api/contractor/availability/time-off/[id]", "DELETE", "contractor", "none", contractorTimeOffItem),
  r("/api/contractor/calendar-feed", "GET", "contractor", "none", contractorCalendarFeed),
  r("/api/contractor/calendar-feed", "POST", "contractor", "none", contractorCalendarFeed),
  r("/api/calendar-feed/[token]", "GET", "public", "none", calendarFeed),
  r("/api/push-receipts", "POST", "public", "json", pushReceipts),
  r("/api/admin/login", "POST", "public", "json", adminLogin),
  r("/api/admin/sign-in-link", "POST", "public", "none", adminSignInLink),
  r("/api/admin/sign-in-link/redeem", "POST", "public", "json", adminSignInLinkRedeem),
  r("/api/admin/logout", "POST", "admin", "none", adminLogout),
  r("/api/admin/analytics", "GET", "admin", "none", adminAnalytics),
  r("/api/admin/bookings", "GET", "admin", "none", adminBookings),
  r("/api/admin/bookings/export", "GET", "admin", "none", adminBookingsExport),
  r("/api/admin/bookings/[bookingId]", "PUT", "admin", "json", adminBooking),
  r("/api/admin/bookings/[bookingId]/erase-personal-data", "POST", "admin", "none", adminBookingErase),
  r("/api/admin/bookings/[bookingId]/price-changes", "POST", "admin", "json", adminBookingPriceChanges),
  r("/api/admin/cleanup/stats", "GET", "admin", "none", adminCleanupStats),
  r("/api/admin/cleanup/manual", "POST", "admin", "none", adminCleanupManual),
  r("/api/admin/lockouts", "GET", "admin", "none", adminLockouts),
  r("/api/admin/emails/failed", "GET", "admin", "none", adminFailedEmails),
  r("/api/admin/emails/[id]/resend", "POST", "admin", "none", adminEmailResend),
  r("/api/admin/contractors", "GET", "admin", "none", adminContractors),
  r("/api/admin/contractors/invite", "POST", "admin", "json", adminInvite),
  r("/api/admin/contractors/[id]", "GET", "admin", "none", adminContractor),
  r("/api/admin/contractors/[id]", "PATCH", "admin", "json", adminContractor),
  r("/api/admin/contractors/[id]/availability-conflicts", "GET", "admin", "none", adminContractorConflicts),
  r("/api/admin/contractors/[id]/status", "PUT", "admin", "json", adminContractorStatus),
  r("/api/admin/contractors/[id]/reset-password", "POST", "admin", "none", adminResetPassword),
  r("/api/admin/contractors/[id]/service-areas", "GET", "admin", "none", adminContractorAreas),
  r("/api/admin/contractors/[id]/service-areas", "POST", "admin", "json", adminContractorAreas),
  r("/api/admin/contractors/[id]/service-areas/[areaId]/priority", "PUT", "admin", "json", adminPriority),
  r("/api/admin/pricing/config", "GET", "admin", "none", adminPricingConfig),
  r("/api/admin/pricing/update", "POST", "admin", "json", adminPricingUpdate),
  r("/api/admin/invoices", "GET", "admin", "none", adminInvoices),
  r("/api/admin/payments/[id]/refunds", "POST", "admin", "json", adminPaymentRefunds),
  r("/api/admin/payouts", "GET", "admin", "none", adminPayouts),
  r("/api/admin/contractors/[id]/payouts", "GET", "admin", "none", adminContractorPayouts),
  r("/api/admin/contractors/[id]/payouts", "POST", "admin", "json", adminContractorPayouts),
  r("/api/admin/invoices/totals", "GET", "admin", "none", adminInvoiceTotals),
  r("/api/admin/invoices/export", "GET", "admin", "none", adminInvoicesExport),
  r("/api/admin/invoices/[id]/payments", "POST", "admin", "json", adminInvoicePayments),
  r("/api/admin/invoices/[id]/credit-notes", "POST", "admin", "json", adminInvoiceCreditNotes),
  r("/api/admin/reviews", "GET", "admin", "none", adminReviews),
  r("/api/admin/reviews/[id]/publish", "POST", "admin", "none", adminReviewPublish),
  r("/api/admin/reviews/[id]/hide", "POST", "admin", "none", adminReviewHide),
  r("/api/admin/reviews/[id]/reply", "PUT", "admin", "json", adminReviewReply),
  r("/api/admin/service-areas", "GET", "admin", "none", adminServiceAreas),
  r("/api/admin/service-areas", "POST", "admin", "json", adminServiceAreas),
  r("/api/admin/service-areas/[id]", "PUT", "admin", "json", adminServiceArea),
  r("/api/admin/service-areas/[id]", "DELETE", "admin", "none", adminServiceArea),
  r("/api/admin/w9/[filename]", "GET", "admin", "none", adminW9),
  r("/api/contractor-availability-overview", "GET", "admin", "none", adminFreeDates),
  r("/api/contractor-availability/[date]", "GET", "admin", "none", adminFreeSlots),
];

/** The dynamic segments of a path, e.g. ["id", "areaId"]. */
export const paramNames = (path: string) => [...path.matchAll(/\[(\w+)\]/g)].map((m) => m[1]!);
