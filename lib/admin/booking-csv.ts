import "server-only";

/**
 * CSV cells as RFC 4180 wants them, safe to open in a spreadsheet: a cell a spreadsheet would
 * run as a formula (= + - @, or a leading tab or carriage return) is prefixed with ' (OWASP
 * "CSV injection"); a cell with a quote, comma or line break is quoted, its quotes doubled.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(values: readonly string[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
