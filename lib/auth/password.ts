import "server-only";
import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import { env } from "@/lib/env";

// bcrypt (pure JS: no native build step on deploy). Cost 12 in production;
// tests and seeds may lower it through BCRYPT_ROUNDS to stay fast.
export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, env.bcryptRounds);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

let dummy: { rounds: number; hash: Promise<string> } | undefined;

/**
 * What a login with an unknown e-mail checks its password against, so that it takes as long as one
 * with a known e-mail: a hash of a random password at the cost new hashes get (BCRYPT_ROUNDS), made
 * once. A fixed hash had a fixed cost, and a different BCRYPT_ROUNDS told unknown e-mails apart.
 */
export function dummyPasswordHash(): Promise<string> {
  if (dummy?.rounds !== env.bcryptRounds)
    dummy = { rounds: env.bcryptRounds, hash: hashPassword(randomBytes(16).toString("hex")) };
  return dummy.hash;
}
