// @ts-check
/**
 * The caller's network address as the production server (server.mjs) saw it on
 * the TCP socket. server.mjs overwrites this header on every request, so no
 * client can choose its value; X-Forwarded-For, which any client can send, only
 * counts where the operator says proxies stand in front (TRUSTED_PROXY_HOPS).
 */
export const CLIENT_ADDRESS_HEADER = "x-brushwise-client-address";

/** @param {import("node:http").IncomingMessage} req */
export function stampClientAddress(req) {
  req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
}
