/**
 * The Spanish catalogue, written as a Philadelphia painting business writes to its customers:
 * usted, "cuarto" and "sala", prices as in the US ($1,234.50). Same namespaces and keys as English.
 */
import type { Messages } from "../en";
import costGuide from "./costGuide.json";
import localFacts from "./localFacts.json";
import location from "./location.json";
import locations from "./locations.json";
import site from "./site.json";

export const es: Messages = { site, location, locations, costGuide, localFacts };
