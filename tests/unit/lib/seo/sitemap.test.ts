import sitemap from "@/app/sitemap";
import { sitemapEntries } from "@/lib/seo/sitemap";

const BASE = "https://brushwise.example";

describe("sitemap entries with their Spanish twins", () => {
  const entries = sitemapEntries(
    [
      { path: "/", priority: 1, changeFrequency: "weekly" },
      { path: "/faq", priority: 0.7, changeFrequency: "monthly" },
      { path: "/contractor/login", priority: 0.1, changeFrequency: "yearly" },
    ],
    BASE,
  );

  it("keeps the English pages first, in order, then lists each twin at the same priority", () => {
    expect(entries.map((entry) => [entry.url, entry.priority])).toEqual([
      [`${BASE}/`, 1],
      [`${BASE}/faq`, 0.7],
      [`${BASE}/contractor/login`, 0.1],
      [`${BASE}/es`, 1],
      [`${BASE}/es/faq`, 0.7],
    ]);
  });

  it("gives a page and its twin the same hreflang pair, English as the default", () => {
    const pair = { en: `${BASE}/faq`, es: `${BASE}/es/faq`, "x-default": `${BASE}/faq` };
    expect(entries[1]!.alternates).toEqual({ languages: pair });
    expect(entries[4]!.alternates).toEqual({ languages: pair });
    expect(entries[3]!.alternates).toEqual({
      languages: { en: `${BASE}/`, es: `${BASE}/es`, "x-default": `${BASE}/` },
    });
  });

  it("lists no alternates for a page without a twin", () => {
    expect(entries[2]).toEqual({
      url: `${BASE}/contractor/login`,
      priority: 0.1,
      changeFrequency: "yearly",
    });
  });

  it("the site's sitemap lists every English page once and a Spanish twin for each of them", () => {
    const urls = sitemap().map((entry) => new URL(entry.url).pathname);
    const spanish = urls.filter((path) => path === "/es" || path.startsWith("/es/"));
    const english = urls.filter((path) => !spanish.includes(path));
    expect(new Set(urls).size).toBe(urls.length);
    expect(spanish).toHaveLength(english.length);
    for (const path of ["/es", "/es/about", "/es/faq", "/es/privacy", "/es/terms", "/es/style-quiz"])
      expect(spanish).toContain(path);
    expect(spanish).toContain("/es/color-consultation");
  });
});
