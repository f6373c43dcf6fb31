/**
 * Where npm test writes: everything under .test-data/ and .next-test/, never the developer's .data/
 * (database, uploads) nor .next, and nothing in the system's temporary folder (README → Test it,
 * "Hermetic"). One module, so the environment, the stages and stress mode name the same folders.
 */
import path from "node:path";
import { root } from "../lib.mjs";

/** Everything the tests write: never the developer's .data/ (database, uploads) nor .next. */
export const outputDir = path.join(root, ".test-data");
export const reportsDir = path.join(outputDir, "reports");
/** The tools' caches between runs (Jest's location is also in jest.config.mjs, for a bare `npx jest`). */
export const cacheDir = path.join(outputDir, "cache");
/** The temporary folder of everything the suite starts (tsx's cache, Chromium's profiles, …). */
export const tmpDir = path.join(outputDir, "tmp");
/** The end-to-end build, apart from the developer's `npm start` build in .next. */
export const E2E_DIST_DIR = ".next-test";
