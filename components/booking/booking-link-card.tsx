"use client";

import type { ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { PageLink } from "@/components/site/page-link";
import { localizedPath } from "@/lib/i18n/locales.shared";
import { buttonProps, CARD_CLASSES } from "./booking-classes";

/**
 * The frame of a page a signed booking link opens (cancel, confirm a hold): its title, the booking
 * ID, what the page does, and the way to Manage Booking. The Card's markup without its component
 * (booking-classes.ts), so these light pages ship little beyond their own file.
 */
export function BookingLinkCard({
  title,
  bookingId,
  children,
}: {
  title: string;
  bookingId: string;
  children: ReactNode;
}) {
  const t = useTranslations("booking");
  const locale = useLocale();
  return (
    <div data-slot="card" className={CARD_CLASSES.card}>
      <div data-slot="card-header" className={CARD_CLASSES.header}>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-sm break-all text-muted-foreground">{t("bookingId", { id: bookingId })}</p>
      </div>
      <div data-slot="card-content" className={`${CARD_CLASSES.content} space-y-5`}>
        {children}
      </div>
      <div data-slot="card-footer" className={CARD_CLASSES.footer}>
        <PageLink href={localizedPath(locale, "/manage-booking")} {...buttonProps("link", "px-0")}>
          {t("manageMyBooking")}
        </PageLink>
      </div>
    </div>
  );
}
