import { BUSINESS_TIME_ZONE } from "@/lib/scheduling/dates.shared";

// Made once: building an Intl formatter costs far more than formatting with it.
const MOMENT = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: BUSINESS_TIME_ZONE,
});

/** "Nov 26, 5:00 PM" in the business's time zone: when something happened, in back-office lists. */
export const formatMoment = (at: string | Date) => MOMENT.format(new Date(at));
