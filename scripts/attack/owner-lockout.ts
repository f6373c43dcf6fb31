/**
 * npm run attack:owner-lockout: replays the attack that used to keep the owner out of the back
 * office (issue "Nobody keeps the owner out", README → Security → One-time sign-in links), against a
 * production build on this machine's loopback addresses only, and shows the owner getting in.
 *
 *  1. Guessing: 50 wrong admin passwords from ten addresses (127.0.0.2–127.0.0.11, five each: every
 *     address's own budget), which puts the admin-wide budget into its slow-down.
 *  2. Slot-taking, for the rest of the run: from thirty more addresses (127.0.0.12–127.0.0.41), a
 *     wrong guess every 50 ms, so each slow-down slot is taken the moment Retry-After allows (a
 *     refused attempt costs the attacker nothing); and requests for the owner's sign-in link from
 *     every attacking address, again and again.
 *  3. The owner, from 127.0.0.1 on a new browser (no device cookie), once two slots are taken:
 *     the right password is refused (429); asks for a sign-in link; opens the newest link in the
 *     mailbox (the outbox table: EMAIL_DELIVERY=outbox); is signed in (session and device cookies);
 *     reads an admin page's data; and signs in with the password again from that browser while the
 *     attack goes on.
 * Prints each step with its time; exit 1 unless the owner is in within 60 seconds of the first try.
 *
 *   npm run attack:owner-lockout               builds into .next-attack first
 *   npm run attack:owner-lockout -- --no-build reuse .next-attack as it is
 *
 * Creates a throw-away database on the local PostgreSQL server (DATABASE_URL's server, else
 * postgresql://postgres@127.0.0.1:5432) and drops it at the end. Loopback only: the server listens
 * on 127.0.0.1 and every request leaves from a 127.0.0.0/8 address.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { freePort, root } from "../lib.mjs";
import { buildApp, startAppServer, stopProcess, waitHealthy } from "../shared/app-server";
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  migrateAndSeed,
  serverUrl,
  withPg,
} from "../shared/database";

const DIST_DIR = ".next-attack";
const OWNER_EMAIL = "owner@brushwise.test";
const ADMIN_PASSWORD = "attack-replay-admin-password";
const OWNER_ADDRESS = "127.0.0.1";
const GUESSERS = Array.from({ length: 10 }, (_, i) => `127.0.0.${2 + i}`);
const SLOT_TAKERS = Array.from({ length: 30 }, (_, i) => `127.0.0.${12 + i}`);
const OWNER_DEADLINE_MS = 60_000;
const skipBuild = process.argv.includes("--no-build");

const started = Date.now();
const log = (message: string) =>
  console.log(`[attack ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`);

interface Answer {
  status: number;
  json: Record<string, unknown> | null;
  cookies: string[];
  retryAfter: string | null;
}

/** A JSON request to the server from `from`, a loopback address this machine owns. */
function call(
  base: URL,
  method: "GET" | "POST",
  pathname: string,
  { from, body, cookie }: { from: string; body?: unknown; cookie?: string },
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: pathname,
        method,
        localAddress: from,
        headers: {
          ...(payload
            ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
            : {}),
          ...(cookie ? { cookie, origin: base.origin } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: Record<string, unknown> | null = null;
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            /* not JSON */
          }
          const setCookie = response.headers["set-cookie"] ?? [];
          resolve({
            status: response.statusCode ?? 0,
            json,
            cookies: setCookie.map((c) => c.split(";")[0]!),
            retryAfter: (response.headers["retry-after"] as string | undefined) ?? null,
          });
        });
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

const adminLogin = (base: URL, from: string, password: string, cookie?: string) =>
  call(base, "POST", "/api/admin/login", { from, body: { username: "admin", password }, cookie });

