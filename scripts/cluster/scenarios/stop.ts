/**
 * D. Clean stops (server.mjs on SIGTERM, lib/process/shutdown.mjs): an instance stopped under load
 * answers every booking it had in flight (201 or 409, never a dropped connection), leaves its
 * readiness probe unanswered while it drains (the kept-alive connection closed), hands back the e-mails it had claimed (its lease is a minute
 * here: a row it kept would sit in `sending` that long) and exits within SHUTDOWN_TIMEOUT_MS; with
 * its database hanging it still exits by the deadline; a second SIGTERM ends it at once.
 */
import http from "node:http";
import net from "node:net";
import { freePort } from "../../lib.mjs";
import { availableDates, createQuotes, nextClientIp } from "../client";
import { AREAS, dbUrl } from "../config";
import { count, query } from "../db";
import { check, info, sleep, waitFor } from "../harness";
import {
  instanceExited,
  killInstance,
  startInstance,
  waitInstanceHealthy,
  type Instance,
} from "../instances";
import { outboxPending, readDeliveries } from "../audit";
import { databaseRelay } from "../relay";

const SHUTDOWN_TIMEOUT_MS = 8_000;
/** The stopped instance's lease: long, so that a claim it failed to hand back shows. */
const STOPPED_LEASE_MS = 60_000;

/**
 * A request on a kept-alive connection of its own (a load balancer's), so it works after the
 * listener closed; its status (0: no answer, the connection closed).
 */
function keptAliveRequest(agent: http.Agent, url: string, body?: unknown): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        agent,
        method: body === undefined ? "GET" : "POST",
        headers:
          body === undefined
            ? {}
            : {
                "content-type": "application/json",
                accept: "application/json",
                "x-forwarded-for": nextClientIp(),
              },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", () => resolve(0));
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}
const keptAliveGet = (agent: http.Agent, url: string) => keptAliveRequest(agent, url);

