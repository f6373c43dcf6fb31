import { CheckCircle2 } from "@/components/ui/static-icons/circle-check";
import { ShieldCheck } from "@/components/ui/static-icons/shield-check";
import { Star } from "@/components/ui/static-icons/star";
import { INTL_LOCALE, type Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { trustRating, type ReviewStats } from "@/lib/reviews/display.shared";
import { siteConfig } from "@/lib/site.shared";

const badges = (stats: ReviewStats, locale: Locale) => {
  const t = getT(locale, "home");
  const rating = trustRating(stats);
  return [
    {
      icon: CheckCircle2,
      value: siteConfig.stats.projects,
      label: t("trust.projects"),
      detail: t("trust.projectsDetail"),
    },
    {
      icon: Star,
      value: rating.value,
      label: t("trust.rating"),
      detail: rating.reviewCount
        ? t("trust.ratingDetailCount", { count: rating.reviewCount.toLocaleString(INTL_LOCALE[locale]) })
        : t("trust.ratingDetail"),
    },
    {
      icon: ShieldCheck,
      value: "100%",
      label: t("trust.guarantee"),
      detail: t("trust.guaranteeDetail"),
    },
  ];
};

export function TrustBadges({ stats, locale = "en" }: { stats: ReviewStats; locale?: Locale }) {
  const t = getT(locale, "home");
  return (
    <section aria-labelledby="trust-title" className="border-y bg-muted/40">
      <h2 id="trust-title" className="sr-only">
        {t("trust.title", { name: siteConfig.name })}
      </h2>
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:grid-cols-3">
        {badges(stats, locale).map(({ icon: Icon, value, label, detail }) => (
          <li key={label} className="flex gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <div>
              <p className="text-2xl font-bold">
                {value} <span className="text-base font-semibold">{label}</span>
              </p>
              <p className="text-sm text-muted-foreground">{detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
