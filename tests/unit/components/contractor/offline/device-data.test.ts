import { clearDeviceData } from "@/components/contractor/offline/device-data";
import { enqueueMove, readQueue } from "@/components/contractor/offline/queue";
import { readSnapshot, saveSnapshot } from "@/components/contractor/offline/snapshot";
import { jobFixture } from "../fixtures";

describe("clearDeviceData", () => {
  afterEach(() => {
    delete (globalThis as { caches?: unknown }).caches;
  });

  it("deletes every painter's jobs and queued moves and every Cache Storage cache, and leaves other keys", async () => {
    saveSnapshot("p1", { jobs: [jobFixture()] });
    saveSnapshot("p2", { jobs: [jobFixture()] });
    enqueueMove("p1", {
      jobId: "j",
      status: "in_progress",
      notes: "",
      label: "Start Job",
      jobName: "Painting Job",
    });
    localStorage.setItem("brushwise-quote-draft", "kept");
    const names = new Set(["pages", "static"]);
    (globalThis as { caches?: unknown }).caches = {
      keys: async () => [...names],
      delete: async (name: string) => names.delete(name),
    };

    await clearDeviceData();

    expect(readSnapshot("p1")).toBeNull();
    expect(readSnapshot("p2")).toBeNull();
    expect(readQueue("p1")).toEqual([]);
    expect(Object.keys(localStorage)).toEqual(["brushwise-quote-draft"]);
    expect(names.size).toBe(0);
  });

  it("works where the browser has no Cache Storage", async () => {
    saveSnapshot("p1", { jobs: [] });
    await clearDeviceData();
    expect(readSnapshot("p1")).toBeNull();
  });
});
