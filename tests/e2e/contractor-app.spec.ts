import { withOwnProfile } from "./support/profile";
import { expect, test, type Page } from "./support/test";

/**
 * The painter app (README → The painter's phone): the contractor portal installed from the browser. Its manifest is
 * linked from the portal only, its service worker takes the portal and keeps the dashboard for
 * use with no network, and Chromium's own installability check passes.
 *
 * Tom Kowalski: a verified demo painter no other spec signs in as.
 */
const TOM = { email: "tom.kowalski@example.com", password: "painter123", name: "Tom Kowalski" };

async function signIn(page: Page) {
  await page.goto("/contractor/login");
  await page.getByLabel("Email").fill(TOM.email);
  await page.getByLabel("Password").fill(TOM.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/contractor\/dashboard$/);
  await expect(page.getByRole("heading", { name: `Welcome, ${TOM.name}` })).toBeVisible();
}

/** Resolves once a service worker controls the page (it registers after the page has loaded). */
async function controllingWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
      );
    }
    return `${registration.scope} ${navigator.serviceWorker.controller!.scriptURL}`;
  });
}

/** Every URL in Cache Storage, by cache. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      all[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    }
    return all;
  });
}

test.describe("the painter app", () => {
  test("the portal links its manifest, which describes the installable dashboard; the customer site links none", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);

    await signIn(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/contractor/manifest.webmanifest");
    await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute(
      "content",
      "BrushWise",
    );

    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: "BrushWise for Painters",
      short_name: "BrushWise",
      start_url: "/contractor/dashboard",
      scope: "/contractor/",
      display: "standalone",
      theme_color: "#1d4ed8",
    });
    // The worker may take the portal's folder, not the customer site.
    const worker = await request.get("/serwist/sw.js");
    expect(worker.status()).toBe(200);
    expect(worker.headers()["content-type"]).toContain("javascript");
    expect(worker.headers()["service-worker-allowed"]).toBe("/contractor/");

    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"]).toBe("image/png");
    }
  });

  test("the service worker takes the portal, Chromium can install it, and the dashboard opens with no network", async ({}, testInfo) => {
    // Installable is a question for a real profile (./support/profile.ts), not a throwaway context.
    await withOwnProfile(testInfo, async (context, page) => {
      await signIn(page);
      expect(await controllingWorker(page)).toMatch(/\/contractor\/ http:\/\/[^/]+\/serwist\/sw\.js$/);

      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      expect(installabilityErrors).toEqual([]);

      // The page hands the worker its own address and files once it is controlled, and says when
      // all is stored.
      await expect(page.locator("html")).toHaveAttribute("data-offline-ready", "true");
      const storedPolicy = await page.evaluate(async () =>
        (await caches.match("/contractor/dashboard"))!.headers.get("content-security-policy"),
      );

      await context.setOffline(true);
      try {
        expect(
          await page.evaluate(() =>
            fetch("/api/health").then(
              () => "online",
              () => "offline",
            ),
          ),
        ).toBe("offline");
        const response = await page.reload();
        // The stored copy, not a new render: each render has a fresh script nonce in its policy.
        expect(response?.headers()["content-security-policy"]).toBe(storedPolicy);
        await expect(page.getByText("Contractor Dashboard", { exact: true })).toBeVisible();
        await expect(page.getByRole("heading", { name: `Welcome, ${TOM.name}` })).toBeVisible();
      } finally {
        await context.setOffline(false);
      }

      // What the worker keeps: the dashboard and the build's files, never an API answer (the
      // dashboard asked for its jobs several times by now), all under the app's cache prefix.
      const stored = await cachedUrls(page);
      const urls = Object.values(stored).flat();
      expect(Object.keys(stored).length).toBeGreaterThan(0);
      for (const name of Object.keys(stored)) expect(name).toMatch(/^brushwise-painter-/);
      expect(urls.some((url) => new URL(url).pathname.startsWith("/_next/static/"))).toBe(true);
      expect(urls.filter((url) => new URL(url).pathname.startsWith("/api/"))).toEqual([]);
      expect(urls.filter((url) => !/\/(_next\/static|pwa)\/|\/contractor\/dashboard$/.test(url))).toEqual([]);
    });
  });
});
