// CommonJS so that both scripts/setup.mjs and playwright.config.ts (which Playwright loads as
// CommonJS) can read the one list of Chromiums the end-to-end tests may drive.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS on purpose (above)
const { existsSync } = require("node:fs");

/**
 * Best first. Debian's chromium-headless-shell is the headless build Playwright itself runs by
 * default (no window system, no GPU process to feed): on our two cores the end-to-end suite runs in
 * well under half the time it takes with the full browser, /usr/bin/chromium, which also works.
 */
const SYSTEM_CHROMIUMS = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];

/** The Debian package to install when none is there. */
const CHROMIUM_PACKAGE = "chromium-headless-shell";

/** The Chromium the end-to-end tests drive: CHROMIUM_PATH, else the first system one present. */
function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH || SYSTEM_CHROMIUMS.find((file) => existsSync(file)) || SYSTEM_CHROMIUMS[0];
}

module.exports = { CHROMIUM_PACKAGE, chromiumPath };
