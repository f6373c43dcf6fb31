/**
 * The Spanish catalogue, written as a Philadelphia painting business writes to its customers:
 * usted, "cuarto" and "sala", prices as in the US ($1,234.50). Same namespaces and keys as English.
 */
import type { Messages } from "../en";
import portal from "./portal.json";
import portalAlerts from "./portalAlerts.json";
import portalAuth from "./portalAuth.json";
import portalAvailability from "./portalAvailability.json";
import portalValidation from "./portalValidation.json";
import registration from "./registration.json";
import registrationValidation from "./registrationValidation.json";
import site from "./site.json";

export const es: Messages = {
  site,
  portal,
  portalAlerts,
  portalAuth,
  portalAvailability,
  portalValidation,
  registration,
  registrationValidation,
};
