/**
 * Every environment variable the app reads, read, defaulted and validated here
 * and nowhere else (.env.example lists them; README → Environment variables).
 * A bad value is an error naming the variable and what it must be:
 * "Invalid environment: BCRYPT_ROUNDS must be a whole number from 4 to 15".
 * instrumentation.ts checks them all when a server starts; each value is also
 * checked when first read, so scripts and tests fail just as clearly.
 *
 * Values are read on access and re-parsed only when their text changed
 * (lib/config/env-rules.shared.ts): tests change process.env at run time.
 * Not here: server.mjs, which plain Node runs before anything of the app is
 * loaded, reads its own few (PORT, HOSTNAME, KEEP_ALIVE_TIMEOUT, PAGE_CACHE_MB).
 */
import "server-only";
import { isIP } from "node:net";
import { productionConfigProblems, servesThisMachineOnly, vapidKeyProblems } from "@/lib/config/secrets.mjs";
import {
  absoluteUrl,
  envReader,
  type EnvRule,
  integer,
  invalidEnvironment,
  matching,
  oneOf,
  text,
  textOr,
} from "@/lib/config/env-rules.shared";
import { publicEnv, publicEnvProblems } from "@/lib/public-env.shared";
import { siteConfig } from "@/lib/site.shared";

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

/**
 * Resend's API address: https, or plain http to a loopback address only (a test's stand-in for
 * Resend on this machine): the API key never crosses a network in the clear.
 */
const providerUrl: EnvRule<string> = {
  must: "be an https:// URL (http:// only to 127.0.0.1, localhost or [::1])",
  parse: (raw) => {
    const given = raw?.trim();
    if (!given) return { ok: true, value: "https://api.resend.com" };
    if (!URL.canParse(given)) return { ok: false };
    const url = new URL(given);
    const loopback = servesThisMachineOnly(url.hostname);
    const fine = url.protocol === "https:" || (url.protocol === "http:" && loopback);
    return fine ? { ok: true, value: given.replace(/\/+$/, "") } : { ok: false };
  },
};

// --- Metrics (lib/metrics; README → Metrics and alerts) ---------------------------------------

/** One network of METRICS_ALLOW_CIDRS: an address and its prefix length (a bare address: the address alone). */
export interface Cidr {
  address: string;
  prefix: number;
  family: 4 | 6;
}

/** "10.0.0.0/8, ::1" → its networks; anything that is not an IPv4 or IPv6 network is an error, never ignored. */
const cidrList: EnvRule<Cidr[]> = {
  must: "be a comma-separated list of networks such as 10.0.0.0/8, 127.0.0.1 or ::1/128",
  parse: (raw) => {
    const items = (raw ?? "")
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
    const networks: Cidr[] = [];
    for (const item of items) {
      const [address = "", prefixText, extra] = item.split("/");
      const family = isIP(address);
      if ((family !== 4 && family !== 6) || extra !== undefined) return { ok: false };
      const max = family === 4 ? 32 : 128;
      const prefix = prefixText === undefined ? max : Number(prefixText);
      if (!/^\d+$/.test(prefixText ?? String(max)) || prefix > max) return { ok: false };
      networks.push({ address, prefix, family });
    }
    return { ok: true, value: networks };
  },
};

const METRICS_RULES = {
  METRICS_TOKEN: matching(/^\S{16,}$/, "be at least 16 characters without spaces (openssl rand -hex 24)"),
  METRICS_ALLOW_CIDRS: cidrList,
  /** Where the backups are written (scripts); the metrics read its latest.json. */
  BACKUP_DIR: text(),
};

// --- Web Push job alerts (lib/push; README → Job alerts) ---------------------------------------

