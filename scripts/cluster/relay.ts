/**
 * A TCP relay between app instances and Postgres that the scenarios can break the way databases
 * break: `stop()` (refused: the server is down), `hang()` (connections accepted and then silent:
 * a stuck or overloaded server, a tarpit) and `restore()`. Listens on 127.0.0.1 only; the tests send
 * traffic to this machine's loopback addresses and nowhere else.
 */
import net from "node:net";
import { freePort } from "../lib.mjs";

export type RelayMode = "pass" | "hang" | "stopped";

export interface DatabaseRelay {
  /** DATABASE_URL through the relay. */
  url: string;
  mode(): RelayMode;
  hang(): void;
  stop(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function databaseRelay(databaseUrl: string): Promise<DatabaseRelay> {
  const target = new URL(databaseUrl);
  const targetPort = Number(target.port || 5432);
  const sockets = new Set<net.Socket>();
  let mode: RelayMode = "pass";
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    track(client);
    client.on("error", () => {});
    // A silent server: the connection is taken, and nothing ever comes back.
    if (mode === "hang") return;
    const upstream = net.connect(targetPort, target.hostname);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on("error", () => upstream.destroy());
    client.on("close", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    upstream.on("close", () => client.destroy());
  });
  const port = await freePort();
  const listen = () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  await listen();
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);

  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: url.toString(),
    mode: () => mode,
    hang() {
      mode = "hang";
      // The connections already open stay open; nothing passes any more in either direction.
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    async stop() {
      mode = "stopped";
      // As a database server that stops: its connections end, new ones are refused.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        dropAll();
      });
    },
    async restore() {
      if (mode === "stopped") await listen();
      // Connections left hanging are closed: their clients reconnect through a working relay.
      else dropAll();
      mode = "pass";
    },
    async close() {
      dropAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
