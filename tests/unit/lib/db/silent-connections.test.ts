/**
 * @jest-environment node
 */
/**
 * A connection whose query got no answer in time is closed at once (lib/db/silent-connections.ts),
 * whichever way the query was called, and only then.
 */
import type pg from "pg";
import { closeOnReadTimeout } from "@/lib/db/silent-connections";

function fakeClient(failWith: Error | null) {
  const destroy = jest.fn();
  const client = {
    connection: { stream: { destroy } },
    query: (...args: unknown[]) => {
      const last = args.at(-1);
      if (typeof last === "function") {
        setImmediate(() =>
          (last as (e: Error | null, r?: unknown) => void)(failWith, failWith ? undefined : { rows: [] }),
        );
        return undefined;
      }
      return failWith ? Promise.reject(failWith) : Promise.resolve({ rows: [] });
    },
  };
  closeOnReadTimeout(client as unknown as pg.PoolClient);
  return { client: client as unknown as pg.PoolClient, destroy };
}

const timeout = () => new Error("Query read timeout");

it("closes the connection when a promised query times out, and still rejects with the timeout", async () => {
  const { client, destroy } = fakeClient(timeout());
  await expect(client.query("SELECT 1")).rejects.toThrow("Query read timeout");
  await new Promise(setImmediate);
  expect(destroy).toHaveBeenCalledTimes(1);
});

it("closes the connection when a query with a callback (the pool's way) times out", async () => {
  const { client, destroy } = fakeClient(timeout());
  const error = await new Promise((resolve) => client.query("SELECT 1", [], (e: Error) => resolve(e)));
  expect(error).toEqual(timeout());
  expect(destroy).toHaveBeenCalledTimes(1);
});

it("leaves the connection alone for answers and for other errors", async () => {
  const fine = fakeClient(null);
  await fine.client.query("SELECT 1");
  const refused = fakeClient(new Error('relation "nope" does not exist'));
  await expect(refused.client.query("SELECT * FROM nope")).rejects.toThrow("nope");
  await new Promise(setImmediate);
  expect(fine.destroy).not.toHaveBeenCalled();
  expect(refused.destroy).not.toHaveBeenCalled();
});
