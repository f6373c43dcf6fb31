// @ts-check
/**
 * A shared HTTP cache (RFC 9111, the subset a reverse proxy needs) that sits in
 * the production server (server.mjs) in front of Next.js.
 *
 * Why: Next.js spends 1.5–2 ms of CPU on every request for a prerendered page
 * that it already has in its cache (routing, the proxy, an ETag hashed over the
 * whole body, its response pipeline). Those pages are identical for every
 * visitor until the next deploy, and Next says so: it sends them with
 * `Cache-Control: s-maxage=…`, which invites any shared cache (a CDN, nginx) to
 * keep them. This is that cache, inside the process, so a deployment without a
 * CDN serves its marketing and location pages at close to static-file speed.
 *
 * What it stores: the 200 answer to an anonymous GET (no Cookie, no
 * Authorization) whose Cache-Control has `s-maxage` and none of
 * `private`/`no-store`/`no-cache`, with no Set-Cookie and a Vary list it can
 * honour. Entries live for s-maxage seconds, are keyed by host, scheme and URL
 * and matched on the request headers the response varies on, and the oldest
 * are dropped beyond a byte budget. Everything else goes straight to Next.js.
 *
 * Why serving a stored answer to a signed-in visitor is safe: a prerendered
 * page is the same bytes for everyone, and proxy.ts answers anonymous visitors
 * differently only with redirects, which are never stored.
 *
 * Two instances need no coordination: what is stored is the build's own output,
 * or a page Next.js regenerated (ISR: the home and location pages, to show new
 * reviews), which lives no longer than the page's own revalidate time. A change
 * the app wants seen at once empties this instance's cache (`clear`, reached
 * through globalThis: see server.mjs); the others follow within that time.
 */

/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */
/** @typedef {import("node:http").OutgoingHttpHeaders} Headers */
/** @typedef {(req: Request, res: Response) => unknown} Handler */

/**
 * @typedef {object} Entry
 * @property {[string, string][]} vary request header names (lower case) and the values this answer was stored for
 * @property {Headers} headers the response headers as Next.js sent them, minus hop-by-hop and length
 * @property {Buffer} body
 * @property {string | undefined} etag
 * @property {number} storedAt
 * @property {number} expiresAt
 * @property {number} size
 */

/**
 * @typedef {object} PageCacheOptions
 * @property {number} [maxBytes] budget for all stored bodies and headers (default 64 MiB)
 * @property {number} [maxEntryBytes] larger answers are not stored (default 2 MiB)
 * @property {() => number} [now] clock in ms, for tests
 */

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const DEFAULT_MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/** Paths that never carry a page: handled by Next.js without any bookkeeping. */
const BYPASS_PREFIXES = ["/api/", "/_next/static/", "/_next/image"];

/** Connection-level headers never replayed (RFC 9110 §7.6.1) and the length, which is recomputed. */
const NOT_REPLAYED = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
  "proxy-connection",
  "content-length",
  "date",
  "age",
]);

/** @param {string | undefined} value @param {string} name */
function directive(value, name) {
  if (!value) return undefined;
  for (const part of value.split(",")) {
    const [key, arg] = part.trim().split("=");
    if (key?.toLowerCase() === name) return arg === undefined ? "" : arg.replace(/^"|"$/g, "");
  }
  return undefined;
}

/** @param {Headers[string]} value */
function headerText(value) {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(", ") : String(value);
}

/** Seconds a shared cache may keep this answer, or 0 when it may not store it. */
function sharedLifetime(/** @type {Headers} */ headers) {
  const cacheControl = headerText(headers["cache-control"]);
  if (!cacheControl) return 0;
  for (const forbidden of ["private", "no-store", "no-cache"]) {
    if (directive(cacheControl, forbidden) !== undefined) return 0;
  }
  const seconds = Number(directive(cacheControl, "s-maxage"));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 0;
}

/** @param {Request} req */
function requestAllowsStoredAnswer(req) {
  const cacheControl = req.headers["cache-control"];
  if (
    directive(cacheControl, "no-cache") !== undefined ||
    directive(cacheControl, "no-store") !== undefined
  ) {
    return false;
  }
  if (!cacheControl && /no-cache/i.test(headerText(req.headers.pragma) ?? "")) return false;
  return !req.headers.authorization;
}

