import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_PACKAGE, chromiumPath } from "./scripts/chromium-path.js";

// Playwright cannot download its own browser here: use the system's (Debian's headless shell first).
const chromium = chromiumPath();
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install it (apt-get install -y ${CHROMIUM_PACKAGE}) or set CHROMIUM_PATH to its executable.`,
  );
}

const port = Number(process.env.E2E_PORT ?? 3100);
const stripePort = process.env.E2E_STRIPE_PORT;

/** Specs that publish reviews: they run in projects of their own after the others (see `projects`). */
const AFTER_THE_REST = ["**/admin-reviews.spec.ts", "**/reviews-loop.spec.ts"];
const baseURL = `http://127.0.0.1:${port}`;
const DESKTOP = { ...devices["Desktop Chrome"], reducedMotion: "reduce" as const };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only the second time is a bug to fix, not to hide.
  retries: 0,
  // Traces and screenshots of failures, with the other test output, never in the developer's tree.
  outputDir: ".test-data/test-results",
  reporter: [
    ["list"],
    // scripts/test.mjs reads it for the closing "N passed, N failed" line.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [["json"] as ["json"]] : []),
    ...(process.env.CI
      ? []
      : [
          ["html", { open: "never", outputFolder: ".test-data/playwright-report" }] as [
            "html",
            { open: "never"; outputFolder: string },
          ],
        ]),
  ],
  // On our 2-core machines two browsers, the server and Postgres share the cores: a page that
  // answers in 0.2 s alone can take several seconds mid-suite. Assertions wait up to 10 s and a
  // test may take a minute; what each test checks is unchanged.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // No trace unless asked (`npm test -- e2e tests/e2e/x.spec.ts --trace on`): recording one for every
    // test, to keep those of the failures, took a sixth of the suite's time on two cores, and twice
    // that with the screencast. A failure still leaves its screenshot and the page's accessibility
    // tree (error-context.md) in .test-data/test-results.
    trace: "off",
    screenshot: "only-on-failure",
    // What a browser sends with every write of our pages: the tests' own API calls (the `request`
    // fixture, page.request) carry the session cookie after a login, and a cookie-authenticated
    // write without it is refused as cross-site (lib/http/origin.ts).
    extraHTTPHeaders: { origin: baseURL },
    launchOptions: {
      executablePath: chromium,
      args: [
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // Everything but the flows that exist only on a phone.
    // Desktop runs ask for reduced motion (the site then draws no animation, app/globals.css): no
    // test waits for a dialog to finish zooming in, and two busy cores draw a tenth less. The phone
    // project keeps the motion most visitors see.
    {
      name: "desktop",
      use: DESKTOP,
      testIgnore: AFTER_THE_REST,
      grepInvert: /@phone-only/,
    },
    // Only the tests that check the phone layout (tagged @phone, or @phone-only for flows such as the
    // painter's portal that are phone-sized): the rest would repeat the desktop run at twice its cost.
    {
      name: "phone",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        isMobile: true,
      },
      testIgnore: AFTER_THE_REST,
      grep: /@phone/,
    },
    // Publishing a review changes the home and location pages (and has Next.js render them
    // again): never while the other specs check those pages, and the whole loop, which needs its
    // review to be the latest published, never while the moderation spec publishes others.
    {
      name: "moderation",
      use: DESKTOP,
      testMatch: "admin-reviews.spec.ts",
      dependencies: ["desktop", "phone"],
    },
    {
      name: "reviews-loop",
      use: DESKTOP,
      testMatch: "reviews-loop.spec.ts",
      dependencies: ["moderation"],
    },
  ],
  webServer: [
    // The production server (Next.js behind its page cache), started directly:
    // killing npm or npx would orphan it.
    {
      command: `node server.mjs`,
      env: { PORT: String(port) },
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    },
    // Stripe's API and hosted checkout, stood in for on this machine (npm test -- e2e sets the port and
    // gives the app its keys; tests/e2e/support/stripe-stand-in.ts).
    ...(stripePort
      ? [
          {
            command: `node node_modules/tsx/dist/cli.mjs tests/e2e/support/stripe-stand-in.ts`,
            url: `http://127.0.0.1:${stripePort}/health`,
            reuseExistingServer: false,
            timeout: 60_000,
            stdout: "ignore" as const,
            stderr: "pipe" as const,
          },
        ]
      : []),
  ],
});
