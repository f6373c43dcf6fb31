/**
 * `npm run bench -- --count-sql`: SQL round trips per request. The server reaches Postgres through
 * this loopback relay, which reads what the server sends and counts the messages that make Postgres
 * answer: a simple Query ('Q') and a Sync ('S', the end of an extended-protocol query: Prisma's
 * driver sends Parse/Bind/Execute/Sync per statement). Statements pipelined before one Sync are one
 * round trip, as they are on the wire. The relay adds a hop to every query, so latency is not
 * comparable with a run without it; CPU per request of the server is.
 */
import net from "node:net";

const STARTUP_PROTOCOL_3 = 196608;
const QUERY = "Q".charCodeAt(0);
const SYNC = "S".charCodeAt(0);

/**
 * A reader of the frontend's byte stream calling `onRoundTrip` per Query or Sync. Before the
 * StartupMessage, messages have no type byte (an SSLRequest or GSSENCRequest may come first).
 */
export function frontendCounter(onRoundTrip: () => void): (chunk: Buffer) => void {
  let startup = true;
  let header = Buffer.alloc(0);
  let skip = 0;
  return (chunk) => {
    let i = 0;
    while (i < chunk.length) {
      if (skip > 0) {
        const n = Math.min(skip, chunk.length - i);
        skip -= n;
        i += n;
        continue;
      }
      // Untyped: length + protocol code (8 bytes); typed: type + length (5 bytes).
      const size = startup ? 8 : 5;
      const take = Math.min(size - header.length, chunk.length - i);
      header = Buffer.concat([header, chunk.subarray(i, i + take)]);
      i += take;
      if (header.length < size) return;
      if (startup) {
        skip = header.readInt32BE(0) - 8;
        if (header.readInt32BE(4) === STARTUP_PROTOCOL_3) startup = false;
      } else {
        const type = header[0]!;
        skip = header.readInt32BE(1) - 4;
        if (type === QUERY || type === SYNC) onRoundTrip();
      }
      header = Buffer.alloc(0);
    }
  };
}

export interface SqlRelay {
  /** The database URL through the relay. */
  url: string;
  roundTrips: () => number;
  close: () => Promise<void>;
}

/** A relay on a free loopback port in front of `databaseUrl`'s server. */
export async function startSqlRelay(databaseUrl: string): Promise<SqlRelay> {
  const target = new URL(databaseUrl);
  let count = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    const count1 = frontendCounter(() => count++);
    client.on("data", count1);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const relayed = new URL(databaseUrl);
  relayed.hostname = "127.0.0.1";
  relayed.port = String((server.address() as net.AddressInfo).port);
  return {
    url: relayed.toString(),
    roundTrips: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
