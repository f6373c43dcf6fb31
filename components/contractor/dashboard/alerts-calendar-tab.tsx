"use client";

import { CalendarFeedSection } from "./calendar-feed-section";
import { PushAlertsSection } from "./push-alerts-section";

/**
 * The painter's phone and calendar (docs/product.md "We differ"): job alerts on this device and the
 * private calendar feed. One tab, loaded when first opened: most visits are to the job list.
 */
export function AlertsCalendarTab() {
  return (
    <div className="space-y-8">
      <PushAlertsSection />
      <CalendarFeedSection />
    </div>
  );
}
