import "server-only";
import { createHash } from "node:crypto";

/**
 * A stable UUID for a named seed record, so that running the seed again
 * updates the same rows instead of adding new ones.
 */
export function seedId(name: string): string {
  const hex = createHash("sha256").update(`brushwise-seed:${name}`).digest("hex");
  // Version 8 (custom) UUID layout with the RFC 4122 variant bits.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
