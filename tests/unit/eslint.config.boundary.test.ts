/** @jest-environment node */
import { lintAll, type Found } from "./lint-text";

/**
 * The browser/server boundary is one name (README → Architecture): client components import only
 * lib modules named `*.shared` (any module's types stay importable), and a shared module imports
 * only shared modules.
 */
const RULE = "@typescript-eslint/no-restricted-imports";
const COMPONENT = "components/booking/manage-booking-form.tsx";
const SHARED = "lib/bookings/fees.shared.ts";

const value = (specifier: string) => `import * as m from "${specifier}";\nexport const loaded = m;\n`;
const typeOnly = (specifier: string) =>
  `import type * as m from "${specifier}";\nexport type T = typeof m;\n`;

const CASES: [name: string, file: string, source: string, refused: boolean][] = [
  ["a component importing the database", COMPONENT, value("@/lib/db"), true],
  ["a component importing a repository", COMPONENT, value("@/lib/bookings/manage"), true],
  ["a component importing a server module by a relative path", COMPONENT, value("../../lib/env"), true],
  ["a component importing a DTO's type", COMPONENT, typeOnly("@/lib/admin/bookings"), false],
  ["a component importing a shared module", COMPONENT, value("@/lib/bookings/states.shared"), false],
  ["a component importing Prisma's enums", COMPONENT, value("@/lib/generated/prisma/enums"), false],
  ["a shared module importing a server module", SHARED, value("./transitions"), true],
  ["a shared module importing server-only", SHARED, `import "server-only";\n`, true],
  ["a shared module importing Node", SHARED, value("node:fs"), true],
  ["a shared module importing a shared module", SHARED, value("../pricing/money.shared"), false],
  ["a server module importing anything", "lib/bookings/manage.ts", value("@/lib/db"), false],
];

let results: Found[] = [];
beforeAll(() => {
  results = lintAll(CASES.map(([, file, source]) => [file, source]));
}, 120_000);

describe("the browser/server boundary", () => {
  it.each(CASES.map((c, i) => [c[0], c[3], i] as const))("%s: refused %s", (_name, refused, i) => {
    const rules = results[i]!.map((message) => message.rule);
    if (refused) expect(rules).toContain(RULE);
    else expect(rules).not.toContain(RULE);
  });
});
