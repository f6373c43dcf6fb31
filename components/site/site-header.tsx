import { PageLink } from "@/components/site/page-link";
import { GetQuoteButton } from "@/components/quote/get-quote-button";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils.shared";
import { mainNav } from "@/lib/site.shared";
import { Menu } from "@/components/ui/static-icons/menu";
import { getT } from "@/lib/i18n/server";
import { LANGUAGE_NAMES, SPANISH_TWINS_PATTERN, type Locale } from "@/lib/i18n/locales.shared";
import { sitePath } from "@/lib/i18n/page-links.shared";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

export function SiteHeader({ locale }: { locale: Locale }) {
  const t = getT(locale, "site");
  const links = mainNav.map((item) => ({ href: sitePath(locale, item.href), label: t(`nav.${item.key}`) }));
  const otherLocale: Locale = locale === "en" ? "es" : "en";
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
      >
        {t("skipToContent")}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo locale={locale} />
        <nav aria-label={t("nav.main")} className="hidden items-center gap-1 md:flex">
          {links.map((item) => (
            <Button key={item.href} asChild variant="ghost">
              <PageLink href={item.href}>{item.label}</PageLink>
            </Button>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch
            twins={SPANISH_TWINS_PATTERN}
            toSpanish={otherLocale === "es"}
            hrefLang={otherLocale}
            lang={otherLocale}
            title={t("languageSwitch")}
            className="rounded-md px-2 py-2 text-sm font-medium underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {LANGUAGE_NAMES[otherLocale]}
          </LanguageSwitch>
          <GetQuoteButton locale={locale} className="hidden sm:inline-flex">
            {t("getQuote")}
          </GetQuoteButton>
          <MobileNav
            className={cn(buttonVariants({ variant: "outline", size: "icon" }), "md:hidden")}
            icon={<Menu aria-hidden="true" />}
            locale={locale}
            links={links}
            texts={{
              openMenu: t("openMenu"),
              description: t("menuDescription"),
              navLabel: t("nav.mobile"),
              getQuote: t("getQuote"),
            }}
          />
        </div>
      </div>
    </header>
  );
}
