#!/usr/bin/env node
/**
 * npm run seo:overlap -- <base URL> <path A> <path B> [<path C> <path D> …]
 *   e.g. npm run seo:overlap -- http://127.0.0.1:3000 /location/19103 /location/19104
 *
 * How much of two pages' visible text is the same: the text of <main> (scripts, styles and
 * JSON-LD removed; the site header and footer lie outside <main>), lower-cased and cut into words,
 * then into 5-word shingles (every run of 5 consecutive words). For each pair it prints
 *   - Jaccard:     |A ∩ B| / |A ∪ B|, the usual near-duplicate measure of search engines;
 *   - containment: |A ∩ B| / min(|A|, |B|), how much of the shorter page the longer one repeats.
 * Fetches only from a loopback address (a server of this machine), never from the internet.
 */
import { pathToFileURL } from "node:url";

export const SHINGLE_WORDS = 5;

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === "#")
      return String.fromCodePoint(
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The visible text of a page's <main> (or of its <body> without header and footer when it has none). */
export function visibleText(html) {
  const main = html.match(/<main\b[^>]*>([\s\S]*)<\/main>/i)?.[1];
  const body =
    main ??
    (html.match(/<body\b[^>]*>([\s\S]*)<\/body>/i)?.[1] ?? html)
      .replace(/<header\b[\s\S]*?<\/header>/gi, " ")
      .replace(/<footer\b[\s\S]*?<\/footer>/gi, " ");
  return decodeEntities(
    body.replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, " ").replace(/<[^>]+>/g, " "),
  );
}

/** Lower-case words: letters and digits, with inner apostrophes, hyphens and decimal points kept. */
export function words(text) {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*/gu) ?? [];
}

export function shingles(tokens, size = SHINGLE_WORDS) {
  const set = new Set();
  for (let i = 0; i + size <= tokens.length; i++) set.add(tokens.slice(i, i + size).join(" "));
  return set;
}

export function overlap(a, b) {
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  const union = a.size + b.size - shared;
  const smaller = Math.min(a.size, b.size);
  return {
    shared,
    sizes: [a.size, b.size],
    jaccard: union ? shared / union : 0,
    containment: smaller ? shared / smaller : 0,
  };
}

function loopbackBase(raw) {
  const url = new URL(raw);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!(host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host)))
    throw new Error(`${raw}: only a loopback address (127.0.0.1, localhost, ::1) is fetched`);
  return url;
}

async function pageShingles(base, path) {
  const response = await fetch(new URL(path, base), { redirect: "error" });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return shingles(words(visibleText(await response.text())));
}

async function main() {
  const [baseArg, ...paths] = process.argv.slice(2);
  if (!baseArg || paths.length < 2 || paths.length % 2) {
    console.error("usage: npm run seo:overlap -- <base URL> <path A> <path B> [<path C> <path D> …]");
    process.exit(2);
  }
  const base = loopbackBase(baseArg);
  for (let i = 0; i < paths.length; i += 2) {
    const [a, b] = [paths[i], paths[i + 1]];
    const result = overlap(await pageShingles(base, a), await pageShingles(base, b));
    console.log(
      `${a} vs ${b}: Jaccard ${result.jaccard.toFixed(2)}, containment ${result.containment.toFixed(2)} ` +
        `(${result.shared} shared of ${result.sizes[0]} and ${result.sizes[1]} ${SHINGLE_WORDS}-word shingles)`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(String(error?.message ?? error));
    process.exit(1);
  });
}
