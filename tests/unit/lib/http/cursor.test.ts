/**
 * @jest-environment node
 */
import { ApiError } from "@/lib/http/errors";
import { dateKey, decodeCursor, encodeCursor } from "@/lib/http/cursor";

const ID = "0b8f5a57-3c2e-4f7e-9a51-6f8f3f2b9c10";

function expectInvalid(run: () => unknown) {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ApiError);
  expect(caught).toMatchObject({ status: 400, message: "Invalid page cursor" });
}

const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("keyset page cursor", () => {
  it("round-trips a timestamp with its milliseconds and an id", () => {
    const at = new Date("2026-03-04T05:06:07.089Z");
    const cursor = encodeCursor([at, ID]);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const [decodedAt, decodedId] = decodeCursor(cursor, ["timestamp", "uuid"]);
    expect(decodedAt).toBeInstanceOf(Date);
    expect(decodedAt.getTime()).toBe(at.getTime());
    expect(decodedId).toBe(ID);
  });

  it("round-trips dates, numbers, strings and lowercases ids", () => {
    const cursor = encodeCursor([
      "created-desc",
      dateKey(new Date("2026-02-28T00:00:00.000Z")),
      42,
      1.5,
      ID.toUpperCase(),
    ]);
    expect(decodeCursor(cursor, ["string", "date", "int", "number", "uuid"])).toEqual([
      "created-desc",
      "2026-02-28",
      42,
      1.5,
      ID,
    ]);
  });

  it("refuses garbage, wrong lengths and values of the wrong shape", () => {
    expectInvalid(() => decodeCursor("", ["uuid"]));
    expectInvalid(() => decodeCursor("not a cursor!", ["uuid"]));
    expectInvalid(() => decodeCursor("x".repeat(600), ["uuid"]));
    expectInvalid(() => decodeCursor(Buffer.from("{oops").toString("base64url"), ["uuid"]));
    expectInvalid(() => decodeCursor(raw({ id: ID }), ["uuid"]));
    expectInvalid(() => decodeCursor(raw([ID]), ["timestamp", "uuid"]));
    expectInvalid(() => decodeCursor(raw(["2026-01-01T00:00:00.000Z", ID, 1]), ["timestamp", "uuid"]));
    expectInvalid(() => decodeCursor(raw(["yesterday", ID]), ["timestamp", "uuid"]));
    expectInvalid(() => decodeCursor(raw(["2026-13-45T00:00:00.000Z", ID]), ["timestamp", "uuid"]));
    expectInvalid(() => decodeCursor(raw(["2026-01-01T00:00:00Z", ID]), ["timestamp", "uuid"]));
    expectInvalid(() => decodeCursor(raw(["2026-02-30", ID]), ["date", "uuid"]));
    expectInvalid(() => decodeCursor(raw(["2026-01-01", "1; DROP TABLE"]), ["date", "uuid"]));
    expectInvalid(() => decodeCursor(raw([1.5]), ["int"]));
    expectInvalid(() => decodeCursor(raw(["1"]), ["number"]));
    expectInvalid(() => decodeCursor(raw([null]), ["string"]));
  });

  it("detects a cursor whose characters were edited", () => {
    const cursor = encodeCursor([new Date("2026-03-04T05:06:07.089Z"), ID]);
    const tampered = `${cursor.slice(0, 5)}${cursor[5] === "A" ? "B" : "A"}${cursor.slice(6)}`;
    expectInvalid(() => decodeCursor(tampered, ["timestamp", "uuid"]));
  });
});
