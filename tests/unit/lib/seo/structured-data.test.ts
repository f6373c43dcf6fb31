import {
  absoluteUrl,
  breadcrumbJsonLd,
  costGuideJsonLd,
  faqPageJsonLd,
  homeBusinessJsonLd,
  localBusinessJsonLd,
  serializeJsonLd,
  websiteJsonLd,
} from "@/lib/seo";
import { findZip } from "@/lib/zips/index.shared";

const BASE = "https://www.brushwise.example";

describe("absoluteUrl", () => {
  it("joins paths onto the site address", () => {
    expect(absoluteUrl("/faq", BASE)).toBe("https://www.brushwise.example/faq");
    expect(absoluteUrl("/", `${BASE}/`)).toBe("https://www.brushwise.example/");
  });
});

describe("costGuideJsonLd", () => {
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Cost guide", path: "/cost/interior-painting" },
  ];
  it("carries the questions and the method only when the page shows the guide", () => {
    const questions = [{ question: "What does a room cost?", answer: "$1,221.40 for a 12 × 12 ft bedroom." }];
    const steps = [{ name: "Measure", text: "Walls: the room's perimeter times its height." }];
    const shown = costGuideJsonLd(crumbs, { questions, steps });
    expect(shown.map((item) => (item as { "@type"?: string })["@type"])).toEqual([
      "BreadcrumbList",
      "FAQPage",
      "HowTo",
    ]);
    expect(shown[1]).toEqual(faqPageJsonLd(questions));
    expect(shown[2]).toMatchObject({
      name: "How an interior painting price is worked out",
      step: [{ "@type": "HowToStep", position: 1, name: "Measure", text: steps[0]!.text }],
    });
    expect(costGuideJsonLd(crumbs, null)).toEqual([breadcrumbJsonLd(crumbs)]);
  });
});

describe("faqPageJsonLd", () => {
  it("lists every question with its accepted answer", () => {
    const data = faqPageJsonLd([
      { question: "Do you paint doors?", answer: "Yes, $65 per door." },
      { question: "Which counties?", answer: "Four." },
    ]);
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "Do you paint doors?",
          acceptedAnswer: { "@type": "Answer", text: "Yes, $65 per door." },
        },
        {
          "@type": "Question",
          name: "Which counties?",
          acceptedAnswer: { "@type": "Answer", text: "Four." },
        },
      ],
    });
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the crumbs from 1 with absolute addresses", () => {
    const data = breadcrumbJsonLd(
      [
        { name: "Home", path: "/" },
        { name: "Philadelphia, PA 19103", path: "/location/19103" },
      ],
      BASE,
    );
    expect(data["@type"]).toBe("BreadcrumbList");
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.brushwise.example/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Philadelphia, PA 19103",
        item: "https://www.brushwise.example/location/19103",
      },
    ]);
  });
});

describe("localBusinessJsonLd", () => {
  const zip = findZip("19063")!; // Media, Delaware County

  it("describes the business serving the city and zip", () => {
    const data = localBusinessJsonLd(zip, BASE);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      url: "https://www.brushwise.example/location/19063",
      priceRange: "$$",
      telephone: "(215) 555-0134",
    });
    expect(data.name).toContain("Media, PA 19063");
    expect(data.areaServed).toEqual([
      expect.objectContaining({ "@type": "City", name: "Media, PA" }),
      expect.objectContaining({
        "@type": "Place",
        address: expect.objectContaining({ postalCode: "19063" }),
      }),
    ]);
  });

  it("is open every day 08:00–18:00", () => {
    const [hours, ...rest] = localBusinessJsonLd(zip, BASE).openingHoursSpecification as readonly Record<
      string,
      unknown
    >[];
    expect(rest).toHaveLength(0);
    expect(hours).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "08:00",
      closes: "18:00",
    });
  });

  it("offers interior painting as its service type in that area, and no price the page does not show", () => {
    const offers = localBusinessJsonLd(zip, BASE).makesOffer as readonly {
      itemOffered: Record<string, unknown>;
    }[];
    expect(offers).toHaveLength(1);
    expect(offers[0]!.itemOffered).toMatchObject({ "@type": "Service", serviceType: "Interior painting" });
    expect(offers[0]!.itemOffered.areaServed).toEqual(localBusinessJsonLd(zip, BASE).areaServed);
  });

  it("adds one offer per shown price, the amount exact to the cent", () => {
    const offers = localBusinessJsonLd(zip, BASE, undefined, [
      { name: "A 12 × 12 ft bedroom", cents: 123_405 },
      { name: "A 14 × 18 ft living room", cents: 99 },
    ]).makesOffer as readonly Record<string, unknown>[];
    expect(offers.slice(1)).toEqual([
      {
        "@type": "Offer",
        name: "A 12 × 12 ft bedroom",
        price: "1234.05",
        priceCurrency: "USD",
        priceSpecification: { "@type": "PriceSpecification", price: "1234.05", priceCurrency: "USD" },
        itemOffered: { "@type": "Service", serviceType: "Interior painting", name: "A 12 × 12 ft bedroom" },
        areaServed: localBusinessJsonLd(zip, BASE).areaServed,
      },
      expect.objectContaining({ name: "A 14 × 18 ft living room", price: "0.99" }),
    ]);
  });
});

