/**
 * Freezes Date (only Date: timers, the database and the network run as usual), so that every
 * request of a file falls into one fixed rate-limit window however long the file takes and
 * whenever it runs: a run that straddles a window's edge (every 15 minutes for logins) would
 * otherwise start the count again halfway through a test.
 */
export function freezeDateOnly() {
  beforeAll(() => {
    jest.useFakeTimers({
      now: Date.now(),
      doNotFake: [
        "hrtime",
        "nextTick",
        "performance",
        "queueMicrotask",
        "requestAnimationFrame",
        "cancelAnimationFrame",
        "requestIdleCallback",
        "cancelIdleCallback",
        "setImmediate",
        "clearImmediate",
        "setInterval",
        "clearInterval",
        "setTimeout",
        "clearTimeout",
      ],
    });
  });
  afterAll(() => {
    jest.useRealTimers();
  });
}
