/**
 * The Spanish catalogue, written as a Philadelphia painting business writes to its customers:
 * usted, "cuarto" and "sala", prices as in the US ($1,234.50). Same namespaces and keys as English.
 */
import type { Messages } from "../en";
import costGuide from "./costGuide.json";
import emails from "./emails.json";
import invite from "./invite.json";
import localFacts from "./localFacts.json";
import location from "./location.json";
import locations from "./locations.json";
import painterEmails from "./painterEmails.json";
import portal from "./portal.json";
import portalAlerts from "./portalAlerts.json";
import portalAuth from "./portalAuth.json";
import portalAvailability from "./portalAvailability.json";
import portalValidation from "./portalValidation.json";
import push from "./push.json";
import registration from "./registration.json";
import registrationValidation from "./registrationValidation.json";
import site from "./site.json";

export const es: Messages = {
  costGuide,
  emails,
  invite,
  localFacts,
  location,
  locations,
  painterEmails,
  portal,
  portalAlerts,
  portalAuth,
  portalAvailability,
  portalValidation,
  push,
  registration,
  registrationValidation,
  site,
};
