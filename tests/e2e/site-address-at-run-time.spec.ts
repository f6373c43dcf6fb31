import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { expect, test } from "./support/test";

/**
 * HSTS, the Secure cookies and the CSP's upgrade-insecure-requests follow the site address the
 * server is started with, not the one its build saw (lib/config/site-address.mjs). The suite's build
 * was made with an https:// address (scripts/test/hermetic-env.mjs); the same build is started here
 * twice more, on the suite's database, once with an http:// address and once with an https:// one.
 * Both listen on plain http: the test reads the headers, it never sends the cookies back.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function startServer(siteUrl: string): Promise<{ origin: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      BACKGROUND_JOBS: "off",
      NEXT_PUBLIC_SITE_URL: siteUrl,
    },
    stdio: "ignore",
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 250) {
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { origin, process: child };
    if (waited > 90_000 || child.exitCode !== null)
      throw new Error(`the server for ${siteUrl} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const servers: ChildProcess[] = [];
let plain = "";
let secure = "";

/** The Set-Cookie lines of a demo painter's login (own client address: its own rate-limit budget). */
async function loginCookies(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/api/contractor/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `e2e-site-${randomUUID()}` },
    body: JSON.stringify({ email: "marco.rossi@example.com", password: "painter123" }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie();
}

const named = (cookies: string[], name: string) => cookies.find((cookie) => cookie.startsWith(`${name}=`));
const attributes = (cookie: string | undefined) =>
  (cookie ?? "")
    .split(";")
    .slice(1)
    .map((part) => part.trim().toLowerCase());

test.describe("HSTS and Secure cookies follow the site address the server runs with", () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const [http, https] = await Promise.all([
      startServer("http://painting.example.test"),
      startServer("https://painting.example.test"),
    ]);
    servers.push(http.process, https.process);
    plain = http.origin;
    secure = https.origin;
  });

  test.afterAll(() => {
    for (const server of servers) server.kill("SIGTERM");
  });

  test("an https:// address: HSTS on pages, files and API answers", async () => {
    for (const path of ["/", "/faq", "/manage-booking", "/api/health", "/robots.txt", "/icon.svg"]) {
      const response = await fetch(`${secure}${path}`);
      expect(response.headers.get("strict-transport-security"), path).toBe(
        "max-age=31536000; includeSubDomains",
      );
    }
  });

  test("an https:// address: Secure cookies and upgrade-insecure-requests", async () => {
    const cookies = await loginCookies(secure);
    const session = named(cookies, "__Secure-authjs.session-token");
    expect(session).toBeDefined();
    expect(attributes(session)).toContain("secure");
    const device = named(cookies, "__Host-brushwise-device-contractor");
    expect(device).toBeDefined();
    expect(attributes(device)).toEqual(expect.arrayContaining(["secure", "path=/"]));
    expect(attributes(device).some((attribute) => attribute.startsWith("domain="))).toBe(false);
    for (const path of ["/", "/faq", "/manage-booking"]) {
      const policy = (await fetch(`${secure}${path}`)).headers.get("content-security-policy");
      expect(policy, path).toContain("upgrade-insecure-requests");
    }
  });

  test("an http:// address, though the build saw an https:// one: no HSTS", async () => {
    for (const path of ["/", "/faq", "/manage-booking", "/api/health", "/robots.txt", "/icon.svg"]) {
      const response = await fetch(`${plain}${path}`);
      expect(response.headers.get("strict-transport-security"), path).toBeNull();
    }
  });

  test("an http:// address, though the build saw an https:// one: plain cookies, no upgrade-insecure-requests", async () => {
    const cookies = await loginCookies(plain);
    expect(named(cookies, "__Secure-authjs.session-token")).toBeUndefined();
    const session = named(cookies, "authjs.session-token");
    expect(session).toBeDefined();
    expect(attributes(session)).not.toContain("secure");
    expect(named(cookies, "__Host-brushwise-device-contractor")).toBeUndefined();
    const device = named(cookies, "brushwise-device-contractor");
    expect(device).toBeDefined();
    expect(attributes(device)).not.toContain("secure");
    for (const path of ["/", "/faq", "/manage-booking"]) {
      const policy = (await fetch(`${plain}${path}`)).headers.get("content-security-policy");
      expect(policy, path).toContain("script-src 'self'");
      expect(policy, path).not.toContain("upgrade-insecure-requests");
    }
  });
});
