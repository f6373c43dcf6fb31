import path from "node:path";
import { defineConfig } from "prisma/config";

// `prisma generate` insists on locating the native schema engine even though it
// does not use it; point it at a stub so a fresh clone generates offline.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(import.meta.dirname, "prisma/bin/schema-engine-stub");

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx --conditions=react-server prisma/seed.ts" },
  // Not env("DATABASE_URL"): that throws when unset and would break generate.
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
