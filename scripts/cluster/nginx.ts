/**
 * The project's own nginx configuration (deploy/nginx.conf) in front of the run's instances, as in
 * production, on 127.0.0.1 only. The file is used as it is, except for what differs between docker
 * compose and this machine: the upstream servers are the instances' loopback ports (compose names
 * them app1/app2 and re-resolves them, `resolve`, nginx >= 1.27.3; here they do not move), the
 * listening address and the log paths. Needs the nginx binary (.ci/run installs Debian's).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { freePort, root } from "../lib.mjs";
import { sleep } from "./harness";

export interface Nginx {
  url: string;
  accessLog: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export function nginxBinary(): string {
  const candidates = [process.env.NGINX_BIN, "/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"];
  const found = candidates.find((file): file is string => !!file && existsSync(file));
  if (!found)
    throw new Error("nginx is not installed (apt-get install nginx; .ci/run does), or set NGINX_BIN");
  return found;
}

/** deploy/nginx.conf with this machine's upstream ports, listening address and log file. */
export function siteConfig(upstreamPorts: readonly number[], listenPort: number, accessLog: string): string {
  let text = readFileSync(path.join(root, "deploy/nginx.conf"), "utf8");
  const substitute = (pattern: RegExp, replacement: string | ((...match: string[]) => string)) => {
    const before = text;
    text = text.replace(pattern, replacement as string);
    if (text === before)
      throw new Error(`deploy/nginx.conf no longer matches ${pattern}: update scripts/cluster/nginx.ts`);
  };
  substitute(/^resolver .*;$/m, "");
  substitute(/^(\s*)server app(\d+):3000 resolve (.*);$/gm, (_all, indent, n, rest) => {
    const port = upstreamPorts[Number(n) - 1];
    if (port === undefined) throw new Error(`no instance for app${n}`);
    return `${indent}server 127.0.0.1:${port} ${rest};`;
  });
  substitute(/listen 80 default_server;/, `listen 127.0.0.1:${listenPort} default_server;`);
  substitute(
    /access_log \/var\/log\/nginx\/access\.log brushwise_json;/,
    `access_log ${accessLog} brushwise_json;`,
  );
  return text;
}

export async function startNginx(upstreamPorts: readonly number[], dir: string): Promise<Nginx> {
  const prefix = path.join(dir, "nginx");
  mkdirSync(path.join(prefix, "temp"), { recursive: true });
  const port = await freePort();
  const accessLog = path.join(prefix, "access.log");
  writeFileSync(path.join(prefix, "site.conf"), siteConfig(upstreamPorts, port, accessLog));
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, "temp", name)};`;
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    [
      // As root, the workers would otherwise switch to a user that cannot write the run's folder.
      process.getuid?.() === 0 ? "user root;" : "",
      "worker_processes 2;",
      `pid ${path.join(prefix, "nginx.pid")};`,
      `error_log ${path.join(prefix, "error.log")} warn;`,
      "events { worker_connections 1024; }",
      "http {",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp),
      `  include ${path.join(prefix, "site.conf")};`,
      "}",
    ].join("\n"),
  );
  const binary = nginxBinary();
  const args = ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-g", "daemon off;"];
  const test = spawnSync(binary, [...args.slice(0, 4), "-t"], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  const child = spawn(binary, args, { stdio: ["ignore", "ignore", "pipe"] });
  let exited = false;
  child.once("exit", () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  for (let ready = false; !ready;) {
    if (exited) throw new Error(`nginx exited at start; see ${path.join(prefix, "error.log")}`);
    ready = await fetch(`${url}/api/live`)
      .then(async (r) => (await r.arrayBuffer(), r.ok))
      .catch(() => false);
    if (!ready) await sleep(50);
  }
  return {
    url,
    accessLog,
    child,
    async stop() {
      if (exited) return;
      const gone = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await Promise.race([gone, sleep(5_000)]);
      if (!exited) child.kill("SIGKILL");
    },
  };
}

/** The access log's lines (JSON, deploy/nginx.conf's brushwise_json format). */
export function accessLogLines(
  nginx: Nginx,
): { path: string; status: number; upstream: string; upstreamStatus: string; method: string }[] {
  if (!existsSync(nginx.accessLog)) return [];
  return readFileSync(nginx.accessLog, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReturnType<typeof accessLogLines>[number]);
}
