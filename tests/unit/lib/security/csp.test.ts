import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { contentSecurityPolicy, createNonce } from "@/lib/security/csp";
import { withScriptHashes } from "@/lib/security/inline-script-hashes.mjs";

const scriptSrc = (policy: string) =>
  policy
    .split("; ")
    .find((d) => d.startsWith("script-src "))!
    .split(" ")
    .slice(1);

/** The page files under app/ that export `revalidate` (Next.js renders them again after the build). */
function regeneratedPageFiles(dir = "app"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return regeneratedPageFiles(file);
    return entry.name === "page.tsx" && /export const revalidate\b/.test(readFileSync(file, "utf8"))
      ? [file]
      : [];
  });
}

describe("contentSecurityPolicy", () => {
  it("allows a prerendered page's inline scripts by hash, never 'unsafe-inline'", () => {
    const policy = contentSecurityPolicy({ hashes: ["'sha256-abc='", "'sha256-def='"] });
    expect(scriptSrc(policy)).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });

  it("lets the painter app register its own service worker and manifest, and nothing else's", () => {
    const directives = contentSecurityPolicy({ nonce: "n0nce" }).split("; ");
    expect(directives).toContain("worker-src 'self'");
    expect(directives).toContain("manifest-src 'self'");
  });

  it("lets forms lead only here, and to Stripe's Checkout when card payments are on (the invoice's Pay)", () => {
    const formAction = () =>
      contentSecurityPolicy({ nonce: "n0nce" })
        .split("; ")
        .find((d) => d.startsWith("form-action"));
    const saved = { ...process.env };
    try {
      delete process.env.STRIPE_SECRET_KEY;
      expect(formAction()).toBe("form-action 'self'");
      process.env.STRIPE_SECRET_KEY = "sk_live_51Habcdefghijkl";
      delete process.env.STRIPE_API_URL;
      expect(formAction()).toBe("form-action 'self' https://checkout.stripe.com");
      process.env.STRIPE_API_URL = "http://127.0.0.1:4010";
      expect(formAction()).toBe("form-action 'self' http://127.0.0.1:4010");
    } finally {
      process.env = saved;
    }
  });

  it("allows a per-request page's scripts by nonce, and eval only in development", () => {
    expect(scriptSrc(contentSecurityPolicy({ nonce: "n0nce" }))).toEqual(["'self'", "'nonce-n0nce'"]);
    expect(scriptSrc(contentSecurityPolicy({ nonce: "n0nce", dev: true }))).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ https: true })).toContain("upgrade-insecure-requests");
  });

  it("makes a fresh, unguessable nonce each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("hashedWhenServed", () => {
  it("names the pages Next.js renders again and serves from its cache, and no other", () => {
    const { hashedWhenServed } =
      jest.requireActual<typeof import("@/lib/security/csp")>("@/lib/security/csp");
    for (const path of [
      "/",
      "/location/19103",
      "/location/00000",
      "/cost/interior-painting",
      "/cost/interior-painting/chester-county",
    ]) {
      expect(hashedWhenServed(path)).toBe(true);
    }
    for (const path of [
      "/admin/dashboard",
      "/faq",
      "/location",
      "/location/19103/x",
      "/manage-booking",
      "/locations",
      "/cost",
      "/cost/interior-painting/chester-county/x",
    ]) {
      expect(hashedWhenServed(path)).toBe(false);
    }
  });

  it("covers every page Next.js renders again (each `revalidate` export under app/)", () => {
    const { hashedWhenServed } =
      jest.requireActual<typeof import("@/lib/security/csp")>("@/lib/security/csp");
    const pages = regeneratedPageFiles();
    expect(pages).toContain("app/(en)/location/[zipCode]/page.tsx");
    for (const file of pages) {
      // app/(en)/cost/interior-painting/[county]/page.tsx → /cost/interior-painting/x
      const path = `/${file
        .replace(/^app\/(?:\(en\)\/)?/, "")
        .replace(/^app\/?/, "")
        .replace(/\/?page\.tsx$/, "")}`.replace(/\[[^\]]+\]/g, "x");
      expect({ file, hashed: hashedWhenServed(path) }).toEqual({ file, hashed: true });
    }
  });
});

describe("withScriptHashes", () => {
  it("replaces only script-src's hashes, keeping its other sources and every other directive", () => {
    const policy =
      "default-src 'self'; script-src 'self' 'sha256-old=' 'sha384-x'; style-src 'self' 'sha256-s='";
    expect(withScriptHashes(policy, ["'sha256-new='"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-new='; style-src 'self' 'sha256-s='",
    );
  });
});
