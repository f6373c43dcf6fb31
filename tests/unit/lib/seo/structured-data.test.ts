import {
  absoluteUrl,
  breadcrumbJsonLd,
  faqPageJsonLd,
  localBusinessJsonLd,
  serializeJsonLd,
} from "@/lib/seo";
import { findZip } from "@/lib/zips";

const BASE = "https://www.brushwise.example";

describe("absoluteUrl", () => {
  it("joins paths onto the site address", () => {
    expect(absoluteUrl("/faq", BASE)).toBe("https://www.brushwise.example/faq");
    expect(absoluteUrl("/", `${BASE}/`)).toBe("https://www.brushwise.example/");
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

  it("offers interior painting as its service type in that area", () => {
    const offer = localBusinessJsonLd(zip, BASE).makesOffer as { itemOffered: Record<string, unknown> };
    expect(offer.itemOffered).toMatchObject({ "@type": "Service", serviceType: "Interior painting" });
    expect(offer.itemOffered.areaServed).toEqual(localBusinessJsonLd(zip, BASE).areaServed);
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
