/** @jest-environment node */
import { EventEmitter } from "node:events";
import type { ChildProcess } from "node:child_process";
import { listenHost, orderedShutdown, stopChildWithin } from "../../../scripts/lib.mjs";

describe("listenHost: where npm run dev and npm start listen", () => {
  it("is this machine only when HOSTNAME is unset or empty", () => {
    expect(listenHost({}, "laptop")).toBe("127.0.0.1");
    expect(listenHost({ HOSTNAME: " " }, "laptop")).toBe("127.0.0.1");
  });

  it("takes the machine's own name, which containers and shells export, as unset", () => {
    expect(listenHost({ HOSTNAME: "laptop" }, "laptop")).toBe("127.0.0.1");
  });

  it("is what HOSTNAME chooses otherwise", () => {
    expect(listenHost({ HOSTNAME: "0.0.0.0" }, "laptop")).toBe("0.0.0.0");
    expect(listenHost({ HOSTNAME: "192.168.1.20" }, "laptop")).toBe("192.168.1.20");
  });
});

/** A child process stand-in: records signals, exits `exitAfterMs` after the first (never if null). */
function fakeChild(events: string[], exitAfterMs: number | null) {
  const child = new EventEmitter() as EventEmitter & {
    exitCode: number | null;
    signalCode: string | null;
    kill: (signal: string) => boolean;
  };
  child.exitCode = null;
  child.signalCode = null;
  const exit = (code: number) => {
    if (child.exitCode !== null) return;
    child.exitCode = code;
    events.push("server exited");
    child.emit("exit", code, null);
  };
  child.kill = (signal: string) => {
    events.push(`server ${signal}`);
    if (signal === "SIGKILL") setTimeout(() => exit(137), 1);
    else if (exitAfterMs !== null && events.filter((e) => e.startsWith("server SIG")).length === 1)
      setTimeout(() => exit(143), exitAfterMs);
    // A second signal: server.mjs exits at once.
    else if (exitAfterMs !== null) setTimeout(() => exit(143), 1);
    return true;
  };
  return child;
}

describe("npm run dev / npm start: stopping in order", () => {
  it("stops the server, waits for it, then the database, then exits", async () => {
    const events: string[] = [];
    const server = fakeChild(events, 40);
    const exited = new Promise<number>((resolve) => {
      const shutdown = orderedShutdown({
        server: server as unknown as ChildProcess,
        stopDatabase: async () => void events.push("database stopped"),
        timeoutMs: 5_000,
        exit: (code) => {
          events.push(`exit ${code}`);
          resolve(code);
        },
      });
      void shutdown("SIGTERM", 0);
      server.once("exit", () => void shutdown(undefined, 143));
    });
    await expect(exited).resolves.toBe(0);
    expect(events).toEqual(["server SIGTERM", "server exited", "database stopped", "exit 0"]);
  });

  it("kills a server that outlives the deadline before stopping the database", async () => {
    const events: string[] = [];
    const server = fakeChild(events, null);
    await expect(stopChildWithin(server as unknown as ChildProcess, "SIGTERM", 30)).resolves.toBe("killed");
    expect(events).toEqual(["server SIGTERM", "server SIGKILL", "server exited"]);
  });

  it("passes a second signal on (the server exits at once) without stopping anything twice", async () => {
    const events: string[] = [];
    const server = fakeChild(events, 10_000);
    let exits = 0;
    const done = new Promise<void>((resolve) => {
      const shutdown = orderedShutdown({
        server: server as unknown as ChildProcess,
        stopDatabase: async () => void events.push("database stopped"),
        timeoutMs: 20_000,
        exit: () => {
          exits++;
          resolve();
        },
      });
      void shutdown("SIGINT", 0);
      void shutdown("SIGINT", 0);
    });
    await done;
    expect(exits).toBe(1);
    expect(events).toEqual(["server SIGINT", "server SIGINT", "server exited", "database stopped"]);
  });
});
