import { db } from "@/lib/db";
import { route } from "@/lib/http/route";
import { LIMITS } from "@/lib/security/limits";
import { clientNetwork, enforceRateLimit } from "@/lib/security/rate-limit";
import { readJobPhoto } from "@/lib/uploads/job-photos";

/**
 * Public: a job photo behind its signed link (lib/uploads/job-photos.ts), which only the job's painter,
 * the back office and the customer's completion e-mail are given; the link is the credential.
 */
export const GET = route<{ token: string }>(async (request, { params }) => {
  await enforceRateLimit(db, `job-photo:ip:${clientNetwork(request)}`, LIMITS.jobPhotosPerAddress);
  const photo = await readJobPhoto(db, (await params).token);
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "Content-Type": photo.mimeType,
      "Content-Disposition": "inline",
      // Shown as an image, never run as a page of the site.
      "Content-Security-Policy": "sandbox",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex, nofollow",
      "Referrer-Policy": "no-referrer",
      // A link's bytes never change, but an erasure must end them: cached a day at most, privately.
      "Cache-Control": "private, max-age=86400",
    },
  });
});
