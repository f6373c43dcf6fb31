import { PageLink } from "@/components/site/page-link";
import { AlertCircle } from "@/components/ui/static-icons/circle-exclamation-point";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { getT } from "@/lib/i18n/server";
import { localizedPath, type Locale } from "@/lib/i18n/locales.shared";

/**
 * A missing, tampered or expired e-mail link (docs/product.md §2: "Invalid Link: …"), in the page's
 * language. A server component: the light pages that show it ship no translation code for it.
 */
export function InvalidLinkCard({ text, locale = "en" }: { text?: string; locale?: Locale }) {
  const t = getT(locale, "cancelBooking");
  const tb = getT(locale, "booking");
  return (
    <Card>
      <CardContent className="space-y-4">
        <div className="flex items-center gap-2">
          <AlertCircle className="size-7 shrink-0 text-destructive" aria-hidden />
          <h1 className="text-2xl font-bold">{t("invalidLink")}</h1>
        </div>
        <p className="text-muted-foreground">{text ?? t("invalidLinkText")}</p>
        <p className="text-sm text-muted-foreground">{t("stillLookUp")}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <PageLink href={localizedPath(locale, "/manage-booking")}>{tb("manageMyBooking")}</PageLink>
          </Button>
          <Button asChild variant="outline">
            <PageLink href={localizedPath(locale, "/")}>{t("returnHome")}</PageLink>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
