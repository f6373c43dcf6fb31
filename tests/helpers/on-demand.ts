/**
 * For unit tests of components that load parts on demand (React.lazy, next/dynamic, a bare
 * import()): loads those parts before the file's tests run.
 *
 * Under Jest an on-demand import is a require in a microtask: the first one compiles the module
 * (and everything it imports) with SWC and runs it, synchronously. Left to the component, that
 * happens inside the test, on the clock of whatever is waiting (findBy* and waitFor give up after
 * one second): with an empty transform cache or a busy CPU the compile alone took longer, and a
 * correct component failed its test. Loaded here, in a beforeAll (under Jest's test timeout, not
 * Testing Library's), the component's own import finds the module in Jest's registry and resolves
 * within a few microtasks; what the test then waits for is the product's state, not a compile.
 *
 * Pass the component's own loader (e.g. `loadScheduleControls` from schedule-pickers.tsx) so the
 * test loads exactly what the component loads; for next/dynamic, the module its import() names.
 */
export function loadOnDemandParts(...loaders: (() => Promise<unknown>)[]) {
  beforeAll(async () => {
    await Promise.all(loaders.map((load) => load()));
  });
}
