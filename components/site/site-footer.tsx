import { PageLink } from "@/components/site/page-link";
import { SERVICE_AREAS_PATH, countyPath } from "@/lib/zips/county-pages.shared";
import { footerZipLinks, type CountyName, type ZipInfo } from "@/lib/zips/index.shared";
import type { Messages } from "@/messages/en";
import { siteConfig } from "@/lib/site.shared";
import { formatHoursIn } from "@/lib/i18n/hours.shared";
import type { Locale } from "@/lib/i18n/locales.shared";
import { sitePath } from "@/lib/i18n/page-links.shared";
import { getT } from "@/lib/i18n/server";
import { Logo } from "./logo";

/** English paths; each label is the `site.footer.<key>` text. */
const companyLinks = [
  { key: "about", href: "/about" },
  { key: "faq", href: "/faq" },
  { key: "costGuide", href: "/cost/interior-painting" },
  { key: "colorConsultation", href: "/color-consultation" },
  { key: "styleQuiz", href: "/style-quiz" },
  { key: "becomePainter", href: "/become-painter" },
  { key: "manageBooking", href: "/manage-booking" },
] as const;

const legalLinks = [
  { key: "privacy", href: "/privacy" },
  { key: "terms", href: "/terms" },
] as const;

/** A county's key in `site.countyNames`: "Philadelphia" → "philadelphia". */
const countyKey = (county: CountyName) => county.toLowerCase() as Lowercase<CountyName>;

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

export function SiteFooter({ locale }: { locale: Locale }) {
  const t = getT(locale, "site");
  const areas = footerZipLinks();
  const labelled = (links: readonly { key: keyof Messages["site"]["footer"]; href: string }[]) =>
    links.map(({ key, href }) => ({ label: t(`footer.${key}`), href: sitePath(locale, href) }));
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1.2fr_2fr_1fr]">
        <div className="space-y-3 text-sm">
          <Logo locale={locale} />
          <p className="text-muted-foreground">{t("description")}</p>
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
            {t("footer.open", {
              days: t("footer.days"),
              hours: formatHoursIn(locale, siteConfig.businessHours.opens, siteConfig.businessHours.closes),
            })}
          </p>
        </div>

        <nav aria-labelledby="footer-areas">
          <h2 id="footer-areas" className="mb-3 text-sm font-semibold">
            {t("footer.serviceAreas")}
          </h2>
          <div className="grid grid-cols-2 gap-6 sm:grid-cols-4">
            {areas.map(({ county, zips }) => (
              <div key={county}>
                <h3 className="mb-2 text-sm font-medium">
                  <PageLink className={strongLinkClass} href={sitePath(locale, countyPath(county))}>
                    {t("footer.county", { county: t(`countyNames.${countyKey(county)}`) })}
                  </PageLink>
                </h3>
                <ul className="space-y-1.5 text-sm">
                  {zips.map((zip) => (
                    <li key={zip.zipCode}>
                      <PageLink className={linkClass} href={sitePath(locale, `/location/${zip.zipCode}`)}>
                        {footerLabel(zip)} {zip.zipCode}
                      </PageLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <p className="mt-4 text-sm">
            <PageLink
              className={`${strongLinkClass} font-medium underline`}
              href={sitePath(locale, SERVICE_AREAS_PATH)}
            >
              {t("footer.allServiceAreas")}
            </PageLink>
          </p>
        </nav>

        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="mb-3 text-sm font-semibold">
            {t("footer.company")}
          </h2>
          <LinkList links={labelled(companyLinks)} className="space-y-1.5 text-sm" />
        </nav>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>{t("footer.copyright", { year: String(new Date().getFullYear()), name: siteConfig.name })}</p>
          <LinkList links={labelled(legalLinks)} className="flex gap-4" />
        </div>
      </div>
    </footer>
  );
}
