import "server-only";
/** Who is trusted (README → Security): the signing secret, the admin's sign-in, the proxies in front. */
import { emailAddress } from "./env-email";
import { type EnvRule, integer, matching, text } from "./env-rules.shared";

/**
 * Lenient on purpose: anything but a whole number from 1 means no proxy, so a
 * typo can only make the app ignore X-Forwarded-For, never trust a forged one.
 */
const proxyHops: EnvRule<number> = {
  must: "be a whole number",
  parse: (raw) => {
    const hops = Number(raw ?? 0);
    return { ok: true, value: Number.isInteger(hops) && hops > 0 ? Math.min(hops, 10) : 0 };
  },
};

export const SECURITY_RULES = {
  AUTH_SECRET: text(),
  ADMIN_PASSWORD: text(),
  ADMIN_PASSWORD_HASH: matching(
    /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/,
    "be a bcrypt hash ($2b$12$…, 60 characters)",
  ),
  ADMIN_EMAIL: emailAddress,
  TRUSTED_PROXY_HOPS: proxyHops,
  BCRYPT_ROUNDS: integer(12, 4, 15),
};
