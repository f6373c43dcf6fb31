/**
 * A fetch whose whole exchange, the answer's body included, ends within a deadline: the mail
 * provider, the push services, this process's own page refresh and the test harnesses' calls all
 * go through it. AbortSignal.timeout alone did not always do it: its timer is unref'd and holds its
 * signal weakly, and undici has been reported to leave a fetch pending for good after an abort or
 * once its signal was collected (nodejs/node#56917, nodejs/undici#4068). The two-instance test's
 * health probe hung so in CI: a request with no socket and no timer left, a run that never ended.
 * Here a timer of our own (ref'd) aborts the request and settles the call, whatever fetch does.
 * Plain module, no "server-only": the scripts use it too.
 */

/** The deadline passed before the answer was whole; named as DOMException's timeout. */
export class FetchTimeoutError extends Error {
  override name = "TimeoutError";
}

export interface FetchedAnswer {
  status: number;
  ok: boolean;
  headers: Headers;
  /** The whole body, read before the deadline. */
  text: string;
}

export async function fetchWithin(url: string, init: RequestInit, timeoutMs: number): Promise<FetchedAnswer> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new FetchTimeoutError(`no whole answer within ${timeoutMs} ms`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  const exchange = (async () => {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const text = await response.text();
    return { status: response.status, ok: response.ok, headers: response.headers, text };
  })();
  exchange.catch(() => {}); // lost to the deadline: its late rejection is nobody's business
  try {
    return await Promise.race([exchange, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
