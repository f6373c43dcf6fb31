import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// Jest resolves packages without the react-server condition, under which Next.js
// turns the server-only marker into an empty module: do the same here.
const moduleNameMapper = {
  "^server-only$": "<rootDir>/tests/setup/server-only.ts",
  // A catalogue file the app precompiles for its format-only formatter (next.config.ts): Jest's
  // translators parse ICU texts at run time, so they take the file as it is.
  // SWC may have made the `@/` path relative already (tsconfig's paths): both forms.
  "^@/(.+\\.json)\\?precompiled$": "<rootDir>/$1",
  "^(.+\\.json)\\?precompiled$": "$1",
  "^@/(.*)$": "<rootDir>/$1",
};

// Two projects: fast unit/component tests in jsdom, and API tests that call
// route handlers against a real Postgres (each file in its own schema).
export default async function config() {
  const unit = await createJestConfig({
    displayName: "unit",
    testEnvironment: "jsdom",
    moduleNameMapper,
    setupFilesAfterEnv: ["<rootDir>/tests/setup/unit.ts"],
    testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
  })();
  const api = await createJestConfig({
    displayName: "api",
    testEnvironment: "node",
    moduleNameMapper,
    setupFilesAfterEnv: ["<rootDir>/tests/setup/api.ts"],
    testMatch: ["<rootDir>/tests/api/**/*.test.ts"],
  })();
  // Auth.js and next-intl, with their dependencies, ship ES modules only: let SWC compile them too
  // (next/jest's own pattern would skip every node_modules file).
  const esmOnly = [
    "next-auth",
    "@auth/core",
    "jose",
    "oauth4webapi",
    "@panva/hkdf",
    "preact-render-to-string",
    "preact",
    // next-intl (lib/i18n/server.ts's translator, in the server components tests render) and its own.
    "next-intl",
    "use-intl",
    "intl-messageformat",
    "@formatjs",
    "icu-minify",
    "@schummar",
    // age-encryption (lib/backup/encryption.ts) and the noble/scure crypto it is built on.
    "age-encryption",
    "@noble",
    "@scure",
  ];
  for (const project of [unit, api]) {
    project.transformIgnorePatterns = [
      `/node_modules/(?!(${esmOnly.join("|")})/)`,
      "^.+\\.module\\.(css|sass|scss)$",
    ];
  }
  for (const project of [unit, api]) {
    // Transforms are cached in the clone's own test folder, not the system's temporary one: a fresh
    // clone starts cold, as a new user's machine does (npm run test:stress empties it).
    project.cacheDirectory = "<rootDir>/.test-data/cache/jest";
    // Builds (.next, .next-test with its standalone copy of the app) and the tests' own output are
    // not the project's modules: without this, Jest maps them too and finds two package.json.
    project.modulePathIgnorePatterns = ["<rootDir>/\\.next", "<rootDir>/\\.test-data"];
  }
  // API tests talk to a real database; a race test may take several seconds.
  return { projects: [unit, api], testTimeout: 30000 };
}
