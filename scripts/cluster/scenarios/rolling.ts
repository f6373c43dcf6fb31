/**
 * H. A rolling restart behind nginx (README → Deployment → Stops and rolling releases): under a
 * steady load through nginx, instance 1 gets SIGTERM, drains and exits, a new instance 1 starts on
 * its port and, once nginx routes to it again, instance 2 does the same. Zero failed requests.
 */
import { check, info, waitFor } from "../harness";
import {
  instanceExited,
  killInstance,
  startInstance,
  waitInstanceHealthy,
  type Instance,
} from "../instances";
import { accessLogLines, type Nginx } from "../nginx";
import { checkQuotes, countBy, ok, steadyLoad } from "./bad-day";

/** Restarts the pair one at a time; returns the new pair. */
export async function rollingScenario(
  pair: [Instance, Instance],
  nginx: Nginx,
): Promise<[Instance, Instance]> {
  const load = steadyLoad(nginx, "rolling");
  await waitFor("requests flowing through nginx", () => load.samples.filter(ok).length >= 20, {
    timeoutMs: 30_000,
    intervalMs: 20,
  });
  const next: Instance[] = [];
  for (const old of pair) {
    const stopped = Date.now();
    killInstance(old, "SIGTERM");
    await instanceExited(old);
    const fresh = startInstance(old.name, old.port, old.distDir, old.overrides);
    await waitInstanceHealthy(fresh);
    const upstream = `127.0.0.1:${old.port}`;
    const logged = accessLogLines(nginx).length;
    // nginx took the stopped instance out of rotation (its failed attempts); back once it answers.
    await waitFor(
      `nginx to route to the new ${old.name} again`,
      () =>
        accessLogLines(nginx)
          .slice(logged)
          .some(
            (line) =>
              line.upstream.split(", ").at(-1) === upstream &&
              /^2/.test(line.upstreamStatus.split(", ").at(-1) ?? ""),
          ),
      { timeoutMs: 60_000, intervalMs: 100 },
    );
    info(`${old.name}: stopped, restarted and back in nginx's rotation after ${Date.now() - stopped} ms`);
    next.push(fresh);
  }
  const answered = load.samples.length;
  await waitFor("requests answered after the restart", () => load.samples.length >= answered + 20, {
    timeoutMs: 10_000,
    intervalMs: 20,
  });
  await load.stop();
  const { samples } = load;
  const failed = samples.filter((s) => !ok(s));
  info(
    `rolling restart: ${samples.length} requests through nginx, ${failed.length} failed: ${JSON.stringify(countBy(samples))}`,
  );
  check("rolling restart: zero failed requests", failed.length === 0, failed.slice(0, 10));
  await checkQuotes(samples, "rolling", "rolling restart");
  return [next[0]!, next[1]!];
}
