/**
 * The environment variables that hold nothing secret: the part of lib/env.ts that
 * browser code (lib/site.shared.ts) and next.config.ts may import. Next.js inlines
 * NODE_ENV and NEXT_PUBLIC_* into browser bundles only where they are written out
 * as `process.env.NAME`, hence the literal reads below; next.config.ts is loaded
 * by plain Node, where lib/env.ts's server-only marker would throw.
 * Server code reads these through lib/env.ts like every other variable.
 * Relative imports: next.config.ts's loader does not know the "@/" alias.
 */
import { absoluteUrl, envReader, invalidEnvironment, text, textOr } from "./config/env-rules.shared";

const rules = {
  NODE_ENV: text(),
  NEXT_PUBLIC_SITE_URL: absoluteUrl(["http:", "https:"]),
  NEXT_DIST_DIR: textOr(".next"),
  NEXT_SKIP_TYPECHECK: text(),
  NEXT_BUILD_CACHE: text(),
};

const reader = envReader(rules, (name) => {
  switch (name) {
    case "NODE_ENV":
      return process.env.NODE_ENV;
    case "NEXT_PUBLIC_SITE_URL":
      return process.env.NEXT_PUBLIC_SITE_URL;
    case "NEXT_DIST_DIR":
      return process.env.NEXT_DIST_DIR;
    case "NEXT_SKIP_TYPECHECK":
      return process.env.NEXT_SKIP_TYPECHECK;
    case "NEXT_BUILD_CACHE":
      return process.env.NEXT_BUILD_CACHE;
  }
});

const DEFAULT_SITE_URL = "http://localhost:3000";

export const publicEnv = {
  get isProduction(): boolean {
    return reader.get("NODE_ENV") === "production";
  },
  get isDevelopment(): boolean {
    return reader.get("NODE_ENV") === "development";
  },
  /** jest sets NODE_ENV=test. */
  get isTest(): boolean {
    return reader.get("NODE_ENV") === "test";
  },
  /** The public address of the site (canonical links, e-mails, sitemap). */
  get siteUrl(): string {
    return reader.get("NEXT_PUBLIC_SITE_URL") ?? DEFAULT_SITE_URL;
  },
  /** As set, without the local default: only a configured address widens what is trusted. */
  get configuredSiteUrl(): string | undefined {
    return reader.get("NEXT_PUBLIC_SITE_URL");
  },
  /** Build folder: benchmarks and the two-instance test build into their own. */
  get distDir(): string {
    return reader.get("NEXT_DIST_DIR");
  },
  /** `npm test` type-checks first, so its end-to-end build may skip Next's own pass. */
  get skipBuildTypecheck(): boolean {
    return reader.get("NEXT_SKIP_TYPECHECK") === "1";
  },
  /**
   * Turbopack keeps a cache of each build for the next one; a build that is thrown away after one
   * use (`npm run test:stress`, CI) would spend a tenth of its time writing it (NEXT_BUILD_CACHE=off).
   */
  get keepBuildCache(): boolean {
    return reader.get("NEXT_BUILD_CACHE") !== "off";
  },
};

export const publicEnvProblems = (): string[] => reader.problems();

/** Throws "Invalid environment: …" naming every bad variable of this file. */
export function assertValidPublicEnv() {
  const problems = publicEnvProblems();
  if (problems.length > 0) throw invalidEnvironment(problems);
}
