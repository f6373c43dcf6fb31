import { db } from "@/lib/db";
import { BODY_CAPS } from "@/lib/http/body-caps";
import { readJson } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { recordPushReceipt } from "@/lib/push/receipts";
import { LIMITS } from "@/lib/security/limits";
import { clientNetwork, enforceRateLimit } from "@/lib/security/rate-limit";

/**
 * Public: a painter's service worker confirms it showed a job alert (README → Job alerts), with
 * `{ "token": "<the alert's receipt>" }`. No session: a signed-out phone still shows alerts, and the
 * signed token is the credential (lib/push/receipts.ts). Bounded: a body of at most
 * BODY_CAPS.receipt, counted per address first (LIMITS.pushReceiptsPerAddress, so a flood of
 * made-up tokens costs one counter each), then a signature check and at most two one-row updates.
 *
 * 204 for every genuine token: the notice's first receipt, a repeat, or a notice removed since
 * (the answer tells nothing about the notice). 404 for a token we did not sign for this purpose, or
 * one past its validity. 400 without a token or with a malformed one, 415 for a body that is not
 * JSON, 413 past the cap, 429 past the address's budget: each a JSON `{ error, code }`.
 */
export const POST = route(
  async (request) => {
    await enforceRateLimit(db, `push-receipt:${clientNetwork(request)}`, LIMITS.pushReceiptsPerAddress);
    await recordPushReceipt(db, await readJson(request));
    return new Response(null, { status: 204 });
  },
  { bodyCap: BODY_CAPS.receipt },
);
