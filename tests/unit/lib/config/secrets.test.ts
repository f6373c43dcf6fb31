/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  MIN_AUTH_SECRET_BYTES,
  PUBLISHED_ADMIN_PASSWORD,
  PUBLISHED_AUTH_SECRET,
  PUBLISHED_METRICS_TOKEN,
  generateVapidKeys,
  productionConfigProblems,
  vapidKeyProblems,
  productionServerProblems,
  withFreshSecrets,
} from "@/lib/config/secrets.mjs";
import webPush from "web-push";
import { devOutboxAccess } from "@/lib/email/dev-outbox";

const example = readFileSync(path.join(process.cwd(), ".env.example"), "utf8");
const exampleValue = (name: string) => new RegExp(`^${name}=(.*)$`, "m").exec(example)?.[1];

const server = { NODE_ENV: "production", DATABASE_URL: "postgresql://app@db.internal:5432/brushwise" };
const good = {
  ...server,
  AUTH_SECRET: "x".repeat(MIN_AUTH_SECRET_BYTES),
  ADMIN_PASSWORD_HASH: "$2b$12$abcdefghijklmnopqrstuv",
  RESEND_API_KEY: "re_live_key",
  W9_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
};

describe("production start: published defaults never reach a server", () => {
  it("knows the values .env.example publishes", () => {
    expect(exampleValue("AUTH_SECRET")).toBe(PUBLISHED_AUTH_SECRET);
    expect(exampleValue("ADMIN_PASSWORD")).toBe(PUBLISHED_ADMIN_PASSWORD);
  });

  it("refuses a Stripe test key unless STRIPE_TRIAL=true, and a key without its webhook secret", () => {
    const stripe = {
      STRIPE_SECRET_KEY: "sk_live_51Habcdefghijkl",
      STRIPE_WEBHOOK_SECRET: "whsec_abcdefghijkl",
    };
    expect(productionConfigProblems({ ...good, ...stripe })).toEqual([]);
    expect(
      productionConfigProblems({ ...good, ...stripe, STRIPE_SECRET_KEY: "sk_test_51Habcdefghijkl" }),
    ).toEqual([
      expect.stringMatching(
        /^STRIPE_SECRET_KEY is a test-mode key on a production server.*STRIPE_TRIAL=true/,
      ),
    ]);
    expect(
      productionConfigProblems({
        ...good,
        ...stripe,
        STRIPE_SECRET_KEY: "sk_test_51Habcdefghijkl",
        STRIPE_TRIAL: "true",
      }),
    ).toEqual([]);
    expect(productionConfigProblems({ ...good, STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not/),
    ]);
    // No key at all: card payments are simply off.
    expect(productionConfigProblems({ ...good, STRIPE_TRIAL: "true" })).toEqual([]);
  });

  it("refuses the outbox page on a server that sends mail (it would list live sign-in links), and allows it where no mail is sent", () => {
    expect(productionConfigProblems({ ...good, DEV_EMAILS_PAGE: "true" })).toEqual([
      expect.stringMatching(/^DEV_EMAILS_PAGE=true on a server that sends mail.*EMAIL_DELIVERY=outbox/),
    ]);
    expect(productionConfigProblems({ ...good, DEV_EMAILS_PAGE: "false" })).toEqual([]);
    expect(
      productionConfigProblems({
        ...good,
        RESEND_API_KEY: "",
        EMAIL_DELIVERY: "outbox",
        DEV_EMAILS_PAGE: "true",
      }),
    ).toEqual([]);
    // A development server may show it to anyone (lib/email/dev-outbox.ts): no rule applies there.
    expect(productionConfigProblems({ ...good, NODE_ENV: "development", DEV_EMAILS_PAGE: "true" })).toEqual(
      [],
    );
  });

  it("refuses the published metrics token, and accepts none at all (the endpoint is then closed)", () => {
    expect(exampleValue("METRICS_TOKEN")).toBe(PUBLISHED_METRICS_TOKEN);
    expect(productionConfigProblems({ ...good, METRICS_TOKEN: PUBLISHED_METRICS_TOKEN })).toEqual([
      expect.stringMatching(/^METRICS_TOKEN is the example value.*openssl rand/),
    ]);
    expect(productionConfigProblems({ ...good, METRICS_TOKEN: "a-token-of-the-operators-own" })).toEqual([]);
  });

  it("refuses the example secret, a missing or short one, and the example admin password, saying what to set", () => {
    expect(productionConfigProblems(good)).toEqual([]);
    expect(productionConfigProblems({ ...good, AUTH_SECRET: PUBLISHED_AUTH_SECRET })).toEqual([
      expect.stringMatching(/^AUTH_SECRET is the example value.*openssl rand/),
    ]);
    expect(productionConfigProblems({ ...good, AUTH_SECRET: "" })).toEqual([
      expect.stringMatching(/^AUTH_SECRET is not set/),
    ]);
    expect(productionConfigProblems({ ...good, AUTH_SECRET: "x".repeat(MIN_AUTH_SECRET_BYTES - 1) })).toEqual(
      [expect.stringMatching(/^AUTH_SECRET is 31 bytes long; it needs at least 32/)],
    );
    const published = productionConfigProblems({
      ...good,
      ADMIN_PASSWORD_HASH: "",
      ADMIN_PASSWORD: PUBLISHED_ADMIN_PASSWORD,
    });
    expect(published).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD is the example value.*ADMIN_PASSWORD_HASH/),
    ]);
  });

  it("refuses a server without a W9 encryption key, saying how to make one", () => {
    for (const W9_ENCRYPTION_KEY of ["", "  ", undefined])
      expect(productionConfigProblems({ ...good, W9_ENCRYPTION_KEY })).toEqual([
        expect.stringMatching(/^W9_ENCRYPTION_KEY is not set.*openssl rand -base64 32/),
      ]);
  });

  it("lets a laptop run: development, or production on the embedded demo database serving this machine only", () => {
    const unsafe = { AUTH_SECRET: PUBLISHED_AUTH_SECRET, ADMIN_PASSWORD: PUBLISHED_ADMIN_PASSWORD };
    const trial = { ...server, ...unsafe, BRUSHWISE_EMBEDDED_DATABASE: "1" };
    expect(productionConfigProblems({ ...server, ...unsafe, NODE_ENV: "development" })).toEqual([]);
    for (const HOSTNAME of ["127.0.0.1", "localhost", "::1", "[::1]", "127.0.0.2"])
      expect(productionConfigProblems({ ...trial, HOSTNAME })).toEqual([]);
    expect(productionConfigProblems({ ...server, ...unsafe, EMAIL_DELIVERY: "outbox" })).toHaveLength(3);
  });

  it("holds the embedded demo database to every rule once it serves the network, and refuses the demo database itself", () => {
    const unsafe = { AUTH_SECRET: PUBLISHED_AUTH_SECRET, ADMIN_PASSWORD: PUBLISHED_ADMIN_PASSWORD };
    const trial = {
      ...server,
      ...unsafe,
      BRUSHWISE_EMBEDDED_DATABASE: "1",
      EMAIL_DELIVERY: "outbox",
      W9_ENCRYPTION_KEY: good.W9_ENCRYPTION_KEY,
    };
    for (const HOSTNAME of ["0.0.0.0", "::", "192.168.1.20", undefined]) {
      expect(productionConfigProblems({ ...trial, HOSTNAME })).toEqual([
        expect.stringMatching(/^The embedded demo database is for a trial on this machine.*Set DATABASE_URL/),
        expect.stringMatching(/^AUTH_SECRET is the example value/),
        expect.stringMatching(/^ADMIN_PASSWORD is the example value/),
      ]);
    }
    expect(
      productionConfigProblems({ ...good, BRUSHWISE_EMBEDDED_DATABASE: "1", HOSTNAME: "0.0.0.0" }),
    ).toEqual([expect.stringMatching(/^The embedded demo database/)]);
  });

  it("refuses a server that would send no mail, unless EMAIL_DELIVERY=outbox says so on purpose", () => {
    const { RESEND_API_KEY: _key, ...noKey } = good;
    expect(productionConfigProblems(noKey)).toEqual([
      expect.stringMatching(
        /^RESEND_API_KEY is not set: no e-mail would be sent\. Set RESEND_API_KEY.*EMAIL_DELIVERY=outbox/,
      ),
    ]);
    expect(productionConfigProblems({ ...noKey, RESEND_API_KEY: "  " })).toHaveLength(1);
    expect(productionConfigProblems({ ...noKey, EMAIL_DELIVERY: "resend" })).toEqual([
      expect.stringMatching(/^EMAIL_DELIVERY=resend but RESEND_API_KEY is not set.*Set RESEND_API_KEY/),
    ]);
    expect(productionConfigProblems({ ...noKey, EMAIL_DELIVERY: "outbox" })).toEqual([]);
    expect(productionConfigProblems({ ...noKey, EMAIL_DELIVERY: " Outbox " })).toEqual([]);
    expect(productionConfigProblems({ ...good, EMAIL_DELIVERY: "resend" })).toEqual([]);
    // npm start on the demo database, for this machine only, needs neither (mail stays in the outbox).
    expect(
      productionConfigProblems({ ...noKey, BRUSHWISE_EMBEDDED_DATABASE: "1", HOSTNAME: "127.0.0.1" }),
    ).toEqual([]);
    // Development and the test suites need neither.
    expect(productionConfigProblems({ ...noKey, NODE_ENV: "development" })).toEqual([]);
    expect(productionConfigProblems({ ...noKey, NODE_ENV: "test" })).toEqual([]);
  });

  it("server.mjs refuses to start without a mail provider or EMAIL_DELIVERY=outbox (exit 78, saying what to set)", () => {
    const started = spawnSync(process.execPath, ["server.mjs"], {
      cwd: process.cwd(),
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        PORT: "1",
        DATABASE_URL: "postgresql://postgres@127.0.0.1:1/none",
        AUTH_SECRET: good.AUTH_SECRET,
        ADMIN_PASSWORD_HASH: good.ADMIN_PASSWORD_HASH,
        W9_ENCRYPTION_KEY: good.W9_ENCRYPTION_KEY,
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(started.status).toBe(78);
    expect(started.stderr).toContain("RESEND_API_KEY is not set");
    expect(started.stderr).toContain("EMAIL_DELIVERY=outbox");
  });

  it("server.mjs refuses to start without a database, or on the demo database for the network (exit 78, saying what to set)", () => {
    const start = (env: Record<string, string>) =>
      spawnSync(process.execPath, ["server.mjs"], {
        cwd: process.cwd(),
        env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", PORT: "1", ...env },
        encoding: "utf8",
        timeout: 60_000,
      });
    const noDatabase = start({
      AUTH_SECRET: good.AUTH_SECRET,
      ADMIN_PASSWORD_HASH: good.ADMIN_PASSWORD_HASH,
    });
    expect([noDatabase.status, noDatabase.stderr]).toEqual([
      78,
      expect.stringContaining("DATABASE_URL is not set"),
    ]);
    const demoForAll = start({
      DATABASE_URL: "postgresql://postgres@127.0.0.1:1/none",
      BRUSHWISE_EMBEDDED_DATABASE: "1",
      HOSTNAME: "0.0.0.0",
      AUTH_SECRET: PUBLISHED_AUTH_SECRET,
      ADMIN_PASSWORD: PUBLISHED_ADMIN_PASSWORD,
    });
    expect(demoForAll.status).toBe(78);
    expect(demoForAll.stderr).toContain("The embedded demo database is for a trial on this machine");
    expect(demoForAll.stderr).toContain("ADMIN_PASSWORD is the example value");
    expect(productionServerProblems({ NODE_ENV: "development" })).toEqual([]);
  });

  it("writes a fresh AUTH_SECRET and W9 key of its own into a new .env, everything else as in .env.example", () => {
    const first = withFreshSecrets(example);
    const second = withFreshSecrets(example);
    const secret = /^AUTH_SECRET=(.*)$/m.exec(first)?.[1] ?? "";
    expect(secret).not.toBe(PUBLISHED_AUTH_SECRET);
    expect(Buffer.byteLength(secret)).toBeGreaterThanOrEqual(MIN_AUTH_SECRET_BYTES);
    const w9Key = /^W9_ENCRYPTION_KEY=(.*)$/m.exec(first)?.[1] ?? "";
    expect(Buffer.from(w9Key, "base64")).toHaveLength(32);
    expect(/^W9_ENCRYPTION_KEY=(.*)$/m.exec(second)?.[1]).not.toBe(w9Key);
    expect(second).not.toBe(first);
    const generated = /^(AUTH_SECRET|W9_ENCRYPTION_KEY|VAPID_PUBLIC_KEY|VAPID_PRIVATE_KEY)=.*$/gm;
    expect(first.replace(generated, "")).toBe(example.replace(generated, ""));
  });

  it("writes a fresh VAPID pair that web-push accepts, the public key the private key's", () => {
    const value = (text: string, name: string) => new RegExp(`^${name}=(.*)$`, "m").exec(text)?.[1] ?? "";
    expect(exampleValue("VAPID_PUBLIC_KEY")).toBe("");
    expect(exampleValue("VAPID_PRIVATE_KEY")).toBe("");
    const first = withFreshSecrets(example);
    const keys = {
      VAPID_PUBLIC_KEY: value(first, "VAPID_PUBLIC_KEY"),
      VAPID_PRIVATE_KEY: value(first, "VAPID_PRIVATE_KEY"),
    };
    const publicKey = Buffer.from(keys.VAPID_PUBLIC_KEY, "base64url");
    expect(publicKey).toHaveLength(65);
    expect(publicKey[0]).toBe(4);
    expect(Buffer.from(keys.VAPID_PRIVATE_KEY, "base64url")).toHaveLength(32);
    expect(keys.VAPID_PUBLIC_KEY).toMatch(/^[\w-]{87}$/);
    expect(keys.VAPID_PRIVATE_KEY).toMatch(/^[\w-]{43}$/);
    expect(vapidKeyProblems(keys)).toEqual([]);
    // web-push signs with them (it checks both keys' formats and lengths itself).
    expect(() =>
      webPush.getVapidHeaders(
        "https://push.example.com",
        "mailto:ops@example.com",
        keys.VAPID_PUBLIC_KEY,
        keys.VAPID_PRIVATE_KEY,
        "aes128gcm",
      ),
    ).not.toThrow();
    expect(value(withFreshSecrets(example), "VAPID_PRIVATE_KEY")).not.toBe(keys.VAPID_PRIVATE_KEY);
  });

  it("pads a private key with leading zero bytes to 32 bytes", () => {
    for (let i = 0; i < 300; i++)
      expect(Buffer.from(generateVapidKeys().privateKey, "base64url")).toHaveLength(32);
  });
});

