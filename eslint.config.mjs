// ESLint flat config: ESLint's and typescript-eslint's recommended rules, Next.js (core web vitals,
// TypeScript), the layering rules of the tree, and eslint-config-prettier last so that formatting is
// prettier's alone.
// Type-aware rules are off: `tsc --noEmit` (npm test's types stage) already type-checks, and a typed
// lint pass would build the whole program a second time on every run.
// @eslint/js comes with eslint (same pinned version), so it needs no entry of its own to be present.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import prettier from "eslint-config-prettier/flat";
import tseslint from "typescript-eslint";
import { lightClientFiles } from "./scripts/light-client-files.mjs";

/** An import of `dir` under the repo root, by alias (`@/dir/…`) or by a relative path (`../../dir/…`). */
const rooted = (dir) => `^(@/|(\\.\\./)+|\\./)${dir}(/.*)?$`;

/**
 * lib/ is the domain and infrastructure layer: it never reaches up into the UI or the routes.
 */
const libMayNotImport = [
  { regex: rooted("(components|app)"), message: "lib/ must not depend on components/ or app/." },
];

/**
 * Modules that only run on the server: they touch the database, secrets, the file system,
 * Node built-ins or the mailer (directly or through what they import). Client components get
 * their data from props or the JSON API instead. Types may still be shared (allowTypeImports).
 * Derived from the import graph: lib modules importing @/lib/db, the Prisma client, node:*,
 * bcryptjs, next/headers, resend, uploadthing, lib/env or server-only, and their importers.
 */
const serverOnly = [
  ["lib/db", "the database client"],
  ["lib/generated/prisma/client", "the Prisma client (import its types with `import type`)"],
  ["lib/env", "the server environment; browser code reads lib/public-env"],
  ["lib/config/secrets", "secrets"],
  ["lib/seed", "database seeding"],
  ["lib/auth", "sessions and passwords"],
  ["lib/admin", "admin repositories"],
  ["lib/contractors", "contractor repositories"],
  ["lib/email", "the mailer and its outbox"],
  ["lib/storage", "file storage"],
  ["lib/uploads", "file storage"],
  ["lib/security", "rate limits, throttles and CSP"],
  ["lib/log", "the server log"],
  ["lib/jobs", "background jobs"],
  ["lib/http", "route-handler plumbing (the API client is components/api)"],
  ["lib/inquiries/create", "a repository"],
  ["lib/quotes/(create|get|serialize)", "quote repositories"],
  ["lib/pricing/repository", "a repository"],
  ["lib/scheduling/(availability|matching)", "database queries"],
  ["lib/service-areas", "service-area repositories"],
  ["lib/bookings/(create|manage|reserve|notifications|reminders)", "booking writes and e-mails"],
  ["lib/bookings/(tokens|transitions|limits|caps)", "booking tokens, transitions and limits"],
  ["lib/bookings/(erase-personal-data|erase-copies)", "a booking write"],
  ["lib/metrics", "the metrics registry (prom-client)"],
  ["lib/backup", "backups (pg_dump, files, S3)"],
  ["lib/pages", "page revalidation and its notices"],
  ["lib/process", "process shutdown"],
  [
    "lib/reviews/(moderation|painter|public|public-pages|requests|reviews|serialize|tokens)",
    "review repositories",
  ],
];
const componentsMayNotImport = serverOnly.map(([dir, what]) => ({
  regex: rooted(dir),
  allowTypeImports: true,
  message: `Server-only: ${what}. Client components get it through props or the API.`,
}));

/**
 * What the light pages (bench/size-budget.json's `light` groups) may not load up front: each would
 * be most of such a page's JavaScript. Forbidden in every module of their first load
 * (scripts/light-client-files.mjs follows the imports from their pages); code behind an `import()`
 * loads on demand and is not counted. Type-only imports cost nothing and stay allowed.
 */
const heavyForLightPages = [
  {
    regex: "^zod(/v3.*|/v4|/v4/classic.*)?$",
    message: "The full zod: a light page's schema is written with zod/mini (lib/validations/zod-mini.ts).",
  },
  {
    regex: "^\\./zod$",
    message: "The full zod: a light page's schema is written with zod/mini (lib/validations/zod-mini.ts).",
  },
  {
    regex: rooted("lib/validations/zod"),
    message: "The full zod: a light page's schema is written with zod/mini (lib/validations/zod-mini.ts).",
  },
  {
    regex: "^(react-hook-form|@hookform/.*)(/.*)?$",
    message:
      "A form library: a light page's form keeps its values in React state and checks its schema itself.",
  },
  {
    regex: "^tailwind-merge(/.*)?$",
    message:
      "tailwind-merge: use the classes of components/ui/*-variants.ts, card-classes.ts, field-classes.ts.",
  },
  {
    regex: rooted("lib/utils"),
    message:
      "cn brings tailwind-merge: use the classes of components/ui/*-variants.ts, card-classes.ts, field-classes.ts.",
  },
  {
    regex: "^next/link$",
    message: "next/link adds the router and prefetches every link: use components/site/page-link.tsx.",
  },
  {
    regex: "^sonner(/.*)?$",
    message: "sonner loads with the first toast: raise toasts through components/ui/toast.ts.",
  },
].map((pattern) => ({ ...pattern, allowTypeImports: true }));
const lightFiles = lightClientFiles();

export default defineConfig([
  globalIgnores([
    "lib/generated/**",
    ".next/**",
    ".next-*/**",
    "node_modules/**",
    ".data/**",
    ".test-data/**",
    "coverage/**",
    "public/**",
    "playwright-report/**",
    "test-results/**",
    "next-env.d.ts",
  ]),
  js.configs.recommended,
  ...nextCoreWebVitals,
  // What eslint-config-next/typescript spreads, without its downgrade of no-unused-vars to a warning.
  tseslint.configs.recommended,
  {
    rules: {
      // Real bugs stay errors; `npm run lint` also fails on any warning (--max-warnings 0).
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      // React Compiler diagnostics: the app does not use the compiler, and they flag deliberate patterns
      // (state reset when a dialog opens, latest-value refs) whose rewrite would change behaviour.
      "react-hooks/set-state-in-effect": "off",
      "react-hooks/refs": "off",
      "react-hooks/incompatible-library": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Playwright fixtures are named by destructuring, so a hook that needs none takes `{}`.
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },
  {
    // Specs take `test` from the support module, whose pages wait for hydration after each load
    // instead of racing it (tests/e2e/support/test.ts).
    files: ["tests/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              message: "Import test and expect from ./support/test: its pages wait for hydration.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: libMayNotImport }],
    },
  },
  {
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: componentsMayNotImport }],
    },
  },
  {
    // A rule's options replace earlier ones: the light components keep the server-only boundary too.
    files: lightFiles.filter((file) => file.startsWith("components/")),
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [...componentsMayNotImport, ...heavyForLightPages] },
      ],
    },
  },
  {
    // Measured: with `import * as z` handed on as an object, the light pages carried all of
    // zod/mini and every locale (80 kB gzip); imports by name keep only what a schema uses.
    files: lightFiles,
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='zod/mini'] > ImportNamespaceSpecifier",
          message: 'Import what the schema uses by name (import { object, string } from "zod/mini").',
        },
      ],
    },
  },
  {
    files: lightFiles.filter((file) => !file.startsWith("components/")),
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: heavyForLightPages }],
    },
  },
  prettier,
]);
