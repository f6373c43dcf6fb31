/**
 * The log lines (lib/log writes JSON lines to stdout) that `run` produces at `level` and above,
 * kept from the test's output.
 */
export async function logLinesOf(level: "info" | "warn", run: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  process.env.LOG_LEVEL = level;
  const spy = jest.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
    delete process.env.LOG_LEVEL;
  }
  return lines;
}
