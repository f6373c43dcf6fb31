import "server-only";
import { log } from "@/lib/log";
import { db } from "./index";

/** Runs a real query; false when the database cannot be reached in time. */
export async function isDatabaseHealthy(timeoutMs = 3000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => {
      log.error("health: database check timed out", { timeoutMs });
      resolve(false);
    }, timeoutMs);
  });
  const query = db.$queryRaw<{ ok: number }[]>`SELECT 1 AS ok`
    .then((rows) => rows[0]?.ok === 1)
    .catch((error: unknown) => {
      log.error("health: database check failed", {
        error: error instanceof Error ? error.message : String(error),
      });
      return false;
    });
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
