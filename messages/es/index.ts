/**
 * The Spanish catalogue, written as a Philadelphia painting business writes to its customers:
 * usted, "cuarto" and "sala", prices as in the US ($1,234.50). Same namespaces and keys as English.
 */
import type { Messages } from "../en";
import about from "./about.json";
import booking from "./booking.json";
import cancelBooking from "./cancelBooking.json";
import colorConsultation from "./colorConsultation.json";
import commercialInquiry from "./commercialInquiry.json";
import commercialValidation from "./commercialValidation.json";
import costGuide from "./costGuide.json";
import emails from "./emails.json";
import errors from "./errors.json";
import faq from "./faq.json";
import home from "./home.json";
import invite from "./invite.json";
import invoicePage from "./invoicePage.json";
import legal from "./legal.json";
import localFacts from "./localFacts.json";
import location from "./location.json";
import locations from "./locations.json";
import manageBooking from "./manageBooking.json";
import painterEmails from "./painterEmails.json";
import portal from "./portal.json";
import portalAlerts from "./portalAlerts.json";
import portalAuth from "./portalAuth.json";
import portalAvailability from "./portalAvailability.json";
import portalValidation from "./portalValidation.json";
import push from "./push.json";
import quote from "./quote.json";
import quoteValidation from "./quoteValidation.json";
import registration from "./registration.json";
import registrationValidation from "./registrationValidation.json";
import reviewPage from "./reviewPage.json";
import schedule from "./schedule.json";
import site from "./site.json";
import styleQuiz from "./styleQuiz.json";
import styleQuizUi from "./styleQuizUi.json";
import ui from "./ui.json";

export const es: Messages = {
  about,
  booking,
  cancelBooking,
  colorConsultation,
  commercialInquiry,
  commercialValidation,
  costGuide,
  emails,
  errors,
  faq,
  home,
  invite,
  invoicePage,
  legal,
  localFacts,
  location,
  locations,
  manageBooking,
  painterEmails,
  portal,
  portalAlerts,
  portalAuth,
  portalAvailability,
  portalValidation,
  push,
  quote,
  quoteValidation,
  registration,
  registrationValidation,
  reviewPage,
  schedule,
  site,
  styleQuiz,
  styleQuizUi,
  ui,
};
