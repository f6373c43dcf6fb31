import { NotFoundCard } from "@/components/site/not-found-card";
import { MapPinOff } from "@/components/ui/static-icons/map-pin-off";
import { getT } from "@/lib/i18n/server";
import { localizedPath, type Locale } from "@/lib/i18n/locales.shared";

/** The 'Location Not Found' card for an unknown zip (docs/product.md §2 "Location page"). */
export function LocationNotFoundCard({ locale }: { locale: Locale }) {
  const t = getT(locale, "location");
  return (
    <NotFoundCard
      icon={MapPinOff}
      title={t("notFound.title")}
      homeLabel={t("notFound.returnHome")}
      homeHref={localizedPath(locale, "/")}
    >
      <p className="text-sm text-muted-foreground">{t("notFound.noInfo")}</p>
      <p className="text-sm text-muted-foreground">{t("notFound.counties")}</p>
    </NotFoundCard>
  );
}
