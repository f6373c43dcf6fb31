import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";
import { invoicesCsvFilename, invoicesCsvStream } from "@/lib/invoices/csv";
import { adminInvoicesQuerySchema } from "@/lib/validations/invoice-money";

export const GET = withAdmin(async (request) => {
  const filter = adminInvoicesQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return new Response(invoicesCsvStream(db, filter), {
    headers: {
      ...NO_CACHE_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${invoicesCsvFilename()}"`,
    },
  });
});
