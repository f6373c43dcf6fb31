import { PageLink } from "@/components/site/page-link";
import { Building2 } from "@/components/ui/static-icons/building-complex";
import { Home } from "@/components/ui/static-icons/house";
import { Paintbrush } from "@/components/ui/static-icons/paintbrush";
import type { StaticIcon } from "@/components/ui/static-icons/static-icon";
import { CheckList } from "@/components/content/check-list";
import { GetQuoteButton } from "@/components/quote/get-quote-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils.shared";
import type { Locale } from "@/lib/i18n/locales.shared";
import { sitePath } from "@/lib/i18n/page-links.shared";
import { getT } from "@/lib/i18n/server";
import { HomeSection } from "./section-heading";

const INTERIOR_INCLUDES = ["surfaces", "prep", "plaster", "furniture", "cleanUp"] as const;

export function Services({ locale = "en" }: { locale?: Locale }) {
  const t = getT(locale, "home");
  const badges = { available: t("services.availableNow"), comingSoon: t("services.comingSoon") };
  return (
    <HomeSection
      id="services"
      titleId="services-title"
      eyebrow={t("services.eyebrow")}
      title={t("services.title")}
      muted
      intro={t("services.intro")}
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <ServiceCard icon={Paintbrush} title={t("services.interiorTitle")} badges={badges} available>
          <p className="mb-4 text-muted-foreground">{t("services.interiorText")}</p>
          <CheckList
            items={INTERIOR_INCLUDES.map((key) => t(`services.includes.${key}`))}
            small
            className="mb-6 space-y-2 text-sm"
          />
          <GetQuoteButton className="mt-auto self-start" locale={locale}>
            {getT(locale, "site")("getQuote")}
          </GetQuoteButton>
        </ServiceCard>
        <ServiceCard icon={Building2} title={t("services.commercialTitle")} badges={badges}>
          <p className="mb-4 text-muted-foreground">{t("services.commercialText")}</p>
          <Button asChild variant="outline" className="self-start">
            <PageLink href={sitePath(locale, "/#commercial")}>{t("services.commercialLink")}</PageLink>
          </Button>
        </ServiceCard>
        <ServiceCard icon={Home} title={t("services.exteriorTitle")} badges={badges}>
          <p className="text-muted-foreground">{t("services.exteriorText")}</p>
        </ServiceCard>
      </div>
    </HomeSection>
  );
}

/** One service; the bookable one is highlighted and spans two rows beside the coming-soon pair. */
function ServiceCard({
  icon: Icon,
  title,
  available = false,
  badges,
  children,
}: {
  icon: StaticIcon;
  title: string;
  badges: { available: string; comingSoon: string };
  available?: boolean;
  children: React.ReactNode;
}) {
  return (
    <article
      className={
        available
          ? "flex flex-col rounded-xl border-2 border-primary bg-card p-6 shadow-sm lg:row-span-2"
          : "flex flex-col rounded-xl border bg-card p-6 shadow-sm lg:col-span-2"
      }
    >
      <div className="mb-4 flex items-center justify-between gap-2">
        <span
          className={cn(
            "flex size-12 items-center justify-center rounded-lg",
            available ? "bg-primary/10 text-primary" : "bg-muted text-muted-foreground",
          )}
        >
          <Icon className="size-6" aria-hidden="true" />
        </span>
        {available ? (
          <Badge>{badges.available}</Badge>
        ) : (
          <Badge variant="secondary">{badges.comingSoon}</Badge>
        )}
      </div>
      <h3 className="mb-2 text-xl font-semibold">{title}</h3>
      {children}
    </article>
  );
}
