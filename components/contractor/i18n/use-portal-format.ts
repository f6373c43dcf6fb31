"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatBookingDate } from "@/lib/bookings/format.shared";
import { clockTime } from "@/lib/bookings/on-the-way.shared";
import { jobStatusLabel, nextAction } from "@/lib/bookings/lifecycle.shared";
import { formatMoment } from "@/components/admin/moment";
import { INTL_LOCALE, TIME_ZONE, type Locale } from "@/lib/i18n/locales.shared";

// Made once: building a formatter costs far more than using one.
const SPANISH_DATE = new Intl.DateTimeFormat(INTL_LOCALE.es, {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});
const SPANISH_MOMENT = new Intl.DateTimeFormat(INTL_LOCALE.es, {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: TIME_ZONE,
});
const SPANISH_CLOCK = new Intl.DateTimeFormat(INTL_LOCALE.es, {
  hour: "numeric",
  minute: "2-digit",
  timeZone: TIME_ZONE,
});

const known = <V>(table: Record<string, V>, key: string | null | undefined): V | undefined =>
  key && Object.hasOwn(table, key) ? table[key] : undefined;

/**
 * The portal's words and formats that come from shared tables (statuses, the next move's button, time
 * slots, the service) and its dates, in the painter's language. English goes through the very
 * functions the portal always used, so its texts stay as they were.
 */
export function usePortalFormat() {
  const locale = useLocale() as Locale;
  const t = useTranslations("portal.shared");
  const english = locale === "en";
  const statuses: Record<string, string> = {
    assigned: t("status.assigned"),
    acknowledged: t("status.acknowledged"),
    in_progress: t("status.in_progress"),
    completed: t("status.completed"),
    rejected: t("status.rejected"),
    cancelled: t("status.cancelled"),
  };
  const moves: Record<string, string> = {
    acknowledged: t("next.acknowledged"),
    in_progress: t("next.in_progress"),
    completed: t("next.completed"),
  };
  const slots: Record<string, string> = {
    morning: t("slot.morning"),
    afternoon: t("slot.afternoon"),
    evening: t("slot.evening"),
  };
  const services: Record<string, string> = {
    "Painting Job": t("service.paintingJob"),
    "Color Consultation": t("service.colorConsultation"),
  };
  return {
    locale,
    /** "Tuesday, December 1" / "martes, 1 de diciembre" for a YYYY-MM-DD calendar date. */
    bookingDate: (isoDate: string) =>
      english ? formatBookingDate(isoDate) : SPANISH_DATE.format(new Date(`${isoDate}T00:00:00Z`)),
    /** "Nov 27, 9:41 AM" / "27 nov, 9:41 a. m." in New York. */
    moment: (at: Date | string) => (english ? formatMoment(at) : SPANISH_MOMENT.format(new Date(at))),
    /** "9:20 AM" / "9:20 a. m." in New York. */
    clock: (at: Date | string) => (english ? clockTime(at) : SPANISH_CLOCK.format(new Date(at))),
    status: (status: string) => (english ? undefined : known(statuses, status)) ?? jobStatusLabel(status),
    /** The painter's next move's button: "Start Job" / "Empezar trabajo". */
    nextActionLabel: (status: string) => {
      const next = nextAction(status);
      if (!next) return null;
      return (english ? undefined : known(moves, next.status)) ?? next.label;
    },
    /** A booking's time slot: its label as the server wrote it in English, the slot's own in Spanish. */
    slot: (timeSlot: string | null | undefined, label: string | null | undefined) =>
      (english ? undefined : known(slots, timeSlot)) ?? label,
    /** "Painting Job" / "Trabajo de pintura". */
    service: (service: string) => (english ? undefined : known(services, service)) ?? service,
  };
}
export type PortalFormat = ReturnType<typeof usePortalFormat>;