/** base64url of exactly `bytes` bytes (no padding), as browsers and web-push write VAPID keys. */
function base64urlOf(bytes: number, what: string): EnvRule<string | undefined> {
  return matching(
    new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`),
    `be ${what}: ${bytes} bytes in base64url (npx web-push generate-vapid-keys)`,
  );
}

const PUSH_RULES = {
  VAPID_PUBLIC_KEY: base64urlOf(65, "a P-256 public key"),
  VAPID_PRIVATE_KEY: base64urlOf(32, "a P-256 private key"),
  /** Who push services contact about our sends: a mailto: or https: address. */
  VAPID_SUBJECT: matching(
    /^(mailto:[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+|https:\/\/[^\s/]+\S*)$/,
    "be a mailto: address (mailto:ops@example.com) or an https:// URL",
  ),
};

const limit = (fallback: number) => integer(fallback, 1, 1_000_000_000);

/** A 256-bit key as 64 hex digits or base64 (standard or URL-safe; `openssl rand -base64 32`). */
function keyBytes(given: string): Buffer | null {
  const value = given.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, "hex");
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null;
  const bytes = Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return bytes.length === 32 ? bytes : null;
}

/** Keys separated by commas (none when unset): W9_ENCRYPTION_KEY takes one, the previous-keys list any. */
function encryptionKeys(most: number): EnvRule<Buffer[]> {
  return {
    must:
      most === 1
        ? "be a 32-byte key: 64 hex digits or base64 (openssl rand -base64 32)"
        : "be 32-byte keys (64 hex digits or base64), separated by commas",
    parse: (raw) => {
      const parts = (raw ?? "")
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean);
      const keys = parts.map(keyBytes);
      if (keys.length > most || keys.some((key) => key === null)) return { ok: false };
      return { ok: true, value: keys as Buffer[] };
    },
  };
}

/** Days a kind of personal data is kept (README → Retention): at least a day, at most a century. */
const days = (fallback: number, least = 1) => integer(fallback, least, 36_500);

const RETENTION_RULES = {
  RETENTION_SENT_EMAIL_DAYS: days(90),
  RETENTION_COMPLETED_BOOKING_DAYS: days(1095, 30),
  RETENTION_INQUIRY_DAYS: days(365),
  RETENTION_UNVERIFIED_W9_DAYS: days(180),
};

export type RetentionVariable = keyof typeof RETENTION_RULES;

const LIMIT_RULES = {
  LIMIT_QUOTES_PER_ADDRESS_HOURLY: limit(30),
  LIMIT_QUOTES_PER_EMAIL_HOURLY: limit(10),
  LIMIT_BOOKINGS_PER_ADDRESS_HOURLY: limit(10),
  LIMIT_BOOKINGS_PER_EMAIL_HOURLY: limit(3),
  LIMIT_PHOTOS_PER_ADDRESS_HOURLY: limit(90),
  LIMIT_BOOKING_ACCESS_PER_ADDRESS: limit(20),
  LIMIT_INQUIRIES_PER_ADDRESS_HOURLY: limit(5),
  LIMIT_INQUIRIES_PER_EMAIL_HOURLY: limit(3),
  LIMIT_REGISTRATIONS_PER_ADDRESS_HOURLY: limit(10),
  LIMIT_REGISTRATIONS_PER_EMAIL_HOURLY: limit(3),
  LIMIT_SET_PASSWORD_PER_ADDRESS: limit(20),
  LIMIT_SIGN_IN_LINKS_PER_ADDRESS_HOURLY: limit(10),
  LIMIT_SIGN_IN_LINKS_PER_EMAIL_HOURLY: limit(3),
  LIMIT_CALENDAR_FEEDS_PER_ADDRESS_HOURLY: limit(300),
  LIMIT_CALENDAR_FEED_PER_PAINTER_HOURLY: limit(30),
  MAX_LIVE_BOOKINGS_PER_EMAIL: limit(3),
  MAX_LIVE_BOOKINGS_PER_PROPERTY: limit(2),
  MAX_UPCOMING_PAINTER_DAYS_PER_ADDRESS: limit(30),
  MAX_UPCOMING_PAINTER_DAYS_PER_EMAIL: limit(30),
};

export type LimitVariable = keyof typeof LIMIT_RULES;

const RULES = {
  DATABASE_URL: absoluteUrl(["postgres:", "postgresql:"]),
  DATABASE_POOL_SIZE: integer(10, 1, 1000),
  DATABASE_CONNECT_TIMEOUT_MS: integer(3_000, 100, 60_000),
  DATABASE_STATEMENT_TIMEOUT_MS: integer(4_000, 100, 3_600_000),
  DATABASE_QUERY_TIMEOUT_MS: integer(4_500, 100, 3_600_000),
  AUTH_SECRET: text(),
  ADMIN_PASSWORD: text(),
  ADMIN_PASSWORD_HASH: matching(
    /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/,
    "be a bcrypt hash ($2b$12$…, 60 characters)",
  ),
  ADMIN_EMAIL: matching(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, "be an e-mail address"),
  TRUSTED_PROXY_HOPS: proxyHops,
  BCRYPT_ROUNDS: integer(12, 4, 15),
  RESEND_API_KEY: text(),
  EMAIL_FROM: textOr("BrushWise Painting <bookings@brushwisepainting.com>"),
  BUSINESS_EMAIL: matching(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, "be an e-mail address"),
  EMAIL_DELIVERY: oneOf(["resend", "outbox"]),
  EMAIL_SEND_TIMEOUT_MS: integer(15_000, 100, 120_000),
  RESEND_BASE_URL: providerUrl,
  EMAIL_LEASE_MS: integer(5 * 60_000, 1, 24 * 60 * 60_000),
  EMAIL_RETRY_BASE_MS: integer(60_000, 100, 60 * 60_000),
  EMAIL_DELIVERY_LOG: text(),
  UPLOADTHING_TOKEN: text(),
  UPLOAD_DIR: textOr(".data/uploads"),
  LOG_LEVEL: oneOf(["debug", "info", "warn", "error", "silent"]),
  BACKGROUND_JOBS: oneOf(["on", "off"], "on"),
  BACKGROUND_INTERVAL_MS: integer(30_000, 100, 24 * 60 * 60_000),
  DEV_EMAILS_PAGE: oneOf(["true", "false"], "false"),
  BRUSHWISE_EMBEDDED_DATABASE: text(),
  W9_ENCRYPTION_KEY: encryptionKeys(1),
  W9_PREVIOUS_ENCRYPTION_KEYS: encryptionKeys(20),
  ...LIMIT_RULES,
  ...RETENTION_RULES,
  ...METRICS_RULES,
  ...PUSH_RULES,
};

const reader = envReader(RULES, (name) => process.env[name]);

export type LogThreshold = "debug" | "info" | "warn" | "error" | "silent";

export const env = {
  get isProduction() {
    return publicEnv.isProduction;
  },
  get isDevelopment() {
    return publicEnv.isDevelopment;
  },
  get isTest() {
    return publicEnv.isTest;
  },
  get siteUrl() {
    return publicEnv.siteUrl;
  },
  get configuredSiteUrl() {
    return publicEnv.configuredSiteUrl;
  },
  get servedOverHttps() {
    return publicEnv.servedOverHttps;
  },
  get distDir() {
    return publicEnv.distDir;
  },

  /** Unset: lib/db explains how to get a database. */
  get databaseUrl() {
    return reader.get("DATABASE_URL");
  },
  get databasePoolSize() {
    return reader.get("DATABASE_POOL_SIZE");
  },
  /** How long a request waits for a connection (a new one, or a free one of the pool). */
  get databaseConnectTimeoutMs() {
    return reader.get("DATABASE_CONNECT_TIMEOUT_MS");
  },
  /** Postgres cancels a statement running longer (statement_timeout). */
  get databaseStatementTimeoutMs() {
    return reader.get("DATABASE_STATEMENT_TIMEOUT_MS");
  },
  /** The app gives up on a query with no answer this long (a server that stopped answering). */
  get databaseQueryTimeoutMs() {
    return reader.get("DATABASE_QUERY_TIMEOUT_MS");
  },

  /** A local trial on the embedded Postgres (scripts/run.mjs): one connection, one instance. */
  get embeddedDatabase(): boolean {
    return reader.get("BRUSHWISE_EMBEDDED_DATABASE") === "1";
  },

  /** Signs sessions and links (lib/security/signed-token.ts says what happens when it is unset). */
  get authSecret() {
    return reader.get("AUTH_SECRET");
  },
  get adminPassword() {
    return reader.get("ADMIN_PASSWORD");
  },
  get adminPasswordHash() {
    return reader.get("ADMIN_PASSWORD_HASH");
  },
  /** The owner's mailbox for one-time admin sign-in links (lib/admin/sign-in-link.ts); unset: none. */
  get adminEmail() {
    return reader.get("ADMIN_EMAIL");
  },
  get bcryptRounds() {
    return reader.get("BCRYPT_ROUNDS");
  },
  /** Proxies appending to X-Forwarded-For in front of the app (0: none, at most 10). */
  get trustedProxyHops() {
    return reader.get("TRUSTED_PROXY_HOPS");
  },
  limit(name: LimitVariable): number {
    return reader.get(name);
  },

  get resendApiKey() {
    return reader.get("RESEND_API_KEY");
  },
  get emailFrom() {
    return reader.get("EMAIL_FROM");
  },
  /** Where business notifications go when set; lib/site.shared.ts's address otherwise. */
  get businessEmail() {
    return reader.get("BUSINESS_EMAIL");
  },
  /**
   * How mail leaves: "resend" (needs RESEND_API_KEY), or "outbox", kept in the outbox table as
   * `held` and never sent. Unset: "resend" when RESEND_API_KEY is set, "outbox" otherwise (a
   * production server refuses that unless EMAIL_DELIVERY=outbox says so: lib/config/secrets.mjs).
   */
  get emailDelivery(): "resend" | "outbox" {
    return reader.get("EMAIL_DELIVERY") ?? (reader.get("RESEND_API_KEY") ? "resend" : "outbox");
  },
  /** How long one call to the provider may take before it counts as failed (and is retried). */
  get emailSendTimeoutMs() {
    return reader.get("EMAIL_SEND_TIMEOUT_MS");
  },
  /** Resend's API (tests and operators may point it elsewhere: https, or http to loopback only). */
  get resendBaseUrl() {
    return reader.get("RESEND_BASE_URL");
  },
  get emailLeaseMs() {
    return reader.get("EMAIL_LEASE_MS");
  },
  /** The unit of the retry backoff (lib/email/worker.ts): a minute; the two-instance test shortens it. */
  get emailRetryBaseMs() {
    return reader.get("EMAIL_RETRY_BASE_MS");
  },
  get emailDeliveryLog() {
    return reader.get("EMAIL_DELIVERY_LOG");
  },

  get uploadThingToken() {
    return reader.get("UPLOADTHING_TOKEN");
  },
  get uploadDir() {
    return reader.get("UPLOAD_DIR");
  },
  /** The key W9 files are encrypted with (none: lib/uploads/w9-crypto.ts derives a local one). */
  get w9EncryptionKey(): Buffer | undefined {
    return reader.get("W9_ENCRYPTION_KEY")[0];
  },
  /** Keys of earlier rotations: W9s still encrypted with them stay readable until re-encrypted. */
  get w9PreviousEncryptionKeys(): Buffer[] {
    return reader.get("W9_PREVIOUS_ENCRYPTION_KEYS");
  },
  /** How many days a kind of personal data is kept (lib/admin/retention.ts). */
  retentionDays(name: RetentionVariable): number {
    return reader.get(name);
  },

  /** Silent under jest, so tests do not flood their output. */
  get logLevel(): LogThreshold {
    return reader.get("LOG_LEVEL") ?? (publicEnv.isTest ? "silent" : "info");
  },
  get backgroundJobs(): boolean {
    return reader.get("BACKGROUND_JOBS") === "on";
  },
  get backgroundIntervalMs() {
    return reader.get("BACKGROUND_INTERVAL_MS");
  },
  /** Opens /api/metrics to `Authorization: Bearer <token>`; unset: no token opens it. */
  get metricsToken() {
    return reader.get("METRICS_TOKEN");
  },
  /** Networks /api/metrics answers without a token (judged on the stamped socket address); empty: none. */
  get metricsAllowedNetworks(): Cidr[] {
    return reader.get("METRICS_ALLOW_CIDRS");
  },
  /** The backups' folder, if backups go to one (its latest.json gives the last success). */
  get backupDir() {
    return reader.get("BACKUP_DIR");
  },

  /**
   * The VAPID keys job alerts are signed with (lib/push), or null: both unset turns job alerts
   * off (painters get e-mail only). The first `npm run dev` writes a fresh pair into .env.
   */
  get webPush(): { publicKey: string; privateKey: string; subject: string } | null {
    const publicKey = reader.get("VAPID_PUBLIC_KEY");
    const privateKey = reader.get("VAPID_PRIVATE_KEY");
    if (!publicKey || !privateKey) return null;
    return {
      publicKey,
      privateKey,
      subject: reader.get("VAPID_SUBJECT") ?? `mailto:${siteConfig.email}`,
    };
  },

  /** The flag only; lib/email/dev-outbox.ts decides who may read the page. */
  get devEmailsPage(): boolean {
    return reader.get("DEV_EMAILS_PAGE") === "true";
  },
};

/**
 * Every problem of the environment: bad values, and the published example
 * secrets on a production server (lib/config/secrets.mjs, which server.mjs
 * applies before Next.js loads).
 */
export function environmentProblems(): string[] {
  return [
    ...publicEnvProblems(),
    ...reader.problems(),
    ...productionConfigProblems(process.env),
    ...vapidKeyProblems(process.env),
  ];
}

/** Start-up check: throws one "Invalid environment: …" error listing every problem. */
export function assertValidEnvironment() {
  const problems = environmentProblems();
  if (problems.length > 0) throw invalidEnvironment(problems);
}
