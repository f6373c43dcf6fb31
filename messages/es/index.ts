/**
 * The Spanish catalogue, written as a Philadelphia painting business writes to its customers:
 * usted, "cuarto" and "sala", prices as in the US ($1,234.50). Same namespaces and keys as English.
 */
import type { Messages } from "../en";
import emails from "./emails.json";
import invite from "./invite.json";
import painterEmails from "./painterEmails.json";
import push from "./push.json";
import site from "./site.json";

export const es: Messages = { site, emails, invite, painterEmails, push };
