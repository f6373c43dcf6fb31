import { mkdir, rm } from "node:fs/promises";
import { chromium, type BrowserContext, type TestInfo } from "@playwright/test";
import { hydrateOnLoad, type Page } from "./test";

/**
 * A browser profile of its own, as a painter's phone has: Chromium started on a user-data folder
 * (`launchPersistentContext`), not one of the throwaway contexts Playwright makes by default. Since
 * Chromium 156 a throwaway context counts as incognito, where nothing can be installed: whether the
 * app is installable is asked here, where a painter installs it from.
 *
 * The browser, its arguments and the site's address are the project's (playwright.config.ts), so
 * this profile runs the same Chromium the rest of the suite does (CHROMIUM_PATH).
 */
export async function withOwnProfile(
  testInfo: TestInfo,
  run: (context: BrowserContext, page: Page) => Promise<void>,
): Promise<void> {
  const { launchOptions, baseURL, extraHTTPHeaders, viewport } = testInfo.project.use;
  const dir = testInfo.outputPath("profile");
  await mkdir(dir, { recursive: true });
  const context = await chromium.launchPersistentContext(dir, {
    ...launchOptions,
    baseURL,
    extraHTTPHeaders,
    viewport,
  });
  try {
    const page = hydrateOnLoad(context.pages()[0] ?? (await context.newPage()));
    await run(context, page);
  } finally {
    await context.close();
    await rm(dir, { recursive: true, force: true });
  }
}
