import { clearDeviceData } from "@/components/contractor/offline/device-data";
import { enqueueMove, readQueue } from "@/components/contractor/offline/queue";
import { readSnapshot, saveSnapshot } from "@/components/contractor/offline/snapshot";
import { jobFixture } from "../fixtures";

describe("clearDeviceData", () => {
  afterEach(() => {
    delete (globalThis as { caches?: unknown }).caches;
  });

  it("deletes every painter's jobs and queued moves and every cache but the app's own files, and leaves other keys", async () => {
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
    const appFiles = [
      "brushwise-painter-precache-v2-https://example.test/contractor/",
      "brushwise-painter-static",
    ];
    const names = new Set(["brushwise-painter-pages", "brushwise-e2e-check", "static", ...appFiles]);
    (globalThis as { caches?: unknown }).caches = {
      keys: async () => [...names],
      delete: async (name: string) => names.delete(name),
    };

    await clearDeviceData();

    expect(readSnapshot("p1")).toBeNull();
    expect(readSnapshot("p2")).toBeNull();
    expect(readQueue("p1")).toEqual([]);
    expect(Object.keys(localStorage)).toEqual(["brushwise-quote-draft"]);
    // The dashboard page (the painter's name) and any other cache go; the styles, font and scripts stay.
    expect([...names]).toEqual(appFiles);
  });

  it("works where the browser has no Cache Storage", async () => {
    saveSnapshot("p1", { jobs: [] });
    await clearDeviceData();
    expect(readSnapshot("p1")).toBeNull();
  });
});
