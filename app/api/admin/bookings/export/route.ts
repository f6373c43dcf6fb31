import { bookingsCsvFilename, bookingsCsvStream } from "@/lib/admin/booking-export";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";
import { parseAdminBookingsFilter } from "@/lib/validations/admin-bookings-query";

export const GET = withAdmin(async (request) => {
  const filter = parseAdminBookingsFilter(new URL(request.url).searchParams);
  return new Response(bookingsCsvStream(db, filter), {
    headers: {
      ...NO_CACHE_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${bookingsCsvFilename()}"`,
    },
  });
});