async function main() {
  const stops: (() => Promise<unknown>)[] = [];
  const cleanup = async () => {
    for (const stop of stops.reverse()) await stop().catch((error: Error) => console.error(error.message));
  };
  process.once("SIGINT", () => void cleanup().finally(() => process.exit(130)));

  try {
    const dbName = `brushwise_attack_${randomBytes(4).toString("hex")}`;
    const adminUrl = databaseUrl(serverUrl, "postgres");
    const attackUrl = databaseUrl(serverUrl, dbName);
    await createDatabase(adminUrl, dbName);
    stops.push(() => dropDatabase(adminUrl, dbName));

    const port = await freePort();
    const base = new URL(`http://127.0.0.1:${port}`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: DIST_DIR,
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_PUBLIC_SITE_URL: base.origin,
      DATABASE_URL: attackUrl,
      AUTH_SECRET: "attack-replay-secret-for-loopback-only-0123456789abcdef",
      AUTH_TRUST_HOST: "true",
      ADMIN_PASSWORD,
      ADMIN_PASSWORD_HASH: "",
      ADMIN_EMAIL: OWNER_EMAIL,
      RESEND_API_KEY: "",
      EMAIL_DELIVERY: "outbox",
      UPLOADTHING_TOKEN: "",
      UPLOAD_DIR: ".data/attack-uploads",
      W9_ENCRYPTION_KEY: "a7ac".padEnd(64, "0"),
      DEV_EMAILS_PAGE: "false",
      BACKGROUND_JOBS: "off",
      // Each request's address is its socket's: the attacker's many loopback addresses count apart.
      TRUSTED_PROXY_HOPS: "0",
    };
    await migrateAndSeed(env);
    log(`database ${dbName} migrated and seeded`);
    if (skipBuild && existsSync(path.join(root, DIST_DIR, "BUILD_ID")))
      log(`using the existing ${DIST_DIR} build`);
    else {
      log(`building into ${DIST_DIR} (next build)…`);
      await buildApp(DIST_DIR, env);
    }
    mkdirSync(path.join(root, ".data"), { recursive: true });
    const server = startAppServer({ port, env, logFile: path.join(root, ".data/attack-server.log") });
    stops.push(() => stopProcess(server.child));
    await waitHealthy(server, 90_000);
    log(`production server on ${base.origin}`);

    // 1. Guessing from ten addresses, five each.
    let refusedGuesses = 0;
    for (const from of GUESSERS)
      for (let i = 0; i < 5; i++) {
        const answer = await adminLogin(base, from, `wrong-${i}-${from}`);
        if (answer.status === 429) refusedGuesses++;
      }
    log(
      `50 wrong passwords from ${GUESSERS.length} addresses sent (${refusedGuesses} refused): the admin password is slowed`,
    );

    // 2. Slot-taking and link requests until the owner's part is over.
    let attacking = true;
    let slotsTaken = 0;
    let linkRequests = 0;
    const slotTaker = (async () => {
      for (let i = 0; attacking; i++) {
        const from = SLOT_TAKERS[i % SLOT_TAKERS.length]!;
        const answer = await adminLogin(base, from, `slot-${i}`);
        if (answer.status === 401) {
          slotsTaken++;
          log(`attacker took a slow-down slot from ${from} (slot ${slotsTaken})`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const linkAsker = (async () => {
      for (let i = 0; attacking; i++) {
        const from = [...GUESSERS, ...SLOT_TAKERS][i % 40]!;
        await call(base, "POST", "/api/admin/sign-in-link", { from, body: {} });
        linkRequests++;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    // Two slots taken at the moment each came due: the slow-down is the attacker's now.
    while (slotsTaken < 2) await new Promise((resolve) => setTimeout(resolve, 100));

    // 3. The owner, on a new browser.
    const ownerStarted = Date.now();
    const ownerLog = (message: string) =>
      log(`OWNER +${((Date.now() - ownerStarted) / 1000).toFixed(1)} s: ${message}`);
    const refused = await adminLogin(base, OWNER_ADDRESS, ADMIN_PASSWORD);
    ownerLog(
      `right password from a new browser: ${refused.status} (Retry-After ${refused.retryAfter ?? "–"} s)`,
    );
    const asked = await call(base, "POST", "/api/admin/sign-in-link", { from: OWNER_ADDRESS, body: {} });
    ownerLog(
      `asks for a sign-in link: ${asked.status} "${String(asked.json?.message ?? asked.json?.error)}"`,
    );
    if (asked.status !== 202) throw new Error("the owner's request for a sign-in link was refused");

    const mails = await withPg(attackUrl, (c) =>
      c.query<{ text: string; created: Date }>(
        `SELECT text, "createdAt" AS created FROM "EmailMessage" WHERE "to" = $1 AND template = 'admin-sign-in-link' ORDER BY "createdAt" DESC`,
        [OWNER_EMAIL],
      ),
    );
    const token = /\/admin\/sign-in\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(mails.rows[0]?.text ?? "")?.[1];
    ownerLog(
      `the mailbox holds ${mails.rowCount} sign-in e-mail(s) after ${linkRequests} requests by the attacker; opens the newest`,
    );
    if (!token) throw new Error("no sign-in link reached the owner's mailbox");

    const redeemed = await call(base, "POST", "/api/admin/sign-in-link/redeem", {
      from: OWNER_ADDRESS,
      body: { token },
    });
    const cookie = redeemed.cookies.join("; ");
    ownerLog(`presses Sign In on the link's page: ${redeemed.status}`);
    const data = await call(base, "GET", "/api/admin/lockouts", { from: OWNER_ADDRESS, cookie });
    ownerLog(`reads the back office's recent lockouts with that session: ${data.status}`);
    const elapsed = Date.now() - ownerStarted;

    const deviceOnly = redeemed.cookies.filter((c) => c.includes("brushwise-device-admin")).join("; ");
    const again = await adminLogin(base, OWNER_ADDRESS, ADMIN_PASSWORD, deviceOnly);
    ownerLog(
      `signs in with the password from that browser (device cookie) while the attack goes on: ${again.status}`,
    );

    attacking = false;
    await Promise.all([slotTaker, linkAsker]);
    log(`attacker: ${slotsTaken} slot(s) taken, ${linkRequests} link requests`);

    const inTime =
      redeemed.status === 200 && data.status === 200 && again.status === 200 && elapsed <= OWNER_DEADLINE_MS;
    log(
      inTime
        ? `PASS: the owner was in ${(elapsed / 1000).toFixed(1)} s after the first refused try (limit ${OWNER_DEADLINE_MS / 1000} s)`
        : `FAIL: the owner was not in within ${OWNER_DEADLINE_MS / 1000} s`,
    );
    process.exitCode = inTime ? 0 : 1;
  } finally {
    await cleanup();
  }
}

main().catch((error: Error) => {
  console.error(`[attack] ${error.message}`);
  process.exit(1);
});
