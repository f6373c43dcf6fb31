/**
 * Every environment variable the app reads, read, defaulted and validated here
 * and nowhere else (.env.example lists them; README → Environment variables).
 * The rules of each group of variables (limits, retention, e-mail, …) are in
 * lib/config/env-*.ts: rules only, they read nothing.
 * A bad value is an error naming the variable and what it must be:
 * "Invalid environment: BCRYPT_ROUNDS must be a whole number from 4 to 15".
 * instrumentation.ts checks them all when a server starts; each value is also
 * checked when first read, so scripts and tests fail just as clearly.
 *
 * Values are read on access and re-parsed only when their text changed
 * (lib/config/env-rules.shared.ts): tests change process.env at run time.
 * Not here: server.mjs, which plain Node runs before anything of the app is
 * loaded, reads its own few (PORT, HOSTNAME, KEEP_ALIVE_TIMEOUT, PAGE_CACHE_MB, DIRECT_API_ROUTES).
 */
import "server-only";
import { productionConfigProblems, vapidKeyProblems } from "@/lib/config/secrets.mjs";
import { envReader, invalidEnvironment } from "@/lib/config/env-rules.shared";
import { DATABASE_RULES } from "@/lib/config/env-database";
import { EMAIL_RULES } from "@/lib/config/env-email";
import { ENCRYPTION_RULES } from "@/lib/config/env-encryption";
import { LIMIT_RULES, type LimitVariable } from "@/lib/config/env-limits";
import { METRICS_RULES, type Cidr } from "@/lib/config/env-metrics";
import { PAYMENT_RULES } from "@/lib/config/env-payments";
import { PUSH_RULES } from "@/lib/config/env-push";
import { RETENTION_RULES, type RetentionVariable } from "@/lib/config/env-retention";
import { RUNTIME_RULES, type LogThreshold } from "@/lib/config/env-runtime";
import { SECURITY_RULES } from "@/lib/config/env-security";
import { servedOverHttps } from "@/lib/config/site-address.mjs";
import { publicEnv, publicEnvProblems } from "@/lib/public-env.shared";
import { siteConfig } from "@/lib/site.shared";

export type { Cidr, LimitVariable, LogThreshold, RetentionVariable };

/** Every variable's rule, group by group (lib/config/env-*.ts). */
const RULES = {
  ...DATABASE_RULES,
  ...SECURITY_RULES,
  ...EMAIL_RULES,
  ...RUNTIME_RULES,
  ...ENCRYPTION_RULES,
  ...LIMIT_RULES,
  ...RETENTION_RULES,
  ...METRICS_RULES,
  ...PUSH_RULES,
  ...PAYMENT_RULES,
};

const reader = envReader(RULES, (name) => process.env[name]);

/**
 * `server` with publicEnv's values (lib/public-env.shared.ts) as getters of its own: server code reads
 * every variable through env, and each read still goes to publicEnv (tests change them).
 */
function withPublicEnv<T extends object, const K extends keyof typeof publicEnv>(
  server: T,
  keys: readonly K[],
): T & Pick<typeof publicEnv, K> {
  for (const key of keys)
    Object.defineProperty(server, key, { get: () => publicEnv[key], enumerable: true, configurable: true });
  return server as T & Pick<typeof publicEnv, K>;
}

const serverEnv = {
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

  /**
   * Stripe Checkout for invoices (lib/payments/stripe.ts); null without a secret key: invoices are then
   * paid in person and recorded by hand. `api` points the SDK at a stand-in (tests) instead of Stripe.
   */
  get stripe(): { secretKey: string; webhookSecret: string | undefined; api: URL | undefined } | null {
    const secretKey = reader.get("STRIPE_SECRET_KEY");
    if (!secretKey) return null;
    return {
      secretKey,
      webhookSecret: reader.get("STRIPE_WEBHOOK_SECRET"),
      api: reader.get("STRIPE_API_URL"),
    };
  },

  /**
   * A production server is reached over HTTPS unless its site address says http://, read from the
   * environment the server runs with (lib/config/site-address.mjs: `siteUrl` is the build's value):
   * decides the __Secure- session cookie, the __Host- device cookie and the CSP's
   * upgrade-insecure-requests here, and HSTS in server.mjs, from the same rule.
   */
  get servedOverHttps(): boolean {
    return servedOverHttps(process.env);
  },

  /** The flag only; lib/email/dev-outbox.ts decides who may read the page. */
  get devEmailsPage(): boolean {
    return reader.get("DEV_EMAILS_PAGE") === "true";
  },
};

export const env = withPublicEnv(serverEnv, [
  "isProduction",
  "isDevelopment",
  "isTest",
  "siteUrl",
  "configuredSiteUrl",
  "distDir",
]);

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
