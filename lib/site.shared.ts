import { publicEnv } from "@/lib/public-env.shared";

/** Everything about the business that pages, e-mails and structured data repeat. */
export const siteConfig = {
  name: "BrushWise Painting",
  shortName: "BrushWise",
  tagline: "Instant interior painting quotes in south-eastern Pennsylvania",
  description:
    "Get an instant, room-by-room interior painting price and book a vetted local painter in Philadelphia, Chester, Delaware and Montgomery counties.",
  url: publicEnv.siteUrl,
  phone: "(215) 555-0134",
  phoneHref: "tel:+12155550134",
  email: "hello@brushwisepainting.com",
  address: { street: "1500 Market St, Suite 1200", city: "Philadelphia", region: "PA", postalCode: "19102" },
  counties: ["Philadelphia", "Chester", "Delaware", "Montgomery"] as const,
  /** Every day of the week (docs/product.md §9). */
  businessHours: { opens: "08:00", closes: "18:00", days: "Monday–Sunday" },
  stats: { projects: "20+", rating: "4.9/5" },
  /** The brand blue of app/icon.svg: the browser's toolbar and the painter app's splash screen. */
  themeColor: "#1d4ed8",
} as const;

/** The header's links: English paths, each label the `site.nav.<key>` text of the catalogue. */
export const mainNav = [
  { key: "about", href: "/about" },
  { key: "services", href: "/#services" },
  { key: "howItWorks", href: "/#how-it-works" },
  { key: "manageBooking", href: "/manage-booking" },
] as const;

export { GET_QUOTE_HREF } from "./quote-href.shared";
