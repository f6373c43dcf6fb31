"use client";

import { useTranslations } from "next-intl";
import {
  describeConditions,
  describePaintOptions,
  finishLabel,
  formatTimestampDate,
} from "../dashboard/format";
import { INTL_LOCALE, TIME_ZONE } from "@/lib/i18n/locales.shared";
import { roomTypeLabel, titleCase } from "@/lib/format.shared";
import { roomLabel } from "@/lib/pricing/quote.shared";
import type { QuoteConditions, QuotePaintOptions } from "@/lib/quotes/specification";
import { usePortalFormat } from "./use-portal-format";

const SPANISH_DAY = new Intl.DateTimeFormat(INTL_LOCALE.es, {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: TIME_ZONE,
});

const own = <V>(table: Record<string, V>, key: string | undefined): V | undefined =>
  key && Object.hasOwn(table, key) ? table[key] : undefined;

/**
 * What a job's quote says (paint, conditions, when it was done) in the painter's language. English
 * keeps ../dashboard/format.ts's words, which the spec and its tests fix.
 */
export function useJobText() {
  const { locale } = usePortalFormat();
  const t = useTranslations("portal.spec");
  if (locale === "en") {
    return {
      paintOptions: describePaintOptions,
      conditions: describeConditions,
      timestampDate: formatTimestampDate,
      quality: titleCase,
      finish: finishLabel,
      project: titleCase,
      roomType: roomTypeLabel,
      roomLabel,
    };
  }
  const qualities: Record<string, string> = {
    standard: t("quality.standard"),
    premium: t("quality.premium"),
    luxury: t("quality.luxury"),
  };
  const finishes: Record<string, string> = {
    flat: t("finish.flat"),
    eggshell: t("finish.eggshell"),
    satin: t("finish.satin"),
    "semi-gloss": t("finish.semiGloss"),
    gloss: t("finish.gloss"),
  };
  const projects: Record<string, string> = {
    interior: t("project.interior"),
    exterior: t("project.exterior"),
  };
  const rooms: Record<string, string> = {
    bedroom: t("room.bedroom"),
    "living-room": t("room.living-room"),
    kitchen: t("room.kitchen"),
    bathroom: t("room.bathroom"),
    "dining-room": t("room.dining-room"),
    office: t("room.office"),
    hallway: t("room.hallway"),
    other: t("room.other"),
  };
  const quality = (value: string) => own(qualities, value) ?? titleCase(value);
  const finish = (value: string) => own(finishes, value) ?? finishLabel(value);
  return {
    paintOptions(options: QuotePaintOptions | null): string {
      const parts = options
        ? [
            options.quality && t("qualityOf", { quality: quality(options.quality) }),
            options.finish && t("finishOf", { finish: finish(options.finish) }),
            options.customerSupplies && t("customerSupplies"),
          ].filter(Boolean)
        : [];
      return parts.length ? parts.join(", ") : t("paintOptionsMissing");
    },
    conditions(conditions: QuoteConditions): string {
      const chosen = [
        conditions.primer && t("primer"),
        conditions.furnitureMoving && t("furnitureMoving"),
        conditions.substantialPrep && t("substantialPrep"),
      ].filter(Boolean);
      return chosen.length ? chosen.join(", ") : t("none");
    },
    timestampDate(iso: string | null | undefined): string | null {
      if (!iso) return null;
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? null : SPANISH_DAY.format(date);
    },
    quality,
    finish,
    project: (value: string) => own(projects, value) ?? titleCase(value),
    /** The room's own name, else "Dormitorio 2" (lib/pricing/quote.shared.ts roomLabel in English). */
    /** "Dormitorio" */
    roomType: (type: string) => own(rooms, type) ?? titleCase(type),
    roomLabel: (room: { type: string; name?: string | null }, index: number) =>
      room.name?.trim() || `${own(rooms, room.type) ?? t("room.room")} ${index + 1}`,
  };
}
