// @ts-check
/**
 * The published example secrets, and the rules that keep them off servers.
 * Plain JavaScript with Node built-ins only: scripts/run.mjs (first start) and
 * server.mjs (production start) use it before anything else is loaded.
 */
import { createECDH, randomBytes } from "node:crypto";

/** What .env.example publishes: fine on a laptop, never on a server others can reach. */
export const PUBLISHED_AUTH_SECRET = "local-development-secret-change-me-in-production-0123456789";
export const PUBLISHED_ADMIN_PASSWORD = "admin-local-password";
export const MIN_AUTH_SECRET_BYTES = 32;
/** .env.example's token of the metrics endpoint (README → Metrics and alerts). */
export const PUBLISHED_METRICS_TOKEN = "local-metrics-token-change-me";

const NEW_SECRET_HINT = "generate one with `openssl rand -base64 48`";

/**
 * A new VAPID key pair for Web Push (job alerts): P-256, base64url, the public key uncompressed
 * (65 bytes), the private key its 32-byte scalar: the format web-push and browsers expect.
 * @returns {{ publicKey: string, privateKey: string }}
 */
export function generateVapidKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString("base64url"),
    // getPrivateKey drops leading zero bytes; web-push wants exactly 32.
    privateKey: Buffer.from(ecdh.getPrivateKey().toString("hex").padStart(64, "0"), "hex").toString(
      "base64url",
    ),
  };
}

/**
 * `.env.example`'s text with a freshly generated AUTH_SECRET, W9_ENCRYPTION_KEY and VAPID key pair:
 * what the first start writes to .env.
 * @param {string} exampleText
 */
export function withFreshSecrets(exampleText) {
  const secret = randomBytes(48).toString("base64url");
  const w9Key = randomBytes(32).toString("base64");
  const vapid = generateVapidKeys();
  return exampleText
    .replace(/^AUTH_SECRET=.*$/m, `AUTH_SECRET=${secret}`)
    .replace(/^W9_ENCRYPTION_KEY=.*$/m, `W9_ENCRYPTION_KEY=${w9Key}`)
    .replace(/^VAPID_PUBLIC_KEY=.*$/m, `VAPID_PUBLIC_KEY=${vapid.publicKey}`)
    .replace(/^VAPID_PRIVATE_KEY=.*$/m, `VAPID_PRIVATE_KEY=${vapid.privateKey}`);
}

/**
 * What is wrong with the VAPID keys (empty: fine, or both unset, which turns job alerts off).
 * Checked on every start: one key without the other, or a public key that is not the private
 * key's, would make every push service refuse every alert.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function vapidKeyProblems(env) {
  const publicKey = (env.VAPID_PUBLIC_KEY ?? "").trim();
  const privateKey = (env.VAPID_PRIVATE_KEY ?? "").trim();
  const hint = "Generate a pair with `npx web-push generate-vapid-keys` (README → Job alerts).";
  if (!publicKey && !privateKey) return [];
  if (!publicKey || !privateKey) {
    return [
      `VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither (job alerts off). ${hint}`,
    ];
  }
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from(privateKey, "base64url"));
    if (ecdh.getPublicKey().toString("base64url") === publicKey) return [];
  } catch {
    // An unreadable private key: reported below like a mismatch.
  }
  return [`VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY. ${hint}`];
}

/**
 * Whether a server told to listen on `hostname` is reachable from this machine only (a loopback
 * address). Unset is not: server.mjs then listens on every interface.
 * @param {string | undefined} hostname
 */
