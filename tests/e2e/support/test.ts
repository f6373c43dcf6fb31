import { test as base, expect, type Page, type Response } from "@playwright/test";

export { expect };
export type { APIRequestContext, APIResponse, Locator, Page, Response, TestInfo } from "@playwright/test";

/**
 * Until React has hydrated a page, its buttons and in-place links do nothing (or do what the
 * plain HTML does), so a click right after a load depends on how fast the page's JavaScript
 * arrived and ran. The root layout marks `<html data-hydrated>` once React owns the page
 * (components/site/hydration-marker.tsx): this waits for that state, never for a length of time.
 */
export async function hydrated(page: Page): Promise<void> {
  // A page whose scripts never run (a CSP refusal, a missing chunk) fails here, saying so.
  await expect(page.locator("html"), "the page hydrated").toHaveAttribute("data-hydrated", "true");
}

/** An HTML page of this site, answered to a browser that runs scripts. */
function isOurPage(page: Page, response: Response | null): boolean {
  if (!response) return false;
  const type = response.headers()["content-type"] ?? "";
  return type.startsWith("text/html") && new URL(response.url()).origin === new URL(page.url()).origin;
}

/**
 * Makes `goto` and `reload` return once the page is hydrated (pages of this site only, and not when
 * the caller asked for the bare response with `waitUntil: "commit"`). For pages the test fixture
 * does not create (`browser.newContext()`); navigations started by a click call `hydrated` themselves.
 */
export function hydrateOnLoad(page: Page, javaScriptEnabled = true): Page {
  if (!javaScriptEnabled) return page;
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const settle = async (response: Response | null, waitUntil?: string) => {
    if (waitUntil !== "commit" && isOurPage(page, response)) await hydrated(page);
    return response;
  };
  page.goto = async (url, options) => settle(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => settle(await reload(options), options?.waitUntil);
  return page;
}

/** Playwright's test, whose `page` waits for hydration after `goto` and `reload`. */
export const test = base.extend({
  // `provide` is Playwright's `use`, renamed so the React hooks lint rule does not take it for a hook.
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(hydrateOnLoad(page, javaScriptEnabled));
  },
});
