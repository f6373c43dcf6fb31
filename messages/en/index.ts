/**
 * The English catalogue: one JSON file per namespace (a part of the product), so two changes to
 * different parts never touch the same file. The spec's texts appear here exactly as the spec
 * writes them. messages/es/index.ts must have the same namespaces and keys
 * (tests/unit/lib/i18n/catalogue.test.ts).
 */
import booking from "./booking.json";
import cancelBooking from "./cancelBooking.json";
import invoicePage from "./invoicePage.json";
import manageBooking from "./manageBooking.json";
import quote from "./quote.json";
import quoteValidation from "./quoteValidation.json";
import reviewPage from "./reviewPage.json";
import schedule from "./schedule.json";
import site from "./site.json";
import ui from "./ui.json";

export const en = {
  site,
  quote,
  quoteValidation,
  schedule,
  booking,
  ui,
  manageBooking,
  cancelBooking,
  reviewPage,
  invoicePage,
};

/** The shape every language's catalogue has (next-intl's AppConfig, global.d.ts). */
export type Messages = typeof en;
export type Namespace = keyof Messages;
