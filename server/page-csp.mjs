// @ts-check
/**
 * The Content-Security-Policy of the pages Next.js renders again after the build and serves from
 * its cache (the home page and the location pages: lib/security/csp.ts, hashedWhenServed). Their
 * HTML is one copy for every visitor, so it can carry no secret nonce; instead their policy lists
 * the SHA-256 of each inline script of the very HTML being sent. proxy.ts marks such an answer
 * (HASH_WHEN_SERVED_HEADER) with a policy holding the build's hashes; here, below Next.js, the
 * answer is held until complete, its inline scripts are hashed, and the policy's script-src hashes
 * are replaced with them before the status line goes out.
 *
 * This runs below the page cache's recording (server.mjs): the policy is computed once, when an
 * HTML copy enters that cache, and stored with it, so every visitor of that copy gets the policy
 * that matches it byte for byte. A copy Next.js serves from its own cache is hashed on its way out.
 * The cost is the streaming of a first render (the page is sent once whole) and one hash per
 * inline script (a location page: about 20 scripts, under 0.5 ms).
 *
 * A script put into the page after it left the server (a DOM injection, an extension's rewrite)
 * has no hash here and is refused. What the server itself rendered is allowed by construction:
 * these pages show other people's text only as React text (published reviews, read by a moderator
 * first), never as markup.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import {
  HASH_WHEN_SERVED_HEADER,
  inlineScriptHashes,
  withScriptHashes,
} from "../lib/security/inline-script-hashes.mjs";

/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */

/** Next.js compresses above this layer (its `compress` option): the body arrives encoded. */
/** @type {Record<string, (body: Buffer) => Buffer>} */
const DECODERS = {
  gzip: gunzipSync,
  "x-gzip": gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

/** @param {Buffer} body @param {string} encoding */
function decoded(body, encoding) {
  const name = encoding.trim().toLowerCase();
  if (name === "" || name === "identity") return body;
  const decode = DECODERS[name];
  if (!decode) throw new Error(`unknown content-encoding ${name}`);
  return decode(body);
}

/**
 * Headers handed to writeHead (an object or a flat [name, value, …] list) moved onto the response,
 * so the marker and the policy are read and changed in one place.
 * @param {Response} res @param {unknown[]} rest
 * @returns {unknown[]} what is left to pass on: the status message, if any
 */
function moveHeadersOntoResponse(res, rest) {
  const left = [];
  for (const arg of rest) {
    if (Array.isArray(arg)) {
      for (let i = 0; i + 1 < arg.length; i += 2) appendHeader(res, String(arg[i]), arg[i + 1]);
    } else if (arg && typeof arg === "object") {
      for (const [name, value] of Object.entries(arg)) if (value !== undefined) res.setHeader(name, value);
    } else {
      left.push(arg);
    }
  }
  return left;
}

/** @param {Response} res @param {string} name @param {any} value */
function appendHeader(res, name, value) {
  const before = res.getHeader(name);
  if (before === undefined) res.setHeader(name, value);
  else res.setHeader(name, [...[before].flat().map(String), ...[value].flat().map(String)]);
}

/**
 * Installs the hashing on this response (a no-op unless proxy.ts marks it). Call before Next.js
 * handles the request, after the page cache has started recording it.
 * @param {Request} req @param {Response} res
 */
export function hashInlineScriptsOfServedPage(req, res) {
  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  };
  /** @type {{ status: number, rest: unknown[] } | undefined} */
  let held;
  /** @type {Buffer[]} */
  const chunks = [];

  /** @param {unknown} chunk @param {unknown} encoding */
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    if (typeof chunk === "string") {
      chunks.push(
        Buffer.from(chunk, /** @type {BufferEncoding} */ (typeof encoding === "string" ? encoding : "utf8")),
      );
    } else if (chunk instanceof Uint8Array) {
      chunks.push(Buffer.from(chunk));
    }
  };

  /** @type {any} */ (res).writeHead = function writeHead(
    /** @type {number} */ status,
    /** @type {unknown[]} */ ...args
  ) {
    if (held) return res;
    if (res.headersSent || !res.hasHeader(HASH_WHEN_SERVED_HEADER)) {
      return original.writeHead.call(res, status, .../** @type {any[]} */ (args));
    }
    const rest = moveHeadersOntoResponse(res, args);
    res.removeHeader(HASH_WHEN_SERVED_HEADER);
    const type = String(res.getHeader("content-type") ?? "");
    if (status === 304) {
      // The browser keeps the policy it got with its copy, which this answer confirms unchanged;
      // the build's hashes sent here would replace it (RFC 9111 §4.3.4) and refuse that copy.
      res.removeHeader("content-security-policy");
    }
    if (status === 304 || status === 204 || req.method === "HEAD" || !/^text\/html\b/i.test(type)) {
      // No HTML to hash (a HEAD, or the page's RSC payload for client navigation): the build's policy.
      return original.writeHead.call(res, status, .../** @type {any[]} */ (rest));
    }
    held = { status, rest };
    return res;
  };

  // Next.js flushes the status line as a render starts streaming; it waits for the whole page here.
  /** @type {any} */ (res).flushHeaders = function flushHeaders() {
    if (held) return;
    if (!res.headersSent && res.hasHeader(HASH_WHEN_SERVED_HEADER)) {
      res.writeHead(res.statusCode);
      if (held) return;
    }
    return original.flushHeaders.call(res);
  };

  /** @type {any} */ (res).write = function write(/** @type {any[]} */ ...args) {
    if (!held) return original.write.apply(res, /** @type {any} */ (args));
    keep(args[0], args[1]);
    const callback = args.find((arg) => typeof arg === "function");
    if (callback) process.nextTick(callback);
    return true;
  };

  /** @type {any} */ (res).end = function end(/** @type {any[]} */ ...args) {
    if (!held) return original.end.apply(res, /** @type {any} */ (args));
    keep(args[0], args[1]);
    const callback = args.find((arg) => typeof arg === "function");
    const { status, rest } = held;
    held = undefined;
    const body = Buffer.concat(chunks);
    chunks.length = 0;
    const policy = res.getHeader("content-security-policy");
    if (typeof policy === "string") {
      try {
        const html = decoded(body, String(res.getHeader("content-encoding") ?? "")).toString("utf8");
        res.setHeader("content-security-policy", withScriptHashes(policy, inlineScriptHashes(html)));
      } catch {
        // Undecodable: the build's hashes stay, which refuse whatever they do not match. Never a
        // looser policy.
      }
    }
    // The whole body is here: its length, encoded or not, replaces any chunked transfer.
    res.setHeader("content-length", body.length);
    original.writeHead.call(res, status, .../** @type {any[]} */ (rest));
    return original.end.call(res, body, callback);
  };
}
