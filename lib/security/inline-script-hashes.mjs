// @ts-check
/**
 * CSP hash sources of the inline scripts of an HTML page, shared by the build (scripts/csp-adapter.mjs:
 * prerendered pages) and the production server (server/page-csp.mjs: pages Next.js renders again and
 * serves from its cache). Plain JavaScript with Node built-ins only: server.mjs loads it before the app.
 */
import { createHash } from "node:crypto";

/**
 * Set by proxy.ts on the answer of a page whose policy must list the hashes of the HTML actually
 * served (lib/security/csp.ts: hashedWhenServed); server/page-csp.mjs puts them in and removes it.
 */
export const HASH_WHEN_SERVED_HEADER = "x-csp-hash-when-served";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * CSP hash sources ('sha256-…') of the inline scripts a browser would run (not src= scripts, not JSON-LD).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = (TYPE.exec(attributes)?.[1] ?? "").toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * `policy` with its script-src hashes replaced by `hashes`: every other source ('self' for the
 * framework's files) and directive stays as proxy.ts made it.
 * @param {string} policy
 * @param {readonly string[]} hashes
 * @returns {string}
 */
export function withScriptHashes(policy, hashes) {
  return policy
    .split(";")
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name?.toLowerCase() !== "script-src") return directive.trim();
      const kept = sources.filter((source) => !/^'sha(256|384|512)-/i.test(source));
      return [name, ...kept, ...hashes].join(" ");
    })
    .join("; ");
}
