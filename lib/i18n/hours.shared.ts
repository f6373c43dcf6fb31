import { formatHours } from "@/lib/format.shared";
import type { Locale } from "./locales.shared";

/** "18:00" → "6:00 p. m.": the clock as Spanish-speaking customers in the US write it. */
function spanishClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "a. m." : "p. m."}`;
}

/**
 * Opening hours or a slot's window in `locale`: English keeps formatHours' exact output
 * ("8:00 AM – 6:00 PM"), Spanish reads "8:00 a. m. – 6:00 p. m."; `between` as formatHours'.
 */
export function formatHoursIn(locale: Locale, opens: string, closes: string, between = " – "): string {
  if (locale === "en") return formatHours(opens, closes, between);
  return `${spanishClock(opens)}${between}${spanishClock(closes)}`;
}
