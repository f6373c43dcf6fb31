/** @jest-environment node */
import { generateVapidKeys } from "@/lib/config/secrets.mjs";
import { assertValidEnvironment, env } from "@/lib/env";

describe("lib/env: every variable validated in one place", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("defaults unset and empty values", () => {
    delete process.env.BCRYPT_ROUNDS;
    process.env.UPLOAD_DIR = "";
    expect(env.bcryptRounds).toBe(12);
    expect(env.uploadDir).toBe(".data/uploads");
  });

  it("names the variable and what it must be", () => {
    process.env.BCRYPT_ROUNDS = "40";
    expect(() => env.bcryptRounds).toThrow(
      "Invalid environment: BCRYPT_ROUNDS must be a whole number from 4 to 15",
    );
    process.env.BACKGROUND_JOBS = "false";
    expect(() => env.backgroundJobs).toThrow("Invalid environment: BACKGROUND_JOBS must be one of on, off");
  });

  it("reads the VAPID keys: both, or none (job alerts off); checks their form and that they pair", () => {
    const pair = generateVapidKeys();
    process.env.VAPID_PUBLIC_KEY = "";
    process.env.VAPID_PRIVATE_KEY = "";
    delete process.env.VAPID_SUBJECT;
    expect(env.webPush).toBeNull();
    process.env.VAPID_PUBLIC_KEY = pair.publicKey;
    expect(env.webPush).toBeNull();
    process.env.VAPID_PRIVATE_KEY = pair.privateKey;
    expect(env.webPush).toEqual({ ...pair, subject: "mailto:hello@brushwisepainting.com" });
    process.env.VAPID_SUBJECT = "https://www.example.com/contact";
    expect(env.webPush?.subject).toBe("https://www.example.com/contact");

    process.env.VAPID_SUBJECT = "ops@example.com";
    expect(() => env.webPush).toThrow(
      "Invalid environment: VAPID_SUBJECT must be a mailto: address (mailto:ops@example.com) or an https:// URL",
    );
    process.env.VAPID_SUBJECT = "";
    process.env.VAPID_PUBLIC_KEY = pair.publicKey.slice(1);
    expect(() => env.webPush).toThrow(
      "Invalid environment: VAPID_PUBLIC_KEY must be a P-256 public key: 65 bytes in base64url",
    );
    process.env.VAPID_PUBLIC_KEY = generateVapidKeys().publicKey;
    expect(() => assertValidEnvironment()).toThrow(
      /VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY/,
    );
  });

  it("reads Stripe: off without a key; a key's form; its API address https, or http to this machine only", () => {
    delete process.env.STRIPE_SECRET_KEY;
    expect(env.stripe).toBeNull();
    process.env.STRIPE_SECRET_KEY = "sk_test_51Habcdefghijkl";
    process.env.STRIPE_WEBHOOK_SECRET = "whsec_abcdefghijkl";
    process.env.STRIPE_API_URL = "http://127.0.0.1:4010";
    expect(env.stripe).toMatchObject({
      secretKey: "sk_test_51Habcdefghijkl",
      webhookSecret: "whsec_abcdefghijkl",
    });
    expect(env.stripe?.api?.port).toBe("4010");
    process.env.STRIPE_API_URL = "http://stripe.example.com";
    expect(() => env.stripe).toThrow("STRIPE_API_URL must be an https:// URL (http:// only to 127.0.0.1");
    process.env.STRIPE_API_URL = "";
    process.env.STRIPE_SECRET_KEY = "pk_live_abcdefghijkl";
    expect(() => env.stripe).toThrow("STRIPE_SECRET_KEY must be a Stripe secret key");
  });

  it("sees a changed value on the next read", () => {
    process.env.LIMIT_QUOTES_PER_EMAIL_HOURLY = "7";
    expect(env.limit("LIMIT_QUOTES_PER_EMAIL_HOURLY")).toBe(7);
    process.env.LIMIT_QUOTES_PER_EMAIL_HOURLY = "8";
    expect(env.limit("LIMIT_QUOTES_PER_EMAIL_HOURLY")).toBe(8);
  });

  it("reads the metrics settings: a token of 16 characters or more, a list of networks", () => {
    delete process.env.METRICS_TOKEN;
    delete process.env.METRICS_ALLOW_CIDRS;
    expect(env.metricsToken).toBeUndefined();
    expect(env.metricsAllowedNetworks).toEqual([]);
    process.env.METRICS_TOKEN = "short";
    expect(() => env.metricsToken).toThrow(
      "Invalid environment: METRICS_TOKEN must be at least 16 characters",
    );
    process.env.METRICS_ALLOW_CIDRS = " 10.0.0.0/8, 127.0.0.1 ,::1/128";
    expect(env.metricsAllowedNetworks).toEqual([
      { address: "10.0.0.0", prefix: 8, family: 4 },
      { address: "127.0.0.1", prefix: 32, family: 4 },
      { address: "::1", prefix: 128, family: 6 },
    ]);
    for (const bad of ["10.0.0.0/33", "example.com", "10.0.0.0/8/1", "10.0.0.0/x", "::1/129"]) {
      process.env.METRICS_ALLOW_CIDRS = bad;
      expect(() => env.metricsAllowedNetworks).toThrow("Invalid environment: METRICS_ALLOW_CIDRS must be");
    }
  });

  it("checks everything at start-up, published secrets on a production server included", () => {
    process.env = {
      ...saved,
      NODE_ENV: "production",
      DATABASE_URL: "postgresql://app@db.internal:5432/brushwise",
      AUTH_SECRET: "short",
      ADMIN_PASSWORD_HASH: "",
      ADMIN_PASSWORD: "a-real-password",
      DATABASE_POOL_SIZE: "many",
    } as NodeJS.ProcessEnv;
    expect(() => assertValidEnvironment()).toThrow(
      /^Invalid environment: DATABASE_POOL_SIZE must be .*; AUTH_SECRET is 5 bytes long/,
    );
  });
});
