/**
 * The environment both benches give the production server (scripts/bench/index.ts and
 * scripts/bench/scale/index.ts): a production build of its own, the outbox instead of a mail
 * provider, no background jobs (they would compete with the measured requests), and one client
 * allowed to be everyone (the load generator is one address).
 */
import { ONE_CLIENT_IS_EVERYONE_LIMITS } from "../lib.mjs";

export interface BenchServer {
  /** The database the server uses. */
  databaseUrl: string;
  /** http://127.0.0.1:<port>: the site's own URL. */
  base: string;
  distDir: string;
  poolSize: string;
  adminPassword: string;
}

export function benchServerEnv({
  databaseUrl,
  base,
  distDir,
  poolSize,
  adminPassword,
}: BenchServer): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: distDir,
    NEXT_SKIP_TYPECHECK: "1",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_PUBLIC_SITE_URL: base,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: poolSize,
    AUTH_SECRET: "bench-secret-for-local-measurements-only-0123456789abcdef",
    AUTH_TRUST_HOST: "true",
    ADMIN_PASSWORD: adminPassword,
    ADMIN_PASSWORD_HASH: "",
    BCRYPT_ROUNDS: "4",
    RESEND_API_KEY: "",
    EMAIL_DELIVERY: "outbox",
    UPLOADTHING_TOKEN: "",
    UPLOAD_DIR: ".data/bench-uploads",
    W9_ENCRYPTION_KEY: "be4c".padEnd(64, "0"),
    DEV_EMAILS_PAGE: "false",
    BACKGROUND_JOBS: "off",
    ...ONE_CLIENT_IS_EVERYONE_LIMITS,
  };
}
