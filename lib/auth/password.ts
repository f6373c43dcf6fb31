import bcrypt from "bcryptjs";

// bcrypt (pure JS: no native build step on deploy). Cost 12 in production;
// tests and seeds may lower it through BCRYPT_ROUNDS to stay fast.
const ROUNDS = Number(process.env.BCRYPT_ROUNDS ?? 12);

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, ROUNDS);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}
