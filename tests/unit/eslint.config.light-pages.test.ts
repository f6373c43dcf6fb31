/** @jest-environment node */
import { lightClientFiles } from "../../scripts/light-client-files.mjs";
import { lintAll, type Found } from "./lint-text";

const results = new Map<string, Found>();
const key = (filePath: string, source: string) => `${filePath}\n${source}`;
const lint = async (filePath: string, source: string) => results.get(key(filePath, source))!;

const importing = (specifier: string) =>
  `"use client";\nimport * as heavy from "${specifier}";\nexport const loaded = heavy;\n`;

const HEAVY = [
  "zod",
  "zod/v4",
  "@/lib/validations/zod.shared",
  "react-hook-form",
  "@hookform/resolvers/zod",
  "tailwind-merge",
  "@/lib/utils.shared",
  "next/link",
  "sonner",
];

/** As a rules module beside the schemas would import them: the full zod's wrapper is "./zod" there. */
const LIGHT_MODULE_HEAVY = ["zod", "./zod.shared", "@/lib/utils.shared", "sonner"];

const RULE = "@typescript-eslint/no-restricted-imports";

const LIGHT_COMPONENT = "components/auth/login-form.tsx";
const LIGHT_MODULE = "lib/validations/review-rules.shared.ts";
const ALLOWED = `"use client";\nimport { string } from "zod/mini";\nimport type { ExternalToast } from "sonner";\nexport const schema = string();\nexport type Options = ExternalToast;\n`;
const MINI_AS_OBJECT = `import * as z from "zod/mini";\nexport const schema = z.string();\n`;

beforeAll(() => {
  const cases: [string, string][] = [
    ...HEAVY.map((specifier): [string, string] => [LIGHT_COMPONENT, importing(specifier)]),
    ...LIGHT_MODULE_HEAVY.map((specifier): [string, string] => [LIGHT_MODULE, importing(specifier)]),
    [LIGHT_COMPONENT, ALLOWED],
    ["components/admin/data-table.tsx", importing("tailwind-merge")],
    [LIGHT_COMPONENT, importing("@/lib/db")],
    [LIGHT_MODULE, MINI_AS_OBJECT],
  ];
  lintAll(cases).forEach((found, i) => results.set(key(...cases[i]!), found));
}, 120_000);

describe("the light pages' client modules may not load the heavy libraries", () => {
  it("finds the light pages' client modules, and not what loads on demand", () => {
    const files = lightClientFiles();
    expect(files).toEqual(
      expect.arrayContaining([
        "components/auth/login-form.tsx",
        "components/contractor/registration-form.tsx",
        "components/reviews/review-form.tsx",
        "components/home/commercial-inquiry-form-loader.tsx",
        "components/quote/quote-launcher.ts",
        "lib/validations/login-rules.shared.ts",
        "lib/validations/review-rules.shared.ts",
      ]),
    );
    // The wizard loads on the first Get Quote; the dashboards are not light pages.
    expect(files).not.toContain("components/quote/quote-wizard.tsx");
    expect(files.some((file) => file.startsWith("components/contractor/dashboard/"))).toBe(false);
    // The back office's route-group layout is not the admin login's (a sibling of the group).
    expect(files).toContain("components/auth/login-form.tsx");
    expect(files.some((file) => file.startsWith("components/admin/back-office/"))).toBe(false);
    // Server components stay out: they may use cn, their markup is HTML.
    expect(files).not.toContain("components/site/site-header.tsx");
  });

  it.each(HEAVY)("refuses %s in a light page's client component", async (specifier) => {
    const found = await lint(LIGHT_COMPONENT, importing(specifier));
    expect(found.map((message) => message.rule)).toContain(RULE);
  });

  it.each(LIGHT_MODULE_HEAVY)("refuses %s in a module the light pages import", async (specifier) => {
    const found = await lint(LIGHT_MODULE, importing(specifier));
    expect(found.map((message) => message.rule)).toContain(RULE);
  });

  it("allows zod/mini, and type-only imports", async () => {
    expect(await lint(LIGHT_COMPONENT, ALLOWED)).toEqual([]);
  });

  it("takes zod/mini by name: a namespace object brings all of it", async () => {
    const found = await lint(LIGHT_MODULE, MINI_AS_OBJECT);
    expect(found.map((message) => message.rule)).toEqual(["no-restricted-syntax"]);
  });

  it("leaves the heavier pages alone", async () => {
    const found = await lint("components/admin/data-table.tsx", importing("tailwind-merge"));
    expect(found.map((message) => message.rule)).not.toContain(RULE);
  });

  it("keeps the server-only boundary on the light components", async () => {
    const found = await lint(LIGHT_COMPONENT, importing("@/lib/db"));
    expect(found.map((message) => message.rule)).toContain(RULE);
  });
});
