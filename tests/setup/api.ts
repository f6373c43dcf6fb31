/**
 * Runs before each API test file: points DATABASE_URL at a fresh schema of the
 * test database (scripts/test.mjs provides it: the real server in CI, the
 * embedded one otherwise) so test files never see each other's rows.
 */
import { randomBytes } from "node:crypto";
import { disconnectDb } from "@/lib/db";
import { createSchema, dropSchema, withSchema } from "../helpers/database";

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  throw new Error(
    "DATABASE_URL is not set: run the API tests through `npm test` (it starts a database when needed).",
  );
}
const schema = `test_${randomBytes(6).toString("hex")}`;
process.env.DATABASE_URL = withSchema(baseUrl, schema);
process.env.BCRYPT_ROUNDS ??= "4";

beforeAll(async () => {
  await createSchema(baseUrl, schema);
});

afterAll(async () => {
  await disconnectDb();
  await dropSchema(baseUrl, schema);
});
