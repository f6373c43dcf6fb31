import { execFileSync } from "node:child_process";

export type Found = { rule: string | null; text: string }[];

/**
 * Lints each source as if it were the file at its path, with the real config as `npm run lint`
 * loads it (in a child process: jest's module system cannot load an ESM config). One process for
 * all the cases, since loading the config is most of the time.
 */
export function lintAll(cases: [filePath: string, source: string][]): Found[] {
  const script = `
    import { ESLint } from "eslint";
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const found = [];
    for (const [filePath, source] of cases) {
      const [result] = await eslint.lintText(source, { filePath });
      found.push(result.messages.map((m) => ({ rule: m.ruleId, text: m.message })));
    }
    process.stdout.write(JSON.stringify(found));
  `;
  const output = execFileSync(
    process.execPath,
    ["--input-type=module", "-e", script, JSON.stringify(cases)],
    {
      cwd: process.cwd(),
      encoding: "utf8",
      env: { ...process.env, NODE_OPTIONS: "" },
    },
  );
  return JSON.parse(output) as Found[];
}
