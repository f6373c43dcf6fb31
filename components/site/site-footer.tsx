import { PageLink } from "@/components/site/page-link";
import { SERVICE_AREAS_PATH, countyPath } from "@/lib/zips/county-pages.shared";
import { footerZipLinks, type ZipInfo } from "@/lib/zips/index.shared";
import { formatHours } from "@/lib/format.shared";
import { siteConfig } from "@/lib/site.shared";
import type { Locale } from "@/lib/i18n/locales.shared";
import { Logo } from "./logo";

const companyLinks = [
  { label: "About", href: "/about" },
  { label: "FAQ", href: "/faq" },
  { label: "Cost guide", href: "/cost/interior-painting" },
  { label: "Color Consultation", href: "/color-consultation" },
  { label: "Style Quiz", href: "/style-quiz" },
  { label: "Become a Painter", href: "/become-painter" },
  { label: "Manage Booking", href: "/manage-booking" },
];

const legalLinks = [
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms of Use", href: "/terms" },
];

/** Inside Philadelphia every zip shares the city name: show the neighbourhood instead. */
function footerLabel(zip: ZipInfo): string {
  return zip.city === "Philadelphia" && zip.neighborhoods[0] ? zip.neighborhoods[0] : zip.city;
}

const linkClass =
  "rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** The county pages and the hub: in the text colour, as the headings they are. */
const strongLinkClass =
  "rounded-sm hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

function LinkList({
  links,
  className,
}: {
  links: readonly { label: string; href: string }[];
  className: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <PageLink className={linkClass} href={link.href}>
            {link.label}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the footer takes it as it is translated
export function SiteFooter({ locale }: { locale: Locale }) {
  const areas = footerZipLinks();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1.2fr_2fr_1fr]">
        <div className="space-y-3 text-sm">
          <Logo />
          <p className="text-muted-foreground">{siteConfig.description}</p>
          <p>
            {/* inline-block with padding: large enough touch targets one above the other */}
            <a className={`${linkClass} inline-block py-1`} href={siteConfig.phoneHref}>
              {siteConfig.phone}
            </a>
            <br />
            <a className={`${linkClass} inline-block py-1`} href={`mailto:${siteConfig.email}`}>
              {siteConfig.email}
            </a>
          </p>
          <p className="text-muted-foreground">
            Open {siteConfig.businessHours.days},{" "}
            {formatHours(siteConfig.businessHours.opens, siteConfig.businessHours.closes)}
          </p>
        </div>

        <nav aria-labelledby="footer-areas">
          <h2 id="footer-areas" className="mb-3 text-sm font-semibold">
            Service Areas
          </h2>
          <div className="grid grid-cols-2 gap-6 sm:grid-cols-4">
            {areas.map(({ county, zips }) => (
              <div key={county}>
                <h3 className="mb-2 text-sm font-medium">
                  <PageLink className={strongLinkClass} href={countyPath(county)}>
                    {county} County
                  </PageLink>
                </h3>
                <ul className="space-y-1.5 text-sm">
                  {zips.map((zip) => (
                    <li key={zip.zipCode}>
                      <PageLink className={linkClass} href={`/location/${zip.zipCode}`}>
                        {footerLabel(zip)} {zip.zipCode}
                      </PageLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <p className="mt-4 text-sm">
            <PageLink className={`${strongLinkClass} font-medium underline`} href={SERVICE_AREAS_PATH}>
              All service areas
            </PageLink>
          </p>
        </nav>

        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="mb-3 text-sm font-semibold">
            Company
          </h2>
          <LinkList links={companyLinks} className="space-y-1.5 text-sm" />
        </nav>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {siteConfig.name}. Interior painting in south-eastern Pennsylvania.
          </p>
          <LinkList links={legalLinks} className="flex gap-4" />
        </div>
      </div>
    </footer>
  );
}
