import { notFound } from "next/navigation";

/**
 * Any /es address no Spanish page matches: the Spanish 404 (app/es/not-found.tsx), inside the
 * Spanish document, rather than the English global one. More specific routes win over this one.
 */
export default function UnknownSpanishPage(): never {
  notFound();
}
