/**
 * npm run backup against a database that stops answering: it fails within its deadlines with
 * "backup failed: …" and "what to do: …" (exit 1), and leaves no .partial / .partial.d behind, so
 * the daily loop retries instead of stalling until the backup-age alert. Two ways of not answering:
 * a server that accepts connections and never says a word (the connect deadline), and a real
 * PostgreSQL behind a loopback proxy that freezes pg_dump's connection mid-way (the stall deadline).
 * A run also removes what an earlier killed run left in its folder.
 *
 * The second case needs a PostgreSQL server (pg_dump cannot dump the embedded one): DATABASE_URL's,
 * or the local one at 127.0.0.1:5432 when the suite runs embedded; without one it is skipped, saying so.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, utimes } from "node:fs/promises";
import net from "node:net";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

/** A PostgreSQL server for the proxy to forward to (with the test file's schema), or null. */
function realServer(): string | null {
  if (process.env.EMBEDDED_DB !== "1") return process.env.DATABASE_URL!;
  try {
    execFileSync("pg_isready", ["--host=127.0.0.1", "--port=5432", "--timeout=3"], { stdio: "ignore" });
    return "postgresql://postgres@127.0.0.1:5432/postgres";
  } catch {
    return null;
  }
}
const server = realServer();
if (!server)
  console.warn(
    "backup-deadlines: the paused-connection case is skipped: the suite runs on the embedded database and no PostgreSQL server answers at 127.0.0.1:5432",
  );

let dir = "";
const folders = () => ({
  backups: path.join(dir, "backups"),
  work: path.join(dir, "work"),
  uploads: path.join(dir, "uploads"),
});
const listeners: net.Server[] = [];
const sockets = new Set<net.Socket>();

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "backup-deadlines-"));
  for (const folder of Object.values(folders())) await mkdir(folder, { recursive: true });
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  for (const listener of listeners) await new Promise((resolve) => listener.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

async function listen(onConnection: (socket: net.Socket) => void): Promise<number> {
  const listener = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.once("close", () => sockets.delete(socket));
    onConnection(socket);
  });
  listeners.push(listener);
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  return (listener.address() as AddressInfo).port;
}

/** npm run backup (the script it runs), with every backup setting given: nothing from a developer's .env counts. */
function backup(
  databaseUrl: string,
  extra: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(root, "node_modules/.bin/tsx"),
      ["--conditions=react-server", "scripts/backup/backup.ts"],
      {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          UPLOAD_DIR: folders().uploads,
          BACKUP_DIR: folders().backups,
          BACKUP_WORK_DIR: folders().work,
          BACKUP_S3_BUCKET: "",
          BACKUP_ENCRYPTION_RECIPIENT: "",
          BACKUP_REQUIRE_OFFSITE: "false",
          BACKUP_CONNECT_TIMEOUT_SECONDS: "2",
          BACKUP_QUERY_TIMEOUT_SECONDS: "5",
          BACKUP_STALL_TIMEOUT_SECONDS: "2",
          BACKUP_RUN_TIMEOUT_SECONDS: "60",
          ...extra,
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, output }));
  });
}

/** What the run left in its folders, but for latest.json and finished archives (there are none here). */
const leftovers = async () =>
  [...(await readdir(folders().backups)), ...(await readdir(folders().work))].sort();

it("fails at the connect deadline against a server that accepts and never answers, and removes an earlier run's leftovers", async () => {
  const port = await listen(() => {});
  // What a run killed outright (SIGKILL) a day ago left behind.
  const stale = path.join(folders().backups, "brushwise-20261101T031500Z.tar.partial.d");
  await mkdir(path.join(stale, "uploads"), { recursive: true });
  const dayAgo = new Date(Date.now() - 86_400_000);
  await utimes(stale, dayAgo, dayAgo);

  const result = await backup(`postgresql://postgres@127.0.0.1:${port}/brushwise`);
  expect(result.output).toContain("backup failed: Cannot connect to the database 127.0.0.1:");
  expect(result.output).toContain("within 2 s: timeout expired");
  expect(result.output).toMatch(/what to do: .*BACKUP_CONNECT_TIMEOUT_SECONDS/);
  expect(result.output).toContain("removed brushwise-20261101T031500Z.tar.partial.d, left by an earlier run");
  expect(result.code).toBe(1);
  expect(await leftovers()).toEqual([]);
}, 60_000);

(server ? it : it.skip)(
  "fails at the stall deadline when pg_dump's connection stops answering mid-way, and leaves nothing behind",
  async () => {
    const target = new URL(server!);
    let connections = 0;
    // A proxy to the real server. The first connection (the snapshot's) is served; the second,
    // pg_dump's, is frozen after its first 2,000 bytes from the server: mid catalogue.
    const port = await listen((client) => {
      const nth = ++connections;
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      sockets.add(upstream);
      upstream.on("error", () => client.destroy());
      client.once("close", () => upstream.destroy());
      upstream.once("close", () => client.destroy());
      client.on("data", (chunk: Buffer) => upstream.write(chunk));
      let forwarded = 0;
      upstream.on("data", (chunk: Buffer) => {
        if (nth >= 2 && forwarded >= 2000) return;
        forwarded += chunk.length;
        client.write(chunk);
      });
    });
    const proxied = new URL(server!);
    proxied.host = `127.0.0.1:${port}`;

    const result = await backup(proxied.toString());
    expect(result.output).toContain("backup failed: pg_dump made no progress for 2 s");
    expect(result.output).toContain(
      "what to do: Nothing was stored, and nothing of this run was left behind.",
    );
    expect(result.code).toBe(1);
    expect(connections).toBeGreaterThanOrEqual(2);
    expect(await leftovers()).toEqual([]);
  },
  60_000,
);
