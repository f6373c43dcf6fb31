import type { Metadata } from "next";
import { ManageBookingForm } from "@/components/booking/manage-booking-form";
import { PageLink } from "@/components/site/page-link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { localeAlternates } from "@/lib/i18n/alternates.shared";
import { localizedPath, type Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { siteConfig } from "@/lib/site.shared";
import { BookingIntl } from "./booking-intl";

export function manageBookingMetadata(locale: Locale): Metadata {
  const t = getT(locale, "manageBooking");
  return {
    title: t("title"),
    description: t("metaDescription"),
    alternates: localeAlternates(locale, "/manage-booking"),
  };
}

const LINK_CLASSES = "font-medium text-primary underline-offset-4 hover:underline";

/** /manage-booking in one language: app/(en)/manage-booking/page.tsx and app/es/manage-booking/page.tsx. */
export async function ManageBookingPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = getT(locale, "manageBooking");
  const { id } = await searchParams;
  const initialId = typeof id === "string" ? id.trim().slice(0, 100) : "";

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("intro")}</p>
      <Card className="mt-8">
        <CardHeader>
          <CardTitle>
            <h2>{t("findTitle")}</h2>
          </CardTitle>
          <CardDescription>{t("required")}</CardDescription>
        </CardHeader>
        <CardContent>
          <BookingIntl locale={locale}>
            <ManageBookingForm initialId={initialId} />
          </BookingIntl>
        </CardContent>
      </Card>
      <p className="mt-6 text-sm text-muted-foreground">
        {t.rich("newBooking", {
          link: (chunks) => (
            <PageLink href={localizedPath(locale, "/")} className={LINK_CLASSES}>
              {chunks}
            </PageLink>
          ),
          phone: () => (
            <a href={siteConfig.phoneHref} className={LINK_CLASSES}>
              {siteConfig.phone}
            </a>
          ),
        })}
      </p>
    </div>
  );
}
