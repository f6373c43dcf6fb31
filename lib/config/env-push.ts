import "server-only";
/** Web Push job alerts' VAPID keys (lib/push; README → Job alerts); secrets.mjs checks that they pair. */
import { type EnvRule, matching } from "./env-rules.shared";

/** base64url of exactly `bytes` bytes (no padding), as browsers and web-push write VAPID keys. */
function base64urlOf(bytes: number, what: string): EnvRule<string | undefined> {
  return matching(
    new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`),
    `be ${what}: ${bytes} bytes in base64url (npx web-push generate-vapid-keys)`,
  );
}

export const PUSH_RULES = {
  VAPID_PUBLIC_KEY: base64urlOf(65, "a P-256 public key"),
  VAPID_PRIVATE_KEY: base64urlOf(32, "a P-256 private key"),
  /** Who push services contact about our sends: a mailto: or https: address. */
  VAPID_SUBJECT: matching(
    /^(mailto:[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+|https:\/\/[^\s/]+\S*)$/,
    "be a mailto: address (mailto:ops@example.com) or an https:// URL",
  ),
};