export function servesThisMachineOnly(hostname) {
  const host = (hostname ?? "")
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Why a production server must not start with this environment (empty: it may). Applies to
 * production mode against a database. `npm start` on the embedded demo database
 * (BRUSHWISE_EMBEDDED_DATABASE=1, set by scripts/run.mjs) is a local trial with the published
 * values only while it serves this machine alone (HOSTNAME a loopback address, npm start's
 * default); told to serve the network, it is held to every rule here, and the demo database itself
 * is refused.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function productionConfigProblems(env) {
  if (env.NODE_ENV !== "production" || !env.DATABASE_URL) return [];
  const trial = env.BRUSHWISE_EMBEDDED_DATABASE === "1";
  if (trial && servesThisMachineOnly(env.HOSTNAME)) return [];
  const problems = [];
  if (trial) {
    problems.push(
      `The embedded demo database is for a trial on this machine, and HOSTNAME=${env.HOSTNAME || "(every interface)"} serves others. ` +
        "Set DATABASE_URL to a PostgreSQL server for a server others use, or leave HOSTNAME unset to serve this machine only.",
    );
  }
  const secret = env.AUTH_SECRET ?? "";
  if (!secret) {
    problems.push(`AUTH_SECRET is not set. It signs sessions and links: ${NEW_SECRET_HINT}.`);
  } else if (secret === PUBLISHED_AUTH_SECRET) {
    problems.push(
      `AUTH_SECRET is the example value published in .env.example: anyone could forge sessions. Set a new one: ${NEW_SECRET_HINT}.`,
    );
  } else if (Buffer.byteLength(secret, "utf8") < MIN_AUTH_SECRET_BYTES) {
    problems.push(
      `AUTH_SECRET is ${Buffer.byteLength(secret, "utf8")} bytes long; it needs at least ${MIN_AUTH_SECRET_BYTES}: ${NEW_SECRET_HINT}.`,
    );
  }
  if (!env.ADMIN_PASSWORD_HASH && env.ADMIN_PASSWORD === PUBLISHED_ADMIN_PASSWORD) {
    problems.push(
      "ADMIN_PASSWORD is the example value published in .env.example. Set ADMIN_PASSWORD_HASH to a bcrypt hash of a new password " +
        "(node -e \"console.log(require('bcryptjs').hashSync(process.argv[1], 12))\" 'the new password') and remove ADMIN_PASSWORD.",
    );
  }
  if (!(env.W9_ENCRYPTION_KEY ?? "").trim()) {
    problems.push(
      "W9_ENCRYPTION_KEY is not set: painters' W9s (taxpayer ids) are encrypted at rest with it. " +
        "Generate one with `openssl rand -base64 32` and keep a copy apart from the backups (README → W9 files).",
    );
  }
  problems.push(...emailDeliveryProblems(env), ...devOutboxProblems(env), ...stripeProblems(env));
  if (env.METRICS_TOKEN === PUBLISHED_METRICS_TOKEN) {
    problems.push(
      "METRICS_TOKEN is the example value published in .env.example: anyone could read the metrics. Set a new one (openssl rand -hex 24), or leave it unset (the endpoint then answers only METRICS_ALLOW_CIDRS, or nobody).",
    );
  }
  return problems;
}

/**
 * A production server takes real money: a Stripe test-mode key there would show customers a Pay button
 * that charges nobody, unless STRIPE_TRIAL=true says the deployment is a trial. A key without the
 * webhook's signing secret would take payments that never mark an invoice paid.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
function stripeProblems(env) {
  const key = (env.STRIPE_SECRET_KEY ?? "").trim();
  if (!key) return [];
  const problems = [];
  if (/^(sk|rk)_test_/.test(key) && (env.STRIPE_TRIAL ?? "").trim().toLowerCase() !== "true") {
    problems.push(
      "STRIPE_SECRET_KEY is a test-mode key on a production server: customers' payments would not be real. Set the live key (sk_live_…), or STRIPE_TRIAL=true if this deployment is a trial.",
    );
  }
  if (!(env.STRIPE_WEBHOOK_SECRET ?? "").trim()) {
    problems.push(
      "STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: paid invoices would never be marked paid. Add the webhook endpoint /api/payments/stripe-webhook in Stripe and set its signing secret (whsec_…).",
    );
  }
  return problems;
}

/**
 * Mail must either leave through Resend or be kept in the outbox on purpose: a server without
 * RESEND_API_KEY would otherwise look healthy while no customer gets an e-mail.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
function emailDeliveryProblems(env) {
  const delivery = (env.EMAIL_DELIVERY ?? "").trim().toLowerCase();
  const key = (env.RESEND_API_KEY ?? "").trim();
  if (key || delivery === "outbox") return [];
  if (delivery === "resend") {
    return [
      "EMAIL_DELIVERY=resend but RESEND_API_KEY is not set: no e-mail could be sent. Set RESEND_API_KEY to a Resend API key.",
    ];
  }
  return [
    "RESEND_API_KEY is not set: no e-mail would be sent. Set RESEND_API_KEY to a Resend API key, " +
      "or set EMAIL_DELIVERY=outbox to run without sending mail on purpose (it is kept in the outbox, never sent).",
  ];
}

/**
 * The /dev/emails page lists the outbox's messages with their live links (sign-in, set-password,
 * cancel, invoice). Where mail really goes out, those links belong to their recipients alone: an
 * admin session, stolen or shared, must not open every painter's account. It may be on only where
 * no mail is sent (EMAIL_DELIVERY=outbox, a trial or a test run): the page is then the only mailbox.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
function devOutboxProblems(env) {
  if (env.DEV_EMAILS_PAGE !== "true") return [];
  if ((env.EMAIL_DELIVERY ?? "").trim().toLowerCase() === "outbox") return [];
  return [
    "DEV_EMAILS_PAGE=true on a server that sends mail: /dev/emails would list every recipient's live sign-in, set-password and cancel links. " +
      "Remove it (read sent mail in Resend's dashboard), or set EMAIL_DELIVERY=outbox on a server that sends no mail.",
  ];
}

/**
 * What server.mjs refuses to start with: everything above, and no database at all (it would
 * answer every request that needs one with an error).
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function productionServerProblems(env) {
  if (env.NODE_ENV !== "production") return [];
  if (!env.DATABASE_URL) {
    return [
      "DATABASE_URL is not set: a production server needs its PostgreSQL server (`npm start` starts an embedded one for a trial on this machine).",
    ];
  }
  return productionConfigProblems(env);
}
