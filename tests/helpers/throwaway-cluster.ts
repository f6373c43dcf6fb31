/**
 * A PostgreSQL cluster of a test's own, archiving its WAL with pgBackRest as docker-compose.yml's
 * postgres service does (deploy/pgbackrest.conf, the same archive_command): for the point-in-time
 * recovery drill. It runs from the machine's PostgreSQL binaries on a free loopback port, in a folder
 * of its own, as the `postgres` OS user when the tests run as root (PostgreSQL refuses root).
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { appendFile, chmod, chown, copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { parse } from "yaml";

const root = path.resolve(__dirname, "../..");
/** The stanza and the superuser, as in compose (deploy/pgbackrest.conf, POSTGRES_USER). */
export const STANZA = "brushwise";
export const SUPERUSER = "brushwise";
/**
 * The settings compose's postgres service passes (`-c name=value` in docker-compose.yml): the drill's
 * cluster archives exactly as production's does.
 */
export function composeServerSettings(): Record<string, string> {
  const compose = parse(readFileSync(path.join(root, "docker-compose.yml"), "utf8"), { merge: true });
  const command: string[] = compose.services.postgres.command;
  const settings: Record<string, string> = {};
  command.forEach((arg, i) => {
    if (command[i - 1] !== "-c") return;
    const at = arg.indexOf("=");
    settings[arg.slice(0, at)] = arg.slice(at + 1);
  });
  return settings;
}

/** A child's whole environment (none of the test process's own unless passed on). */
type Env = Record<string, string | undefined>;

export type Tools = { bin: string; owner: { uid: number; gid: number } | null };

