/** @jest-environment node */
import { overlap, shingles, visibleText, words } from "@/scripts/seo/shingle-overlap.mjs";

describe("shingle overlap of two pages", () => {
  it("reads the visible text of <main> only: no header, footer, script or JSON-LD", () => {
    const html =
      '<html><body><header>Menu</header><main id="main"><h1>Painting &amp; more</h1><script type="application/ld+json">{"a":1}</script><p>Room&#x27;s price</p></main><footer>Links</footer></body></html>';
    expect(words(visibleText(html))).toEqual(["painting", "more", "room's", "price"]);
  });

  it("keeps prices and dimensions as words", () => {
    expect(words("A 12 × 12 ft bedroom: $1,221.40.")).toEqual(["a", "12", "12", "ft", "bedroom", "1,221.40"]);
  });

  it("gives Jaccard and containment of the 5-word shingle sets", () => {
    const a = shingles(words("one two three four five six seven"));
    const b = shingles(words("one two three four five six eight nine"));
    // a: 3 shingles, b: 4, shared 2 ("one…five", "two…six")
    expect(overlap(a, b)).toEqual({ shared: 2, sizes: [3, 4], jaccard: 2 / 5, containment: 2 / 3 });
  });
});
