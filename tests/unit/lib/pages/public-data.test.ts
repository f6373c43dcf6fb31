/**
 * @jest-environment node
 */
import { forgetPublicData, keepPublicData, publicData } from "@/lib/pages/public-data";

/** A loader that counts its calls and answers with the call's number. */
function counter() {
  let calls = 0;
  return { load: async () => ++calls, calls: () => calls };
}

afterEach(() => keepPublicData(false));

describe("public data kept in memory", () => {
  it("loads afresh every time while no listener hears the changes", async () => {
    const source = counter();
    expect(await publicData("k", 60_000, source.load)).toBe(1);
    expect(await publicData("k", 60_000, source.load)).toBe(2);
  });

  it("is kept while the listener hears the changes, and loaded again after a change", async () => {
    keepPublicData(true);
    const source = counter();
    expect(await publicData("k", 60_000, source.load)).toBe(1);
    expect(await publicData("k", 60_000, source.load)).toBe(1);
    forgetPublicData();
    expect(await publicData("k", 60_000, source.load)).toBe(2);
    expect(source.calls()).toBe(2);
  });

  it("is dropped when the listener loses its connection, and not kept until it is back", async () => {
    keepPublicData(true);
    const source = counter();
    await publicData("k", 60_000, source.load);
    keepPublicData(false);
    expect(await publicData("k", 60_000, source.load)).toBe(2);
    expect(await publicData("k", 60_000, source.load)).toBe(3);
    keepPublicData(true);
    expect(await publicData("k", 60_000, source.load)).toBe(4);
    expect(await publicData("k", 60_000, source.load)).toBe(4);
  });

  it("does not keep a value loaded across a change (it may predate the change)", async () => {
    keepPublicData(true);
    let release!: (value: string) => void;
    const slow = publicData("k", 60_000, () => new Promise<string>((resolve) => (release = resolve)));
    forgetPublicData(); // the change commits while the old value is being read
    release("before the change");
    expect(await slow).toBe("before the change");
    expect(await publicData("k", 60_000, async () => "after the change")).toBe("after the change");
  });

  it("expires after its maximum age", async () => {
    keepPublicData(true);
    const source = counter();
    expect(await publicData("k", 0, source.load)).toBe(1);
    expect(await publicData("k", 0, source.load)).toBe(2);
  });

  it("keeps each key apart", async () => {
    keepPublicData(true);
    expect(await publicData("a", 60_000, async () => "a")).toBe("a");
    expect(await publicData("b", 60_000, async () => "b")).toBe("b");
    expect(await publicData("a", 60_000, async () => "other")).toBe("a");
  });
});
