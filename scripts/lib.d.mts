/** Types of scripts/lib.mjs, which stays plain JavaScript: scripts/test.mjs runs it before any install. */
import type { ChildProcess, SpawnOptions } from "node:child_process";

export const root: string;
export function bin(name: string): string;
export const nextBin: string;
export const serverScript: string;
/** Node flag that resolves the server-only marker of lib/ modules to its empty build. */
export const SERVER_CONDITION: readonly string[];
export function loadEnvFiles(): void;
/** Where `npm run dev` and `npm start` listen: 127.0.0.1 unless HOSTNAME chooses otherwise. */
export function listenHost(env?: Record<string, string | undefined>, machineName?: string): string;
export function run(command: string, args: readonly string[], options?: SpawnOptions): Promise<void>;
export function startChild(command: string, args: readonly string[], options?: SpawnOptions): ChildProcess;
export function stopChildWithin(
  child: ChildProcess,
  signal: NodeJS.Signals,
  timeoutMs: number,
): Promise<"exited" | "killed">;
export function orderedShutdown(parts: {
  server: ChildProcess;
  stopDatabase: () => Promise<void>;
  timeoutMs: number;
  exit: (code: number) => void;
}): (signal: NodeJS.Signals | undefined, code?: number) => Promise<void>;
export function freePort(): Promise<number>;
export function waitForHealth(url: string, child: ChildProcess, timeoutMs?: number): Promise<void>;
export const ONE_CLIENT_IS_EVERYONE_LIMITS: Readonly<Record<string, string>>;
