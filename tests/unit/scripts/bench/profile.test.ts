/**
 * @jest-environment node
 */
import { origin, sliceProfile, summarize, topFrames, type CpuProfile } from "@/scripts/bench/profile";

const frame = (functionName: string, url = "") => ({ functionName, url, lineNumber: 9, columnNumber: 0 });

/** Samples every 100 µs from t = 1,100 µs: root → a (node_modules/next/…) or b (node:http), or idle. */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame("(root)"), children: [2, 3, 4] },
    { id: 2, callFrame: frame("a", "file:///x/node_modules/next/dist/server.js") },
    { id: 3, callFrame: frame("b", "node:http") },
    { id: 4, callFrame: frame("(idle)") },
  ],
  startTime: 1_000,
  endTime: 2_000,
  samples: [2, 3, 3, 4, 2, 3, 3, 3],
  timeDeltas: [100, 100, 100, 100, 100, 100, 100, 100],
};

describe("the bench's CPU profiles", () => {
  it("cuts out the samples of a run's window, each charged the time to the next", () => {
    const slice = sliceProfile(profile, 1_300, 1_600); // samples at 1,300 … 1,600 µs
    expect(slice.samples).toEqual([3, 4, 2, 3]);
    expect(slice.timeDeltas).toEqual([0, 100, 100, 100]);
    expect(slice.nodes.find((n) => n.id === 3)!.hitCount).toBe(2);
    const summary = summarize(slice);
    // b at 1,300 (100 µs), idle at 1,400 (left out), a at 1,500 (100 µs); the last sample has no successor.
    expect(summary.busyMicros).toBe(200);
    expect(summary.frames.map((f) => [f.frame.split(" ")[0], f.micros])).toEqual([
      ["b", 100],
      ["a", 100],
    ]);
  });

  it("ranks frames and origins by self time, per request", () => {
    const summary = summarize(profile);
    expect(summary.frames[0]).toMatchObject({ origin: "node internals", micros: 400 });
    expect(summary.origins.map((o) => o.frame)).toEqual(["node internals", "next"]);
    const lines = topFrames(summary, 2);
    expect(lines[0]).toBe("sampled 0.300 ms CPU per request (2 requests)");
    expect(lines[2]).toContain("0.200 ms/req  b node:http:10");
  });

  it("names where code comes from", () => {
    expect(origin("file:///app/node_modules/@prisma/client/runtime/client.js", "Ni")).toBe("@prisma/client");
    expect(origin("file:///app/.next-bench/server/chunks/x.js", "f")).toBe("app bundles (.next*/server)");
    expect(origin("", "(garbage collector)")).toBe("(garbage collector)");
    expect(origin("", "writev")).toBe("(native)");
  });
});