describe("VAPID keys (job alerts)", () => {
  const pair = generateVapidKeys();
  const keys = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey };

  it("accepts both or neither; refuses one without the other and a mismatched pair", () => {
    expect(vapidKeyProblems({})).toEqual([]);
    expect(vapidKeyProblems({ VAPID_PUBLIC_KEY: "", VAPID_PRIVATE_KEY: " " })).toEqual([]);
    expect(vapidKeyProblems(keys)).toEqual([]);
    expect(vapidKeyProblems({ VAPID_PUBLIC_KEY: pair.publicKey })).toEqual([
      expect.stringMatching(/go together/),
    ]);
    expect(vapidKeyProblems({ VAPID_PRIVATE_KEY: pair.privateKey })).toEqual([
      expect.stringMatching(/go together/),
    ]);
    const other = generateVapidKeys();
    expect(vapidKeyProblems({ ...keys, VAPID_PUBLIC_KEY: other.publicKey })).toEqual([
      expect.stringMatching(/^VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY/),
    ]);
    expect(vapidKeyProblems({ ...keys, VAPID_PRIVATE_KEY: "not-a-key" })).toEqual([
      expect.stringMatching(/is not the public key/),
    ]);
  });

  it("a production server starts without keys (alerts off) or with a pair of its own", () => {
    expect(productionConfigProblems(good)).toEqual([]);
    expect(productionConfigProblems({ ...good, ...keys })).toEqual([]);
  });
});

describe("the /dev/emails outbox", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  const access = (env: Record<string, string | undefined>) => {
    process.env = { ...saved, ...env } as NodeJS.ProcessEnv;
    return devOutboxAccess();
  };

  it("is off without DEV_EMAILS_PAGE=true, open under a development server, the admin's only in production", () => {
    expect(access({ DEV_EMAILS_PAGE: "false", NODE_ENV: "development" })).toBe("off");
    expect(access({ DEV_EMAILS_PAGE: "true", NODE_ENV: "development" })).toBe("anyone");
    expect(access({ DEV_EMAILS_PAGE: "true", NODE_ENV: "production" })).toBe("admin");
  });
});
