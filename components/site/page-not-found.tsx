import { AlertCircle } from "@/components/ui/static-icons/circle-exclamation-point";
import { NotFoundCard } from "@/components/site/not-found-card";
import { getT } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/locales.shared";
import { sitePath } from "@/lib/i18n/page-links.shared";

/** The 404 page's card: for an unknown address (app/global-not-found.tsx) and for notFound() in a page. */
export function PageNotFound({ locale = "en" }: { locale?: Locale }) {
  const t = getT(locale, "site");
  return (
    <NotFoundCard
      icon={AlertCircle}
      title={t("notFound.title")}
      homeLabel={t("notFound.returnHome")}
      homeHref={sitePath(locale, "/")}
    >
      <p className="text-sm text-muted-foreground">{t("notFound.text")}</p>
    </NotFoundCard>
  );
}