describe("the home page's business and website", () => {
  it("is a HousePainter with the site's contact data, address and every-day hours", () => {
    expect(homeBusinessJsonLd(undefined, BASE)).toEqual({
      "@context": "https://schema.org",
      "@type": "HousePainter",
      "@id": "https://www.brushwise.example/#business",
      name: "BrushWise Painting",
      description:
        "Get an instant, room-by-room interior painting price and book a vetted local painter in Philadelphia, Chester, Delaware and Montgomery counties.",
      url: "https://www.brushwise.example/",
      image: "https://www.brushwise.example/opengraph-image",
      telephone: "(215) 555-0134",
      email: "hello@brushwisepainting.com",
      priceRange: "$$",
      address: {
        "@type": "PostalAddress",
        streetAddress: "1500 Market St, Suite 1200",
        addressLocality: "Philadelphia",
        addressRegion: "PA",
        postalCode: "19102",
        addressCountry: "US",
      },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
          opens: "08:00",
          closes: "18:00",
        },
      ],
      areaServed: [
        { "@type": "AdministrativeArea", name: "Philadelphia County, PA" },
        { "@type": "AdministrativeArea", name: "Chester County, PA" },
        { "@type": "AdministrativeArea", name: "Delaware County, PA" },
        { "@type": "AdministrativeArea", name: "Montgomery County, PA" },
      ],
    });
  });

  it("names the website, published by that business", () => {
    expect(websiteJsonLd(BASE)).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": "https://www.brushwise.example/#website",
      name: "BrushWise Painting",
      url: "https://www.brushwise.example/",
      publisher: { "@id": "https://www.brushwise.example/#business" },
    });
  });
});

describe("serializeJsonLd", () => {
  it("escapes < so a value can never close the script element", () => {
    const json = serializeJsonLd(
      faqPageJsonLd([{ question: "</script><script>alert(1)</script>", answer: "a < b" }]),
    );
    expect(json).not.toContain("<");
    expect(JSON.parse(json).mainEntity[0].name).toBe("</script><script>alert(1)</script>");
  });
});

describe("review markup", () => {
  const zip = findZip("19380")!; // West Chester, Chester County
  const review = (n: number, rating: number, text: string | null = `Review number ${n}, careful work.`) => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    rating,
    text,
    author: "a homeowner in Chester County",
    county: "Chester",
    publishedOn: "2026-11-2" + n,
    reply: null,
    photos: [],
  });

  it("adds nothing to the business when the page shows no reviews", () => {
    const plain = localBusinessJsonLd(zip, BASE);
    const none = localBusinessJsonLd(zip, BASE, { shown: [], count: 0, average: null });
    expect(none).toEqual(plain);
    expect(none).not.toHaveProperty("review");
    expect(none).not.toHaveProperty("aggregateRating");
    const home = homeBusinessJsonLd({ shown: [], count: 0, average: null }, BASE);
    expect(home).toEqual(homeBusinessJsonLd(undefined, BASE));
    expect(home).not.toHaveProperty("review");
    expect(home).not.toHaveProperty("aggregateRating");
  });

  it("marks up each review shown, and no average when the page shows none", () => {
    const data = localBusinessJsonLd(zip, BASE, {
      shown: [review(1, 5), review(2, 4, null)],
      count: 2,
      average: null,
    });
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data.review).toEqual([
      {
        "@type": "Review",
        author: { "@type": "Person", name: "a homeowner in Chester County" },
        datePublished: "2026-11-21",
        reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
        reviewBody: "Review number 1, careful work.",
      },
      {
        "@type": "Review",
        author: { "@type": "Person", name: "a homeowner in Chester County" },
        datePublished: "2026-11-22",
        reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it("gives the average and count the page shows", () => {
    const shown = [review(1, 5), review(2, 4)];
    const expected = {
      "@type": "AggregateRating",
      ratingValue: "4.6",
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    };
    expect(localBusinessJsonLd(zip, BASE, { shown, count: 12, average: "4.6" }).aggregateRating).toEqual(
      expected,
    );
    const home = homeBusinessJsonLd({ shown, count: 12, average: "4.6" }, BASE);
    expect(home).toMatchObject({ "@type": "HousePainter", url: "https://www.brushwise.example/" });
    expect(home.aggregateRating).toEqual(expected);
    expect(home.review).toHaveLength(2);
  });
});