/** Whether a new TCP connection to the instance at `url` is refused (its listener closed). */
function refusesConnections(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

async function startExtra(name: string, distDir: string, env: Record<string, string>) {
  const instance = startInstance(name, await freePort(), distDir, {
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    ...env,
  });
  await waitInstanceHealthy(instance);
  return instance;
}

async function underLoad(survivor: Instance, distDir: string) {
  const three = await startExtra("instance-3", distDir, { EMAIL_LEASE_MS: String(STOPPED_LEASE_MS) });
  const quotes = await createQuotes(AREAS[1]!, 20, "stop");
  const dates = await availableDates(survivor, quotes[0]!.id);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const healthUrl = `${three.url}/api/health`;
  check("readiness 200 before the stop", (await keptAliveGet(agent, healthUrl)) === 200);

  // Work for its e-mail worker: it is delivering when the signal comes.
  await query(
    `INSERT INTO "EmailMessage" (id, "to", subject, html, text, template)
     SELECT gen_random_uuid(), 'stop-' || g || '@example.com', 'Stop ' || g, '<p>stop</p>', 'stop',
            'cluster-burst'
       FROM generate_series(1, 400) g`,
  );
  const pid = three.child.pid;
  await waitFor(
    "instance 3 to deliver some of the queued e-mails",
    () => [...readDeliveries().values()].some((list) => list.some((d) => d.pid === pid)),
    { timeoutMs: 15_000, intervalMs: 20 },
  );
  // As behind nginx (upstream keepalive): each booking goes over a connection of its own, open
  // before the stop. A request that waits in the client for a connection (a pool smaller than
  // the requests) or sits in the listen backlog when the listener closes is not in flight: the
  // connection is refused, and nginx sends it to another instance.
  const bookingAgents = quotes.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  await Promise.all(bookingAgents.map((bookingAgent) => keptAliveGet(bookingAgent, healthUrl)));
  const answers = quotes.map((quote, i) =>
    keptAliveRequest(bookingAgents[i]!, `${three.url}/api/bookings`, {
      quoteId: quote.id,
      scheduledDate: dates[i % dates.length]!,
      timeSlot: "morning",
    }),
  );
  await sleep(50);
  const held = await count(`SELECT count(*)::int AS n FROM "EmailMessage" WHERE status = 'sending'`);
  const signalled = Date.now();
  const gone = instanceExited(three);
  killInstance(three, "SIGTERM");
  // The state the stop shows first: the listener is closed (a new connection is refused). Then
  // the readiness probe, on the connection kept alive since before the stop.
  await waitFor("instance 3 to stop accepting connections", () => refusesConnections(three.url), {
    timeoutMs: SHUTDOWN_TIMEOUT_MS,
    intervalMs: 10,
  });
  const drainingHealth = await keptAliveGet(agent, healthUrl);
  const statuses = await Promise.all(answers);
  const exitedAt = await gone;
  agent.destroy();
  for (const bookingAgent of bookingAgents) bookingAgent.destroy();
  const took = exitedAt - signalled;
  info(
    `SIGTERM with 20 bookings in flight and ${held} e-mails in 'sending': exit after ${took} ms; ` +
      `answers ${JSON.stringify(countBy(statuses))}`,
  );
  check(
    "every booking in flight answered 201 or 409",
    statuses.every((s) => s === 201 || s === 409),
    statuses,
  );
  // No answer (0: the kept-alive connection closed), which nginx retries on the other instance.
  check("readiness unanswered while draining (its connection closed)", drainingHealth === 0, drainingHealth);
  check(`exited within SHUTDOWN_TIMEOUT_MS (${SHUTDOWN_TIMEOUT_MS} ms)`, took < SHUTDOWN_TIMEOUT_MS, took);
  const kept = await count(
    `SELECT count(*)::int AS n FROM "EmailMessage"
      WHERE status = 'sending' AND "nextAttemptAt" > now() + interval '20 seconds'`,
  );
  check("no e-mail left 'sending' under the stopped instance's claim", kept === 0, kept);
  await waitFor("the survivor to send the rest", async () => (await outboxPending()) === 0, {
    timeoutMs: 30_000,
  });
  check("the survivor sent everything, well before the stopped instance's lease", true);
}

async function databaseGone(distDir: string) {
  for (const second of [false, true]) {
    const database = await databaseRelay(dbUrl);
    const name = second ? "instance-5" : "instance-4";
    const instance = await startExtra(name, distDir, { DATABASE_URL: database.url });
    database.hang();
    await sleep(200);
    const signalled = Date.now();
    const gone = instanceExited(instance);
    killInstance(instance, "SIGTERM");
    if (second) {
      // Once the first is being handled (the listener closed), the second.
      await waitFor("instance 5 to stop accepting connections", () => refusesConnections(instance.url), {
        timeoutMs: SHUTDOWN_TIMEOUT_MS,
        intervalMs: 10,
      });
      const again = Date.now();
      killInstance(instance, "SIGTERM");
      const took = (await gone) - again;
      info(`second SIGTERM once the first was being handled, database hanging: exit ${took} ms after it`);
      // Without the second signal's exit it would wait out the deadline (the database hangs).
      check(
        "a second SIGTERM exits at once (well before the deadline)",
        took < SHUTDOWN_TIMEOUT_MS / 2,
        took,
      );
    } else {
      const took = (await gone) - signalled;
      info(`SIGTERM with the database hanging: exit after ${took} ms`);
      check(
        `database hanging: exited within SHUTDOWN_TIMEOUT_MS (${SHUTDOWN_TIMEOUT_MS} ms)`,
        took < SHUTDOWN_TIMEOUT_MS + 500,
        took,
      );
    }
    await database.close();
  }
}

function countBy(values: number[]) {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

export async function stopScenario(survivor: Instance, distDir: string): Promise<void> {
  await underLoad(survivor, distDir);
  await databaseGone(distDir);
}
