import { DEFAULT_OG_IMAGE, pageMetadata } from "@/lib/seo/metadata";
import { locationCrumbs, locationImageAlt } from "@/lib/seo/service-areas";
import { findZip } from "@/lib/zips/index.shared";

describe("pageMetadata's social image", () => {
  it("gives both networks the site's image and its alt text by default", () => {
    const metadata = pageMetadata({ title: "FAQ", description: "Answers.", path: "/faq" });
    expect(metadata.openGraph?.images).toEqual([
      { url: "/opengraph-image", width: 1200, height: 630, alt: DEFAULT_OG_IMAGE.alt },
    ]);
    expect(metadata.twitter?.images).toEqual([{ url: "/opengraph-image", alt: DEFAULT_OG_IMAGE.alt }]);
  });

  it("gives a location page its own image, with alt text naming the town", () => {
    const zip = findZip("19380")!;
    const image = { url: "/location/19380/opengraph-image", alt: locationImageAlt(zip) };
    expect(image.alt).toBe(
      "BrushWise Painting — interior painting in West Chester, PA 19380, Chester County",
    );
    const metadata = pageMetadata({ description: "West Chester.", path: "/location/19380", image });
    expect(metadata.openGraph?.images).toEqual([{ ...image, width: 1200, height: 630 }]);
    expect(metadata.twitter?.images).toEqual([image]);
  });
});

describe("locationCrumbs", () => {
  it("leads from Home through the service areas and the county to the place", () => {
    expect(locationCrumbs(findZip("19380")!)).toEqual([
      { name: "Home", path: "/" },
      { name: "Service areas", path: "/locations" },
      { name: "Chester County", path: "/locations/chester-county" },
      { name: "West Chester, PA 19380", path: "/location/19380" },
    ]);
  });
});
