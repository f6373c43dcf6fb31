import type { FileChooser, Page } from "@playwright/test";

/**
 * The file pickers `page` opens, in order: call it before the page can open one (right after the
 * page is made, before its first `goto`), then `next()` just before the click or key that opens it.
 *
 * Why not `page.waitForEvent("filechooser")` just before the click: Playwright asks Chromium to
 * intercept file pickers only when the first listener is added, and does not wait for the answer.
 * The click sent right after raced that request, and on a busy machine won it about one time in
 * four: the page opened the picker (the input's click ran, with the key's user activation), nobody
 * intercepted it, and the test waited for an event that never came. Subscribed before the page even
 * loads, the request is answered long before any click, whatever the machine's speed.
 */
export function fileChoosers(page: Page): { next(): Promise<FileChooser> } {
  const opened: FileChooser[] = [];
  const waiting: ((chooser: FileChooser) => void)[] = [];
  page.on("filechooser", (chooser) => {
    const waiter = waiting.shift();
    if (waiter) waiter(chooser);
    else opened.push(chooser);
  });
  return {
    next() {
      const chooser = opened.shift();
      return chooser ? Promise.resolve(chooser) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}
