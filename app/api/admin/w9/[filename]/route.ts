import { readContractorW9 } from "@/lib/admin/w9";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";

/**
 * Served to an admin session only (never with a token in the URL); {filename} is the contractor's id.
 * Always as a download, and sandboxed should a browser render it anyway: a painter's upload must
 * never run as a page of the back office.
 */
export const GET = withAdmin<{ filename: string }>(async (_request, { params }) => {
  const file = await readContractorW9(db, (await params).filename);
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.mimeType,
      "Content-Disposition": `attachment; filename="${file.name.replace(/[^\w.\- ]/g, "_")}"`,
      "Content-Security-Policy": "sandbox",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
});
