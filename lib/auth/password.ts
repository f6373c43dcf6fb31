import "server-only";
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
