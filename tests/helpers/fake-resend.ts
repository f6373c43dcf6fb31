/**
 * A stand-in for Resend's API on 127.0.0.1 (loopback only), for RESEND_BASE_URL: POST /emails
 * answers as the test tells it, one planned answer per request (then `then`), and behaves as
 * Resend does with an idempotency key: a key it has accepted within 24 hours answers with the
 * same id without sending again. `delivered` is what recipients would have received.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Answer =
  | { kind: "accept" }
  | { kind: "status"; status: number; body?: unknown; headers?: Record<string, string> }
  /** Never answers (until the server closes); with `accepted`, the send went through first. */
  | { kind: "hang"; accepted?: boolean };

export interface SeenRequest {
  key: string | undefined;
  authorization: string | undefined;
  body: { to: string; subject: string; headers?: Record<string, string>; attachments?: unknown[] };
  answered: Answer["kind"] | number;
}

export async function startFakeResend(then: Answer = { kind: "accept" }) {
  const plan: Answer[] = [];
  const requests: SeenRequest[] = [];
  /** idempotency key → the id Resend answered with */
  const accepted = new Map<string, string>();
  const delivered: { key: string; to: string; subject: string }[] = [];
  const hanging = new Set<ServerResponse>();
  let hangingNow: (() => void) | null = null;

  const accept = (key: string, body: SeenRequest["body"]) => {
    const known = accepted.get(key);
    if (known) return known;
    const id = `fake-${accepted.size + 1}`;
    accepted.set(key, id);
    delivered.push({ key, to: body.to, subject: body.subject });
    return id;
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      const body = JSON.parse(raw || "{}") as SeenRequest["body"];
      const key = req.headers["idempotency-key"] as string | undefined;
      const answer = plan.shift() ?? then;
      requests.push({
        key,
        authorization: req.headers.authorization,
        body,
        answered: answer.kind === "status" ? answer.status : answer.kind,
      });
      if (req.method !== "POST" || req.url !== "/emails" || !key) {
        res.writeHead(404, { "content-type": "application/json" }).end('{"message":"not found"}');
        return;
      }
      if (answer.kind === "accept") {
        res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ id: accept(key, body) }));
      } else if (answer.kind === "status") {
        res
          .writeHead(answer.status, { "content-type": "application/json", ...answer.headers })
          .end(JSON.stringify(answer.body ?? { name: "error", message: `status ${answer.status}` }));
      } else {
        if (answer.accepted) accept(key, body);
        hanging.add(res);
        hangingNow?.();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    delivered,
    /** The next answers, in order. */
    plan: (...answers: Answer[]) => plan.push(...answers),
    /** How many requests the server is holding without an answer right now. */
    hangingCount: () => [...hanging].filter((res) => !res.destroyed && !res.writableEnded).length,
    /** Resolves when a request is being held. */
    nextHang: () => new Promise<void>((resolve) => (hangingNow = resolve)),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeResend = Awaited<ReturnType<typeof startFakeResend>>;