/** @param {Request} req */
function baseKey(req) {
  const proto = headerText(req.headers["x-forwarded-proto"]) ?? "http";
  return `${proto}|${req.headers.host ?? ""}|${req.url ?? "/"}`;
}

/** @param {Request} req @param {string} name */
function requestHeader(req, name) {
  return headerText(req.headers[name]) ?? "";
}

/** RFC 9110 §13.1.2: If-None-Match with weak comparison. */
function etagMatches(/** @type {string | undefined} */ ifNoneMatch, /** @type {string | undefined} */ etag) {
  if (!ifNoneMatch || !etag) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => bare(tag) === bare(etag));
}

/** @param {PageCacheOptions} [options] */
export function createPageCache(options = {}) {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxEntryBytes = options.maxEntryBytes ?? DEFAULT_MAX_ENTRY_BYTES;
  const now = options.now ?? Date.now;

  /** Insertion order is recency order: a hit moves its key to the end. */
  /** @type {Map<string, Entry[]>} */
  const entries = new Map();
  let storedBytes = 0;
  const counters = { hits: 0, misses: 0, stores: 0, evictions: 0 };

  /** @param {string} key @param {Request} req */
  function lookup(key, req) {
    const variants = entries.get(key);
    if (!variants) return undefined;
    const time = now();
    for (let i = 0; i < variants.length; i++) {
      const entry = /** @type {Entry} */ (variants[i]);
      if (entry.expiresAt <= time) {
        variants.splice(i--, 1);
        storedBytes -= entry.size;
        continue;
      }
      if (entry.vary.every(([name, value]) => requestHeader(req, name) === value)) {
        entries.delete(key);
        entries.set(key, variants);
        return entry;
      }
    }
    if (variants.length === 0) entries.delete(key);
    return undefined;
  }

  /** @param {string} key @param {Entry} entry */
  function store(key, entry) {
    const variants = (entries.get(key) ?? []).filter((old) => {
      const same = old.vary.every(
        ([name, value], i) => entry.vary[i]?.[0] === name && entry.vary[i]?.[1] === value,
      );
      if (same) storedBytes -= old.size;
      return !same;
    });
    variants.push(entry);
    entries.delete(key);
    entries.set(key, variants);
    storedBytes += entry.size;
    counters.stores++;
    for (const [oldestKey, oldest] of entries) {
      if (storedBytes <= maxBytes) break;
      const dropped = oldest.shift();
      if (dropped) {
        storedBytes -= dropped.size;
        counters.evictions++;
      }
      if (oldest.length === 0) entries.delete(oldestKey);
    }
  }

  /** @param {Request} req @param {Response} res @param {Entry} entry */
  function replay(req, res, entry) {
    const age = Math.max(0, Math.floor((now() - entry.storedAt) / 1000));
    const notModified = etagMatches(headerText(req.headers["if-none-match"]), entry.etag);
    // One object handed to writeHead (nothing set with setHeader before) is
    // Node's fastest way to write a header block.
    const headers = { ...entry.headers, age: String(age), "x-page-cache": "HIT" };
    if (notModified) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, { ...headers, "content-length": entry.body.length });
    res.end(req.method === "HEAD" ? undefined : entry.body);
  }

  /**
   * Records what Next.js writes for this request and stores it once the answer
   * is complete, if it turns out to be storable. Stops recording as soon as the
   * status line shows it is not.
   * @param {string} key @param {Request} req @param {Response} res
   */
  function record(key, req, res) {
    const original = { writeHead: res.writeHead, write: res.write, end: res.end };
    /** @type {Buffer[]} */
    const chunks = [];
    let bytes = 0;
    let recording = true;
    /** @type {{ status: number, headers: Headers, lifetime: number } | undefined} */
    let head;

    // The wrappers stay in place and only stop recording: Next.js wraps write and
    // end again on top of them (its gzip compression), so putting the originals
    // back would cut its wrappers out of the chain.
    const stop = () => {
      recording = false;
      chunks.length = 0;
    };

    /** @param {unknown} chunk @param {unknown} [encoding] */
    const keep = (chunk, encoding) => {
      if (!recording || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(
              chunk,
              /** @type {BufferEncoding} */ (typeof encoding === "string" ? encoding : "utf8"),
            )
          : chunk instanceof Uint8Array
            ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
            : undefined;
      if (!buffer) return stop();
      bytes += buffer.length;
      if (bytes > maxEntryBytes) return stop();
      chunks.push(Buffer.from(buffer));
    };

    /** @type {any} */ (res).writeHead = function writeHead(
      /** @type {number} */ status,
      /** @type {any[]} */ ...rest
    ) {
      if (!recording) return original.writeHead.call(res, status, ...rest);
      const extra = rest.find((arg) => arg && typeof arg === "object");
      /** @type {Headers} */
      const headers = { ...res.getHeaders() };
      if (Array.isArray(extra)) {
        for (let i = 0; i + 1 < extra.length; i += 2) headers[String(extra[i]).toLowerCase()] = extra[i + 1];
      } else if (extra) {
        for (const [name, value] of Object.entries(extra)) headers[name.toLowerCase()] = value;
      }
      const lifetime = sharedLifetime(headers);
      const vary = headerText(headers.vary);
      if (status !== 200 || lifetime === 0 || headers["set-cookie"] !== undefined || vary?.includes("*")) {
        const result = original.writeHead.call(res, status, ...rest);
        stop();
        return result;
      }
      head = { status, headers, lifetime };
      return original.writeHead.call(res, status, ...rest);
    };
    /** @type {any} */ (res).write = function write(/** @type {any[]} */ ...args) {
      keep(args[0], args[1]);
      return original.write.apply(res, /** @type {any} */ (args));
    };
    /** @type {any} */ (res).end = function end(/** @type {any[]} */ ...args) {
      keep(args[0], args[1]);
      return original.end.apply(res, /** @type {any} */ (args));
    };

    res.once("finish", () => {
      if (!recording || !head) return;
      const body = Buffer.concat(chunks);
      stop();
      /** @type {Headers} */
      const headers = {};
      let headerBytes = 0;
      for (const [name, value] of Object.entries(head.headers)) {
        if (value === undefined || NOT_REPLAYED.has(name)) continue;
        headers[name] = value;
        headerBytes += name.length + String(value).length;
      }
      const varyNames = (headerText(head.headers.vary) ?? "")
        .split(",")
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean);
      const time = now();
      store(key, {
        vary: varyNames.map((name) => [name, requestHeader(req, name)]),
        headers,
        body,
        etag: headerText(head.headers.etag),
        storedAt: time,
        expiresAt: time + head.lifetime * 1000,
        size: body.length + headerBytes,
      });
    });
    res.once("close", () => {
      if (!res.writableFinished) stop();
    });
  }

  return {
    /**
     * Answers from the cache when it can, otherwise hands the request to `next`
     * (and keeps the answer when it is storable).
     * @param {Request} req @param {Response} res @param {Handler} next
     */
    handle(req, res, next) {
      const method = req.method;
      const url = req.url ?? "/";
      if (
        (method !== "GET" && method !== "HEAD") ||
        BYPASS_PREFIXES.some((prefix) => url.startsWith(prefix))
      ) {
        return next(req, res);
      }
      const key = baseKey(req);
      if (requestAllowsStoredAnswer(req)) {
        const entry = lookup(key, req);
        if (entry) {
          counters.hits++;
          replay(req, res, entry);
          return undefined;
        }
      }
      counters.misses++;
      // Only anonymous GETs are stored: see the file comment.
      if (method === "GET" && !req.headers.cookie && !req.headers.authorization) record(key, req, res);
      return next(req, res);
    },
    stats() {
      let count = 0;
      for (const variants of entries.values()) count += variants.length;
      return { ...counters, entries: count, bytes: storedBytes };
    },
    clear() {
      entries.clear();
      storedBytes = 0;
    },
  };
}
