/**
 * "2116  Spruce St., Philadelphia" and "2116 spruce st philadelphia" are one property: the
 * address lower-cased, every run of other characters than letters and digits one space.
 * Stored with each quote (Quote.propertyKey, indexed); the migration that added the column
 * computed it in SQL the same way for older quotes.
 */
export function propertyKey(address: string): string {
  return address
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
