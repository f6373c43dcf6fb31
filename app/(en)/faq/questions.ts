import { formatHoursIn } from "@/lib/i18n/hours.shared";
import type { Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { TIME_SLOT_TABLE } from "@/lib/scheduling/time-slots.shared";
import type { FaqEntry } from "@/lib/seo";

/** How many entries the catalogue's `faq.entries` holds (q1 … q16). */
const FAQ_COUNT = 16;

/**
 * The 16 FAQ entries (docs/product.md §2 "FAQ") in `locale`, from the catalogue (`faq.entries`).
 * Facts follow docs/product.md §9 and lib/site.shared.ts: doors $65 each including both sides and
 * trim; reschedule or cancel up to 24 hours before through the e-mailed link; work may start within
 * 3 days; four counties. The colour consultation's hours come from the slot table.
 */
export function faqEntries(locale: Locale): readonly FaqEntry[] {
  const t = getT(locale, "faq");
  const eveningHours = formatHoursIn(locale, ...TIME_SLOT_TABLE.evening.customerWindow);
  return Array.from({ length: FAQ_COUNT }, (_, i) => {
    const key = `q${i + 1}` as `q${1 | 2}`;
    return { question: t(`entries.${key}.question`), answer: t(`entries.${key}.answer`, { eveningHours }) };
  });
}

export const FAQ_ENTRIES: readonly FaqEntry[] = faqEntries("en");
