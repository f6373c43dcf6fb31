/**
 * The Spanish catalogue, written as a Philadelphia painting business writes to its customers:
 * usted, "cuarto" and "sala", prices as in the US ($1,234.50). Same namespaces and keys as English.
 */
import type { Messages } from "../en";
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

export const es: Messages = {
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
