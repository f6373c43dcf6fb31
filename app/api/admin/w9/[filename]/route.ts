import { readContractorW9 } from "@/lib/admin/w9";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";

/** Served to an admin session only (never with a token in the URL); {filename} is the contractor's id. */
export const GET = withAdmin<{ filename: string }>(async (_request, { params }) => {
  const file = await readContractorW9(db, (await params).filename);
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.mimeType,
      "Content-Disposition": `inline; filename="${file.name.replace(/[^\w.\- ]/g, "_")}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
});
