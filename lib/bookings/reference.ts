import "server-only";
import { randomBytes } from "node:crypto";
import { formatReference, REFERENCE_ALPHABET, REFERENCE_LENGTH } from "./reference.shared";

/** A new customer reference: 80 bits from the system's secure random source, 5 per character. */
export function newCustomerReference(): string {
  const bytes = randomBytes((REFERENCE_LENGTH * 5) / 8);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let body = "";
  for (let i = REFERENCE_LENGTH - 1; i >= 0; i--)
    body += REFERENCE_ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return formatReference(body);
}
