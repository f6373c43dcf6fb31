/**
 * The yardstick for the page throughput: a bare Node `http` server, in a process of its own like the
 * app, answering the very bytes (and content-type) Next serves for a page.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../lib.mjs";

const BARE_SERVER = `
  const http = require("node:http");
  const body = require("node:fs").readFileSync(process.argv[1]);
  const type = process.argv[3];
  http.createServer((req, res) => {
    res.writeHead(200, { "Content-Type": type, "Content-Length": body.length });
    res.end(body);
  }).listen(Number(process.argv[2]), "127.0.0.1", () => console.log("ready"));
`;

export interface BareServer {
  child: ChildProcess;
  port: number;
  /** Removes the file holding the bytes (stop the process separately). */
  removeFile: () => void;
}

/** Starts it and resolves once it listens. */
export async function startBareServer(bytes: Buffer, contentType: string): Promise<BareServer> {
  const file = path.join(os.tmpdir(), `brushwise-bench-${process.pid}.html`);
  writeFileSync(file, bytes);
  const removeFile = () => rmSync(file, { force: true });
  const port = await freePort();
  const child = spawn(process.execPath, ["-e", BARE_SERVER, file, String(port), contentType], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`bare server exited (${code})`)));
    child.stdout?.once("data", resolve);
  });
  return { child, port, removeFile };
}
