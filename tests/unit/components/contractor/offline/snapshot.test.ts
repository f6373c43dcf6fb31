import { readSnapshot, saveSnapshot } from "@/components/contractor/offline/snapshot";
import { jobFixture } from "../fixtures";

const SUMMARY = { pending: 1, active: 2, completed: 3, totalEarnings: "120.00" };

beforeEach(() => localStorage.clear());

describe("job snapshot", () => {
  it("keeps the last jobs and summary per painter, with when they were saved", () => {
    const job = jobFixture({ customerName: "Emily Carter" });
    saveSnapshot("p1", { jobs: [job] }, new Date("2026-11-27T14:41:00Z"));
    saveSnapshot("p1", { summary: SUMMARY }, new Date("2026-11-27T14:42:00Z"));
    expect(readSnapshot("p1")).toEqual({
      jobs: [job],
      summary: SUMMARY,
      savedAt: "2026-11-27T14:42:00.000Z",
    });
    expect(readSnapshot("p2")).toBeNull();
  });

  it("reads nothing from a damaged entry", () => {
    saveSnapshot("p1", { summary: SUMMARY });
    localStorage.setItem(
      Object.keys(localStorage).find((k) => k.includes("p1"))!,
      "{not json",
    );
    expect(readSnapshot("p1")).toBeNull();
  });
});
