/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  MIN_AUTH_SECRET_BYTES,
  PUBLISHED_ADMIN_PASSWORD,
  PUBLISHED_AUTH_SECRET,
  productionConfigProblems,
  withFreshAuthSecret,
} from "@/lib/config/secrets.mjs";
import { devOutboxAccess } from "@/lib/email/dev-outbox";

const example = readFileSync(path.join(process.cwd(), ".env.example"), "utf8");
const exampleValue = (name: string) => new RegExp(`^${name}=(.*)$`, "m").exec(example)?.[1];

const server = { NODE_ENV: "production", DATABASE_URL: "postgresql://app@db.internal:5432/brushwise" };
const good = {
  ...server,
  AUTH_SECRET: "x".repeat(MIN_AUTH_SECRET_BYTES),
  ADMIN_PASSWORD_HASH: "$2b$12$abcdefghijklmnopqrstuv",
};

describe("production start: published defaults never reach a server", () => {
  it("knows the values .env.example publishes", () => {
    expect(exampleValue("AUTH_SECRET")).toBe(PUBLISHED_AUTH_SECRET);
    expect(exampleValue("ADMIN_PASSWORD")).toBe(PUBLISHED_ADMIN_PASSWORD);
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

  it("lets a laptop run: development, or production on the embedded demo database", () => {
    const unsafe = { AUTH_SECRET: PUBLISHED_AUTH_SECRET, ADMIN_PASSWORD: PUBLISHED_ADMIN_PASSWORD };
    expect(productionConfigProblems({ ...server, ...unsafe, NODE_ENV: "development" })).toEqual([]);
    expect(productionConfigProblems({ ...server, ...unsafe, BRUSHWISE_EMBEDDED_DATABASE: "1" })).toEqual([]);
    expect(productionConfigProblems({ ...server, ...unsafe })).toHaveLength(2);
  });

  it("writes a fresh AUTH_SECRET of its own into a new .env, everything else as in .env.example", () => {
    const first = withFreshAuthSecret(example);
    const second = withFreshAuthSecret(example);
    const secret = /^AUTH_SECRET=(.*)$/m.exec(first)?.[1] ?? "";
    expect(secret).not.toBe(PUBLISHED_AUTH_SECRET);
    expect(Buffer.byteLength(secret)).toBeGreaterThanOrEqual(MIN_AUTH_SECRET_BYTES);
    expect(second).not.toBe(first);
    expect(first.replace(/^AUTH_SECRET=.*$/m, "")).toBe(example.replace(/^AUTH_SECRET=.*$/m, ""));
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
