import { db } from "@/lib/db";
import { route } from "@/lib/http/route";
import { storedImageResponse } from "@/lib/http/stored-image";
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
  // A link's bytes never change, but an erasure must end them: cached a day at most, privately.
  return storedImageResponse(photo, "private, max-age=86400", {
    "X-Robots-Tag": "noindex, nofollow",
    "Referrer-Policy": "no-referrer",
  });
});