function commandExists(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** The newest PostgreSQL server binaries: Debian's /usr/lib/postgresql/<major>/bin, else pg_config's. */
function serverBinaries(): string | null {
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const majors = readdirSync(debian)
      .filter((major) => existsSync(path.join(debian, major, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a));
    if (majors[0]) return path.join(debian, majors[0], "bin");
  }
  try {
    const bin = execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
    return existsSync(path.join(bin, "initdb")) ? bin : null;
  } catch {
    return null;
  }
}

/** What the drill needs, or why it cannot run here. */
export function drillTools(): Tools | { missing: string } {
  if (!commandExists("pgbackrest", ["version"]))
    return { missing: "pgbackrest (apt-get install pgbackrest)" };
  const bin = serverBinaries();
  if (!bin) return { missing: "PostgreSQL's server binaries (initdb, pg_ctl: apt-get install postgresql)" };
  if (process.getuid?.() !== 0) return { bin, owner: null };
  try {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
    return { bin, owner: { uid: id("-u"), gid: id("-g") } };
  } catch {
    return { missing: "a `postgres` OS user to run PostgreSQL as (the tests run as root)" };
  }
}

/** Runs a command as the cluster's owner; its output, or an error with it. */
function run(tools: Tools, cwd: string, env: Env, command: string, args: string[]) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: env as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
      ...(tools.owner ?? {}),
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(" ")} exited ${code}:\n${output}`)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once("error", reject);
  });
}

/**
 * A folder the cluster's owner can reach: the suite's temporary folder, or /tmp when the owner
 * cannot traverse the clone's parents (a root-only checkout) or the socket path would be too long.
 */
async function workspace(tools: Tools): Promise<string> {
  const candidates = [os.tmpdir(), "/tmp"];
  for (const base of candidates) {
    // A Unix socket's path holds at most 107 bytes: <dir>/.s.PGSQL.<port>.
    if (base.length > 60) continue;
    const dir = await mkdtemp(path.join(base, "pitr-drill-"));
    if (!tools.owner) return dir;
    await chown(dir, tools.owner.uid, tools.owner.gid);
    try {
      await run(tools, "/", { PATH: process.env.PATH }, "test", ["-w", dir, "-a", "-x", dir]);
      return dir;
    } catch {
      await rm(dir, { recursive: true, force: true });
    }
  }
  throw new Error(`no folder the postgres user can write in (tried ${candidates.join(", ")})`);
}

/** The drill's folder: the repository, the copy of deploy/pgbackrest.conf, the clusters' data. */
export class Drill {
  private constructor(
    readonly tools: Tools,
    readonly dir: string,
    readonly cipherPass: string,
  ) {}

  static async create(tools: Tools, cipherPass: string) {
    const dir = await workspace(tools);
    const drill = new Drill(tools, dir, cipherPass);
    // The committed configuration, copied where the owner can read it.
    await copyFile(path.join(root, "deploy/pgbackrest.conf"), path.join(dir, "pgbackrest.conf"));
    for (const sub of ["repo", "lock", "log"]) await mkdir(path.join(dir, sub));
    await drill.own(dir);
    return drill;
  }

  /** Gives the folder's contents to the cluster's owner (when the tests run as root). */
  async own(...paths: string[]) {
    if (!this.tools.owner) return;
    const { uid, gid } = this.tools.owner;
    for (const p of paths) {
      await chown(p, uid, gid);
      if (p === this.dir) {
        for (const entry of readdirSync(p)) await chown(path.join(p, entry), uid, gid);
      }
    }
  }

  /**
   * pgBackRest's settings for a cluster: the committed file, with only the paths and the port
   * moved into this folder (environment variables override the file; compose's containers use its
   * paths as they are). Nothing of the developer's own PG or PGBACKREST variables passes through.
   */
  env(dataDir: string, port: number): Env {
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^PG/.test(name) && name !== "TMPDIR"),
    );
    return {
      ...inherited,
      HOME: this.dir,
      TMPDIR: this.dir,
      PGBACKREST_CONFIG: path.join(this.dir, "pgbackrest.conf"),
      PGBACKREST_REPO1_PATH: path.join(this.dir, "repo"),
      PGBACKREST_REPO1_CIPHER_PASS: this.cipherPass,
      PGBACKREST_LOCK_PATH: path.join(this.dir, "lock"),
      PGBACKREST_LOG_PATH: path.join(this.dir, "log"),
      PGBACKREST_PG1_PATH: dataDir,
      PGBACKREST_PG1_PORT: String(port),
      PGBACKREST_PG1_SOCKET_PATH: this.dir,
    };
  }

  /** `pgbackrest --stanza=brushwise <args>` for a cluster; its output. */
  pgbackrest(cluster: Cluster, args: string[], env: Env = {}) {
    return run(this.tools, this.dir, { ...this.env(cluster.dataDir, cluster.port), ...env }, "pgbackrest", [
      `--stanza=${STANZA}`,
      ...args,
    ]);
  }

  /** A new cluster, initialised, configured as compose's and started. */
  async initCluster(name: string) {
    const cluster = await this.emptyCluster(name);
    await run(this.tools, this.dir, cluster.env, path.join(this.tools.bin, "initdb"), [
      `--pgdata=${cluster.dataDir}`,
      `--username=${SUPERUSER}`,
      "--auth=trust",
      "--encoding=UTF8",
      "--locale=C.UTF-8",
    ]);
    const archiving = composeServerSettings();
    const settings = Object.entries(archiving).map(
      ([name, value]) => `${name} = '${value.replace(/'/g, "''")}'`,
    );
    // Commit times, so the drill can show that its target lies between the two writes.
    settings.push("track_commit_timestamp = on");
    await appendFile(path.join(cluster.dataDir, "postgresql.conf"), `\n${settings.join("\n")}\n`);
    await cluster.start();
    return cluster;
  }

  /** A cluster whose data directory is empty (for pgbackrest restore to fill), not started. */
  async emptyCluster(name: string) {
    const dataDir = path.join(this.dir, name);
    await mkdir(dataDir);
    await chmod(dataDir, 0o700);
    await this.own(dataDir);
    const port = await freePort();
    return new Cluster(this, dataDir, port);
  }

  async remove() {
    await rm(this.dir, { recursive: true, force: true });
  }
}

export class Cluster {
  running = false;
  constructor(
    private readonly drill: Drill,
    readonly dataDir: string,
    readonly port: number,
  ) {}

  get env() {
    return this.drill.env(this.dataDir, this.port);
  }

  url(database = SUPERUSER) {
    return `postgresql://${SUPERUSER}@127.0.0.1:${this.port}/${database}`;
  }

  private pgCtl(args: string[]) {
    return run(this.drill.tools, this.drill.dir, this.env, path.join(this.drill.tools.bin, "pg_ctl"), [
      `--pgdata=${this.dataDir}`,
      ...args,
    ]);
  }

  /** Starts it on its own port and socket folder; returns once it accepts connections. */
  async start() {
    const log = path.join(this.drill.dir, `${path.basename(this.dataDir)}.log`);
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${this.drill.dir}`;
    await this.pgCtl(["--wait", "--timeout=120", `--log=${log}`, `--options=${options}`, "start"]);
    this.running = true;
  }

  async stop() {
    if (!this.running) return;
    await this.pgCtl(["--wait", "--mode=fast", "stop"]);
    this.running = false;
  }

  async query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = [], database = SUPERUSER) {
    const client = new pg.Client({ connectionString: this.url(database) });
    await client.connect();
    try {
      return (await client.query<T>(sql, values)).rows;
    } finally {
      await client.end();
    }
  }
}
