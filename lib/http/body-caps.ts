/**
 * The most a request body may be, per kind of route: the one place these numbers are written.
 * Every API handler gets one through route() (lib/http/route.ts; BODY_CAPS.json unless it asks for
 * another), Auth.js's through withBodyAtMost. A body past its cap is answered 413 with `message`
 * and never held past the cap, whether or not it declared a Content-Length: the most a request
 * can make the server hold is its route's cap, so N parallel requests hold at most N × the cap.
 */
export interface BodyCap {
  /** The most bytes of body this route reads; one more and the request is refused. */
  bytes: number;
  /** The 413's `error` text. */
  message: string;
}

/** Far above any form of ours (a 30-room quote is a few kilobytes), far below what could hurt. */
export const MAX_JSON_BYTES = 256 * 1024;

/** The largest file one upload may carry (a room photo, a W9). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Room for the multipart framing and the form's text fields around a file of MAX_UPLOAD_BYTES. */
const MULTIPART_OVERHEAD_BYTES = 256 * 1024;

const TOO_LARGE = "The request body is too large";

export const BODY_CAPS = {
  /**
   * Every route but the uploads, those that read no body included: a POST, PUT, PATCH or DELETE
   * can carry a body whether or not the handler wants one, and it must cost no more there.
   */
  json: { bytes: MAX_JSON_BYTES, message: TOO_LARGE },
  /** The multipart uploads (room photos, a contractor's registration with its W9): one file and the form. */
  upload: { bytes: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES, message: "The file is larger than 10 MB" },
  /** Auth.js's forms (a CSRF token, a callback address, an e-mail and a password) fit many times over. */
  authForm: { bytes: 16 * 1024, message: TOO_LARGE },
  /**
   * A job alert's receipt (POST /api/push-receipts: `{ "token": … }`, a token of at most 400
   * characters), which any phone may post without a session: ten times what it needs.
   */
  receipt: { bytes: 4 * 1024, message: TOO_LARGE },
  /** Stripe's webhook events (a checkout session is a few kilobytes): far more than one needs. */
  webhook: { bytes: 64 * 1024, message: TOO_LARGE },
} as const satisfies Record<string, BodyCap>;
