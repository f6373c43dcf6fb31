import Image from "next/image";
import { PageLink } from "@/components/site/page-link";
import { MapPin } from "@/components/ui/static-icons/map-pin";
import { GetQuoteButton } from "@/components/quote/get-quote-button";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales.shared";
import { sitePath } from "@/lib/i18n/page-links.shared";
import { getT } from "@/lib/i18n/server";
import livingRoom from "@/public/gallery/living-room.jpg";

export function Hero({ locale = "en" }: { locale?: Locale }) {
  const t = getT(locale, "home");
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-primary/10 to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div className="flex flex-col items-start gap-6">
          <p className="flex items-center gap-1.5 rounded-full bg-primary/10 px-3 py-1 text-sm font-medium text-primary">
            <MapPin className="size-4" aria-hidden="true" />
            {t("hero.counties")}
          </p>
          <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t("hero.title")}
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">{t("hero.text")}</p>
          <div className="flex flex-wrap gap-3">
            <GetQuoteButton size="lg" locale={locale}>
              {getT(locale, "site")("getQuote")}
            </GetQuoteButton>
            <Button asChild size="lg" variant="outline">
              <PageLink href={sitePath(locale, "/#how-it-works")}>{t("hero.howItWorks")}</PageLink>
            </Button>
          </div>
        </div>
        <div className="relative hidden lg:block">
          <Image
            src={livingRoom}
            alt={t("hero.imageAlt")}
            sizes="(min-width: 1024px) 540px, 1px"
            loading="eager"
            className="aspect-[4/3] rounded-2xl bg-muted object-cover shadow-xl"
          />
        </div>
      </div>
    </section>
  );
}
