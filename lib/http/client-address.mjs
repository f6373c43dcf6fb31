// @ts-check
/**
 * The caller's network address as the production server (server.mjs) saw it on
 * the TCP socket. server.mjs overwrites this header on every request, so no
 * client can choose its value; X-Forwarded-For, which any client can send, only
 * counts where the operator says proxies stand in front (TRUSTED_PROXY_HOPS).
 */
export const CLIENT_ADDRESS_HEADER = "x-brushwise-client-address";

/**
 * Set by server.mjs before it serves anything, in this process's global scope: the app's bundled
 * copy of this module is another module instance, the process is the same. Where it is unset (a
 * platform or `next start` running Next.js without server.mjs, `next dev`), nobody overwrote the
 * header, so its value is whatever the client sent, and it is not believed.
 */
const STAMPING_SERVER = Symbol.for("brushwise.client-address-stamping-server");

/** server.mjs: every request of this process gets its socket's address in CLIENT_ADDRESS_HEADER. */
export function declareStampingServer() {
  /** @type {Record<symbol, unknown>} */ (globalThis)[STAMPING_SERVER] = true;
}

/** Whether CLIENT_ADDRESS_HEADER was written by server.mjs (and so cannot be the client's own). */
export function clientAddressIsStamped() {
  return /** @type {Record<symbol, unknown>} */ (globalThis)[STAMPING_SERVER] === true;
}

/** @param {import("node:http").IncomingMessage} req */
export function stampClientAddress(req) {
  req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
}
