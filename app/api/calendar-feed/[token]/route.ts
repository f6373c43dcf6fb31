import { calendarFeed } from "@/lib/contractors/calendar-feed";
import { db } from "@/lib/db";
import { route } from "@/lib/http/route";
import { clientNetwork } from "@/lib/security/rate-limit";

/**
 * Public: the painter's calendar feed, fetched by calendar apps without cookies; the signed URL is
 * the credential. Built per request, never cached: a change shows at the app's next fetch.
 */
export const GET = route<{ token: string }>(async (request, { params }) => {
  const { token } = await params;
  const body = await calendarFeed(db, token, clientNetwork(request));
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="brushwise-jobs.ics"',
      "Cache-Control": "private, no-store, max-age=0",
      "X-Robots-Tag": "noindex, nofollow",
      "Referrer-Policy": "no-referrer",
    },
  });
});
