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
 * The browser/server boundary is one name: a lib module the browser may run is named `*.shared.ts`
 * (pure rules both sides run: prices, states, dates, slots, schemas, formats). Every other lib module
 * is the server's (it touches the database, secrets, files, the mailer or Node, or may come to), and
 * client components reach it only through props or the JSON API; its types (DTOs) may be imported.
 * Prisma's generated enums are plain objects and stay importable.
 */
const NOT_SHARED_LIB = "lib/(?!generated/prisma/enums$)(?!.*\\.shared$)";
/**
 * Except the server's translator (lib/i18n/server.ts): server components in components/ take their
 * texts from it. It imports "server-only", so a client component that imports it fails the build;
 * client components use next-intl's useTranslations under an IntlProvider instead.
 */
const NOT_SHARED_LIB_FOR_COMPONENTS = "lib/(?!generated/prisma/enums$)(?!i18n/server$)(?!.*\\.shared$)";
const componentsMayNotImport = [
  {
    regex: `^(@/|(\\.\\./)+)${NOT_SHARED_LIB_FOR_COMPONENTS}`,
    allowTypeImports: true,
    message:
      "Server-only: a client component imports only lib modules named *.shared (and any module's types). Server data comes through props or the API.",
  },
];
/** A shared module stays shared: it imports shared modules only (types excepted), and nothing of Node. */
const sharedMayNotImport = [
  {
    regex: `^(@/${NOT_SHARED_LIB}|\\.\\.?/(?!(.*/)?generated/prisma/enums$)(?!.*\\.shared$))`,
    allowTypeImports: true,
    message:
      "A *.shared module runs in the browser too: it may import only other *.shared modules (and types).",
  },
  {
    regex: "^(server-only|node:.*|@/lib/db(/.*)?|@/lib/env)$",
    message: "A *.shared module runs in the browser too.",
  },
];

/**
 * What the light pages (bench/size-budget.json's `light` groups) may not load up front: each would
 * be most of such a page's JavaScript. Forbidden in every module of their first load
 * (scripts/light-client-files.mjs follows the imports from their pages); code behind an `import()`
 * loads on demand and is not counted. Type-only imports cost nothing and stay allowed.
 */
const heavyForLightPages = [
  {
    regex: "^zod(/v3.*|/v4|/v4/classic.*)?$",
    message:
      "The full zod: a light page's schema is written with zod/mini (lib/validations/zod-mini.shared.ts).",
  },
  {
    regex: "^\\./zod\\.shared$",
    message:
      "The full zod: a light page's schema is written with zod/mini (lib/validations/zod-mini.shared.ts).",
  },
  {
    regex: rooted("lib/validations/zod\\.shared"),
    message:
      "The full zod: a light page's schema is written with zod/mini (lib/validations/zod-mini.shared.ts).",
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
    regex: rooted("lib/utils\\.shared"),
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
    files: ["lib/**/*.shared.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: sharedMayNotImport }],
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
    files: lightFiles.filter((file) => file.startsWith("app/")),
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: heavyForLightPages }],
    },
  },
  {
    // The light pages' shared modules keep the shared rule too.
    files: lightFiles.filter((file) => file.startsWith("lib/")),
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [...sharedMayNotImport, ...heavyForLightPages] },
      ],
    },
  },
  prettier,
]);
