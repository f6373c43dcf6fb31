"use client";

import { useMemo } from "react";
import { useLocale, useTranslations } from "next-intl";
import { formatBookingDate } from "@/lib/bookings/format.shared";
import { INTL_LOCALE } from "@/lib/i18n/locales.shared";
import {
  isConsultationSlot,
  slotDefinition,
  timeSlotOf,
  TIME_SLOT_LABELS,
} from "@/lib/scheduling/time-slots.shared";
import { formatBookingDays } from "./format";

/**
 * A booking's date and time slot as the page's language writes them. English keeps the spec's
 * formatters ("Tuesday, December 1", "8:00 AM-12:00 PM"); Spanish: "martes, 1 de diciembre",
 * "8:00 a. m.-12:00 p. m." (the booking namespace).
 */
export function useBookingFormat() {
  const locale = useLocale();
  const t = useTranslations("booking");
  return useMemo(() => {
    const english = locale === "en";
    const dateFormat = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      weekday: "long",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    const date = (isoDate: string) =>
      english ? formatBookingDate(isoDate) : dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
    return {
      /** English: the spec's texts, as the server wrote them, are shown unchanged. */
      english,
      date,
      /** The date, with "(3 consecutive days)" for a project of several days. */
      days: (isoDate: string, days: number) =>
        english
          ? formatBookingDays(isoDate, days)
          : days > 1
            ? t("consecutiveDays", { date: date(isoDate), days })
            : date(isoDate),
      /** The customer's hours of a slot; an unknown value as it came. */
      slot: (value: string) => {
        const slot = timeSlotOf(value);
        if (!slot) return value;
        return english ? TIME_SLOT_LABELS[slot] : t(`slots.${slot}`);
      },
      /** "Morning"; null for an unknown slot. */
      period: (value: string) => {
        const slot = timeSlotOf(value);
        if (!slot) return null;
        return english ? (slotDefinition(slot)?.period ?? null) : t(`periods.${slot}`);
      },
      /** "Color Consultation" for the evening, else "Painting Job". */
      service: (value: string) =>
        t(isConsultationSlot(value) ? "services.consultation" : "services.painting"),
      /** "1 day", "3 days". */
      dayCount: (days: number) => t("days", { days }),
    };
  }, [locale, t]);
}
