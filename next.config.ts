import { createRequire } from "node:module";
import path from "node:path";
import type { NextConfig } from "next";
// Not lib/env.ts: plain Node loads this file, where that module's server-only marker throws.
import { assertValidPublicEnv, publicEnv } from "./lib/public-env.shared";
import { SECURITY_HEADERS } from "./lib/security/response-headers.shared";

assertValidPublicEnv();

/**
 * Precompiled messages (next-intl's documented set-up, wired by hand: its plugin would precompile every
 * catalogue file, and some components read their file's texts as plain strings). Every translator of
 * the app formats with use-intl's format-only variant, so no ICU parser reaches the browser; the
 * messages it is given are precompiled: on the server by lib/i18n/precompiled.ts, in the quote wizard's
 * chunk by next-intl's catalogue loader (an import of a catalogue file ending in `?precompiled`).
 * Plain Node and Jest keep the parsing variant (lib/i18n/precompiled.ts reads which one it got).
 */
const formatOnly = path.relative(
  process.cwd(),
  createRequire(path.join(process.cwd(), "package.json")).resolve("use-intl/format-message/format-only"),
);
const precompiledMessages = {
  "use-intl/format-message": `./${formatOnly.split(path.sep).join("/")}`,
};
const precompiledCatalogueFiles = {
  "*.json": {
    condition: { query: /^\?precompiled$/ },
    loaders: [
      {
        loader: "next-intl/extractor/catalogLoader",
        options: { messages: { format: "json", precompile: true } },
      },
    ],
    as: "*.js",
  },
};

const nextConfig: NextConfig = {
  // Benchmarks and the two-instance test build into folders of their own so
  // they never overwrite the end-to-end suite's build (NEXT_DIST_DIR=.next-bench).
  distDir: publicEnv.distDir,
  // The Docker image runs the self-contained server (node server.js); `next start`
  // still serves the same build locally and in the tests.
  output: "standalone",
  // Records the inline-script hashes of prerendered pages for their CSP (see the file).
  adapterPath: path.join(process.cwd(), "scripts/csp-adapter.mjs"),
  async headers() {
    return [{ source: "/:path*", headers: [...SECURITY_HEADERS] }];
  },
  poweredByHeader: false,
  turbopack: { resolveAlias: precompiledMessages, rules: precompiledCatalogueFiles },
  reactStrictMode: true,
  // The database driver stays a plain Node dependency instead of being bundled.
  // esbuild bundles the painter app's service worker at build time (app/serwist/[path]/route.ts):
  // a native binary, loaded by Node, never bundled (esbuild-wasm is Serwist's unused fallback).
  serverExternalPackages: [
    "pg",
    "@prisma/adapter-pg",
    "bcryptjs",
    "sharp",
    "prom-client",
    "esbuild",
    "esbuild-wasm",
  ],
  // `npm test` type-checks the whole project first (its "types" suite), so its
  // end-to-end build may skip Next's own, slower pass.
  typescript: { ignoreBuildErrors: publicEnv.skipBuildTypecheck },
  experimental: {
    turbopackFileSystemCacheForBuild: publicEnv.keepBuildCache,
    // One root layout per language (app/(en), app/es): an unknown address gets app/global-not-found.tsx.
    globalNotFound: true,
  },
};

export default nextConfig;
