/**
 * @jest-environment node
 *
 * deploy/pgbackrest.conf and docker-compose.yml agree (Docker cannot run here; the drill,
 * tests/api/point-in-time-recovery.test.ts, runs the same file and archive_command outside it): the
 * paths pgBackRest reads are where both services mount the data, the socket and the repository; the
 * repository is encrypted with a passphrase that compose requires from the environment and that is
 * in no committed file; the server archives with the configured stanza, at least once a minute.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

const root = path.resolve(__dirname, "../../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** pgBackRest's INI: section → option → value. */
function parseConf(text: string): Record<string, Record<string, string>> {
  const sections: Record<string, Record<string, string>> = {};
  let current = "";
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const section = /^\[(.+)\]$/.exec(line);
    if (section) {
      current = section[1]!;
      sections[current] ??= {};
      continue;
    }
    const at = line.indexOf("=");
    sections[current]![line.slice(0, at)] = line.slice(at + 1);
  }
  return sections;
}

type Service = {
  command: string[];
  environment: Record<string, string>;
  volumes: string[];
  env_file?: { path: string; required: boolean }[];
  user?: string;
};
const compose = parse(read("docker-compose.yml"), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const conf = parseConf(read("deploy/pgbackrest.conf"));
const stanza = Object.keys(conf).find((name) => !name.startsWith("global"))!;
const services = ["postgres", "pgbackrest"] as const;

/** Where a service mounts a volume or file (`source:target[:ro]`). */
const mountOf = (service: string, source: string) =>
  compose.services[service]!.volumes.map((v) => v.split(":")).find(([from]) => from === source)?.[1];

const serverSettings = () => {
  const command = compose.services.postgres!.command;
  return Object.fromEntries(
    command
      .filter((_, i) => command[i - 1] === "-c")
      .map((arg) => [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]),
  );
};

describe("deploy/pgbackrest.conf in docker-compose.yml", () => {
  it("has one stanza, named as the archive_command names it", () => {
    expect(stanza).toBe("brushwise");
    expect(serverSettings()).toMatchObject({
      wal_level: "replica",
      archive_mode: "on",
      archive_command: `pgbackrest --stanza=${stanza} archive-push %p`,
    });
  });

  it("forces a WAL segment out at least every minute on a quiet server (the README's recovery point)", () => {
    expect(Number(serverSettings().archive_timeout)).toBeGreaterThan(0);
    expect(Number(serverSettings().archive_timeout)).toBeLessThanOrEqual(60);
  });

  it.each(services)("is mounted where pgBackRest looks for it in the %s service", (service) => {
    expect(mountOf(service, "./deploy/pgbackrest.conf")).toBe("/etc/pgbackrest/pgbackrest.conf");
  });

  it.each(services)("points at the data, socket and repository the %s service mounts", (service) => {
    expect(mountOf(service, "postgres-data")).toBe(conf[stanza]!["pg1-path"]);
    expect(mountOf(service, "postgres-socket")).toBe(conf[stanza]!["pg1-socket-path"]);
    expect(mountOf(service, "pgbackrest-repo")).toBe(conf.global!["repo1-path"]);
    for (const volume of ["postgres-data", "postgres-socket", "pgbackrest-repo"])
      expect(compose.volumes).toHaveProperty([volume]);
  });

  it("connects as the server's superuser", () => {
    expect(conf[stanza]!["pg1-user"]).toBe(compose.services.postgres!.environment.POSTGRES_USER);
  });

  it.each(services)(
    "encrypts the repository with a passphrase the %s service must get from the environment",
    (service) => {
      expect(conf.global!["repo1-cipher-type"]).toBe("aes-256-cbc");
      expect(JSON.stringify(conf)).not.toMatch(/cipher-pass/);
      expect(compose.services[service]!.environment.PGBACKREST_REPO1_CIPHER_PASS).toMatch(
        /^\$\{PGBACKREST_CIPHER_PASS:\?.+\}$/,
      );
      expect(compose.services[service]!.env_file).toEqual([{ path: "./pgbackrest.env", required: false }]);
    },
  );

  it("keeps full backups for weeks, not for a single one", () => {
    expect(conf.global!["repo1-retention-full-type"]).toBe("count");
    expect(Number(conf.global!["repo1-retention-full"])).toBeGreaterThanOrEqual(2);
  });

  it("takes the backups as the database's OS user, with the schedule mounted", () => {
    expect(compose.services.pgbackrest!.user).toBe("postgres");
    expect(compose.services.pgbackrest!.command).toEqual(["sh", "/usr/local/bin/pgbackrest-schedule"]);
    expect(mountOf("pgbackrest", "./deploy/pgbackrest-schedule.sh")).toBe(
      "/usr/local/bin/pgbackrest-schedule",
    );
  });
});
