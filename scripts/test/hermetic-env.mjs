/**
 * The suite's own configuration (README → Test it, "Hermetic"): the environment every stage runs
 * in, built from the shell's with every app variable removed and the suite's own set, so a
 * developer's .env, .env.local or exported variables never change what the tests see.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { root } from "../lib.mjs";
import { generateVapidKeys } from "../../lib/config/secrets.mjs";
import { cacheDir, outputDir, tmpDir } from "./paths.mjs";

/**
 * The suite's own configuration: every variable the app reads is set here or left at the
 * code's default. Nothing comes from a developer's .env or .env.local, nor from app
 * variables exported in the shell; what does pass through are the test knobs
 * (DATABASE_URL, CHROMIUM_PATH, CI, TEST_PG_PORT, E2E_PORT, FUZZ_RUNS) and the system's own.
 */
const testVapidKeys = generateVapidKeys();
const testEnv = {
  NODE_ENV: "test",
  NEXT_TELEMETRY_DISABLED: "1",
  // Next.js (next build, the server, next/jest) fills unset variables from .env,
  // .env.local and .env.<mode> unless the environment is marked as already processed.
  __NEXT_PROCESSED_ENV: "true",
  // https, as in production: HSTS and __Secure- cookies are what the tests check.
  NEXT_PUBLIC_SITE_URL: "https://www.brushwise.test",
  AUTH_SECRET: "test-secret-for-automated-tests-only-0123456789abcdef",
  AUTH_TRUST_HOST: "true",
  ADMIN_PASSWORD: "test-admin-password",
  ADMIN_PASSWORD_HASH: "",
  ADMIN_EMAIL: "owner@brushwise.test",
  // The end-to-end tests give each test its own client address through X-Forwarded-For.
  TRUSTED_PROXY_HOPS: "1",
  BCRYPT_ROUNDS: "4",
  RESEND_API_KEY: "",
  // No provider: mail is kept in the outbox (held), as a production server allows only when told so.
  EMAIL_DELIVERY: "outbox",
  UPLOADTHING_TOKEN: "",
  UPLOAD_DIR: path.join(outputDir, "uploads"),
  // Test-only key: W9s are encrypted at rest as in production.
  W9_ENCRYPTION_KEY: "7e57".repeat(16),
  W9_PREVIOUS_ENCRYPTION_KEYS: "",
  // A pair of this run's own: job alerts are on, as on a server with keys, and nothing published
  // that a production server would have to refuse (the end-to-end server runs in production mode).
  VAPID_PUBLIC_KEY: testVapidKeys.publicKey,
  VAPID_PRIVATE_KEY: testVapidKeys.privateKey,
  VAPID_SUBJECT: "mailto:owner@brushwise.test",
  DEV_EMAILS_PAGE: "true",
  BACKGROUND_JOBS: "on",
  BACKGROUND_INTERVAL_MS: "2000",
  PAGE_CACHE_MB: "64",
  TMPDIR: tmpDir,
  TMP: tmpDir,
  TEMP: tmpDir,
  PLAYWRIGHT_TRANSFORM_CACHE_DIR: path.join(cacheDir, "playwright"),
};
/** Variables a developer sets on purpose to steer the tests. */
const TEST_KNOBS = new Set(["DATABASE_URL", "CHROMIUM_PATH"]);

/** The app's variables, as .env.example lists them (commented-out ones included). */
function appVariables() {
  const example = readFileSync(path.join(root, ".env.example"), "utf8");
  return [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
}

export function hermeticEnv() {
  const env = { ...process.env };
  for (const name of [
    ...appVariables(),
    "NEXT_DIST_DIR",
    "LOG_LEVEL",
    "EMAIL_LEASE_MS",
    "EMAIL_DELIVERY_LOG",
    "HOSTNAME",
    "BRUSHWISE_EMBEDDED_DATABASE",
  ]) {
    if (!TEST_KNOBS.has(name)) delete env[name];
  }
  return { ...env, ...testEnv };
}
