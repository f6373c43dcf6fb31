import { writeFile } from "node:fs/promises";
import { expect, test, type APIRequestContext } from "./support/test";

/**
 * What a search engine's crawler finds from the home page: it follows <a href> links, nothing
 * else (no sitemap, no forms, no scripts). Every page of sitemap.xml must be at most MAX_CLICKS
 * links from the home page, and no internal link may lead to an error page.
 */
const MAX_CLICKS = 3;
/** The site has ~215 public pages; a bound far above that keeps a link loop from running on. */
const MAX_PAGES = 600;
/** Requests in flight at once: the production server answers prerendered pages in a few ms. */
const CONCURRENCY = 6;

/** Links that lead to no page: the API, Next.js's assets, files (images, the sitemap, icons). */
const NOT_A_PAGE = /^\/(?:api|_next)\/|\.[a-z0-9]+$/i;

/**
 * The page an <a href> leads to, as its path; null when it leaves the site or is no page. The
 * query and fragment are dropped: a link such as "/?quote=true" (the home page with the quote
 * dialog open) reaches the page of that path, whose canonical address has no query, so it counts
 * as a link to that page, as search engines treat it.
 */
function pageOf(href: string, from: URL): string | null {
  let url: URL;
  try {
    url = new URL(href, from);
  } catch {
    return null;
  }
  if (url.origin !== from.origin) return null; // another site, mailto:, tel:
  if (NOT_A_PAGE.test(url.pathname)) return null;
  return url.pathname;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** The href of every <a> element of server HTML (scripts and JSON-LD hold no <a> tags). */
function linksIn(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?\bhref="([^"]*)"/gi)].map(([, href]) => decodeEntities(href!));
}

/** Every page reached: its depth (clicks from the home page), its HTTP status, a page linking to it. */
type Crawl = Map<string, { depth: number; status: number; linkedFrom: string; linksTo: Set<string> }>;

/**
 * Breadth-first from "/": fetches every page up to MAX_CLICKS clicks deep, following the links of
 * those less deep.
 */
async function crawl(request: APIRequestContext, origin: URL): Promise<Crawl> {
  const reached = (depth: number, linkedFrom: string) => ({
    depth,
    status: 0,
    linkedFrom,
    linksTo: new Set<string>(),
  });
  const pages: Crawl = new Map([["/", reached(0, "(start)")]]);
  let level = ["/"];
  for (let depth = 0; depth <= MAX_CLICKS && level.length; depth++) {
    const next: string[] = [];
    for (let i = 0; i < level.length; i += CONCURRENCY) {
      await Promise.all(
        level.slice(i, i + CONCURRENCY).map(async (path) => {
          const response = await request.get(path, { maxRedirects: 5 });
          const entry = pages.get(path)!;
          entry.status = response.status();
          const type = response.headers()["content-type"] ?? "";
          if (!response.ok() || !type.startsWith("text/html")) return;
          for (const href of linksIn(await response.text())) {
            const target = pageOf(href, new URL(path, origin));
            if (!target) continue;
            entry.linksTo.add(target);
            if (depth === MAX_CLICKS || pages.has(target)) continue;
            expect(pages.size, `the crawl stays under ${MAX_PAGES} pages`).toBeLessThan(MAX_PAGES);
            pages.set(target, reached(depth + 1, path));
            next.push(target);
          }
        }),
      );
    }
    level = next;
  }
  return pages;
}

test.describe("crawling the site from the home page", () => {
  test(`every sitemap page is at most ${MAX_CLICKS} clicks from the home page, and no link is broken`, async ({
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => new URL(decodeEntities(loc!)).pathname,
    );
    expect(listed.length).toBeGreaterThan(200);

    const pages = await crawl(request, new URL(baseURL!));

    // For the record, not asserted (reach.json in the test's output folder, written before the
    // assertions so a failing run has it too): sitemap pages per depth, and how many crawled pages
    // link to each location page.
    const atDepth = (d: number) => listed.filter((path) => pages.get(path)?.depth === d).length;
    const locations = listed.filter((path) => path.startsWith("/location/"));
    const inbound = locations
      .map((target) => [...pages.values()].filter((page) => page.linksTo.has(target)).length)
      .sort((a, b) => a - b);
    const stats = {
      sitemap: listed.length,
      crawled: pages.size,
      depth: { 0: atDepth(0), 1: atDepth(1), 2: atDepth(2), 3: atDepth(3) },
      locationInboundMedian: inbound[Math.floor(inbound.length / 2)],
      locationInboundMin: inbound[0],
    };
    await writeFile(testInfo.outputPath("reach.json"), JSON.stringify(stats, null, 2));

    const tooDeep = listed
      .filter((path) => (pages.get(path)?.depth ?? Infinity) > MAX_CLICKS)
      .map((path) => `${path} (depth ${pages.get(path)?.depth ?? `> ${MAX_CLICKS}: not reached`})`);
    expect(tooDeep, `sitemap pages more than ${MAX_CLICKS} clicks from /`).toEqual([]);

    const broken = [...pages]
      .filter(([, { status }]) => status === 404 || status >= 500)
      .map(([path, { status, linkedFrom }]) => `${path} answers ${status} (linked from ${linkedFrom})`);
    expect(broken, "internal links to error pages").toEqual([]);
  });
});
