/**
 * @jest-environment node
 */
import { frontendCounter } from "@/scripts/bench/sql-round-trips";

const untyped = (code: number, body = Buffer.alloc(0)) => {
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + body.length, 0);
  head.writeInt32BE(code, 4);
  return Buffer.concat([head, body]);
};
const typed = (type: string, body = Buffer.alloc(0)) => {
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
};

describe("the bench's SQL round-trip counter", () => {
  it("counts each simple query and each Sync, after an SSL request and the startup message", () => {
    let count = 0;
    const read = frontendCounter(() => count++);
    const stream = Buffer.concat([
      untyped(80877103), // SSLRequest (refused: the client goes on in clear)
      untyped(196608, Buffer.from("user\0postgres\0\0")),
      typed("p", Buffer.from("secret\0")), // a password: no round trip of its own here
      typed("Q", Buffer.from("BEGIN\0")),
      // One extended-protocol statement: Parse, Bind, Describe, Execute, Sync.
      typed("P", Buffer.from("\0SELECT 1\0\0\0")),
      typed("B", Buffer.alloc(10)),
      typed("D", Buffer.from("P\0")),
      typed("E", Buffer.alloc(5)),
      typed("S"),
      typed("Q", Buffer.from("COMMIT\0")),
    ]);
    // Fed in awkward pieces: message boundaries never line up with chunks.
    for (let i = 0; i < stream.length; i += 3) read(stream.subarray(i, i + 3));
    expect(count).toBe(3);
  });

  it("does not take a byte inside a message for a message type", () => {
    let count = 0;
    const read = frontendCounter(() => count++);
    read(untyped(196608, Buffer.from("user\0x\0\0")));
    read(typed("P", Buffer.from("SSSS QQQQ\0")));
    expect(count).toBe(0);
  });
});
