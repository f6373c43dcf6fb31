// @ts-check
/**
 * Paths as logs record them. A link from an e-mail carries its proof in the path (cancel,
 * reschedule, review, set-password, sign-in), and so does a painter's calendar feed URL: whoever reads the app's request log or nginx's access log
 * could use it. Logs keep the route and replace the token with ":token"; the query string is never
 * logged at all. deploy/nginx.conf's `$brushwise_logged_path` map redacts the same routes (a unit
 * test holds the two lists together).
 */
export const TOKEN_ROUTES = [
  "cancel-booking",
  "confirm-booking",
  "reschedule-booking",
  "review",
  "contractor/set-password",
  "contractor/sign-in",
  "admin/sign-in",
  "api/reviews",
  "api/calendar-feed",
  "invoice",
  "api/invoices",
  // Manage Booking's look-up, cancel and reschedule name the booking by its ID or by the customer's
  // reference, which with the e-mail opens the booking: neither is worth keeping in a log.
  "api/bookings",
];

const TOKEN_PATH = new RegExp(`^/(${TOKEN_ROUTES.join("|")})/[^/?#]+`);

/**
 * The path of `url` (a path, or a full URL) without its query string, its token replaced.
 * @param {string} url
 */
export function loggedPath(url) {
  let pathname;
  try {
    pathname = new URL(url, "http://localhost").pathname;
  } catch {
    return "";
  }
  return pathname.replace(TOKEN_PATH, "/$1/:token");
}
