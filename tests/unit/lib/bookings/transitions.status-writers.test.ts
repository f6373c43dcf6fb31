/**
 * Booking.status and JobAssignment.status change in one place, lib/bookings/transitions.ts
 * (`transition`), so every move is checked against lib/bookings/states.shared.ts, stamped, followed by
 * the job and announced. This scans lib/ and app/ for any other write of either column: a Prisma
 * create/update/upsert whose data names `status`, or SQL that inserts or sets it.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const ROOT = join(__dirname, "../../../..");

/** Where a status may be written, and why. */
const ALLOWED: Record<string, string> = {
  "lib/bookings/transitions.ts": "the writer itself; assignPainter creates a job in its initial status",
  "lib/bookings/create.ts": "a new booking and its first job, written in their initial statuses",
};
/** Demo and scale seeds write finished histories directly: they are data, not moves. */
const SKIPPED_DIRS = ["lib/generated", "lib/seed"];

const MODELS = new Set(["booking", "jobAssignment"]);
const WRITES = new Set(["create", "createMany", "update", "updateMany", "upsert"]);
const DATA_KEYS = new Set(["data", "create", "update"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    const rel = relative(ROOT, path);
    if (SKIPPED_DIRS.some((skipped) => rel === skipped)) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs)$/.test(name) ? [path] : [];
  });
}

const nameOf = (node: ts.Node | undefined) =>
  node && (ts.isIdentifier(node) || ts.isStringLiteral(node)) ? node.text : undefined;

/** Whether an object literal (one of a call's data objects) names a `status` property. */
function namesStatus(node: ts.Expression): boolean {
  if (ts.isArrayLiteralExpression(node)) return node.elements.some((e) => namesStatus(e as ts.Expression));
  if (!ts.isObjectLiteralExpression(node)) return false;
  return node.properties.some((p) => nameOf(p.name) === "status");
}

/** `x.booking.update({ data: { status } })` and the like, as "model.method" at line N. */
function prismaStatusWrites(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      WRITES.has(node.expression.name.text) &&
      ts.isPropertyAccessExpression(node.expression.expression) &&
      MODELS.has(node.expression.expression.name.text)
    ) {
      const [arg] = node.arguments;
      const data =
        arg && ts.isObjectLiteralExpression(arg)
          ? arg.properties.filter(
              (p): p is ts.PropertyAssignment =>
                ts.isPropertyAssignment(p) && DATA_KEYS.has(nameOf(p.name) ?? ""),
            )
          : [];
      if (data.some((p) => namesStatus(p.initializer))) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(
          `${node.expression.expression.name.text}.${node.expression.name.text} at line ${line + 1}`,
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const SQL_WRITES = [
  /UPDATE\s+"(Booking|JobAssignment)"[\s\S]{0,400}?\bSET\b[^;`]*?\bstatus\s*=/gi,
  /INSERT\s+INTO\s+"(Booking|JobAssignment)"\s*\([^)]*\bstatus\b/gi,
];

const sqlStatusWrites = (text: string) => SQL_WRITES.flatMap((re) => [...text.matchAll(re)].map((m) => m[0]));

describe("the one writer of booking and job statuses", () => {
  const files = [...sourceFiles(join(ROOT, "lib")), ...sourceFiles(join(ROOT, "app"))];

  it("finds the writes it looks for (the scan is not blind)", () => {
    const sample = `await tx.booking.updateMany({ where: { id }, data: { status: "cancelled" } });
      await db.jobAssignment.update({ where: { id }, data: { notes: null } });`;
    expect(prismaStatusWrites("sample.ts", sample)).toEqual(["booking.updateMany at line 1"]);
    expect(sqlStatusWrites('UPDATE "JobAssignment" SET status = $1 WHERE id = $2')).toHaveLength(1);
    expect(sqlStatusWrites('INSERT INTO "Booking" (id, status) VALUES ($1, $2)')).toHaveLength(1);
    expect(files.map((f) => relative(ROOT, f))).toEqual(
      expect.arrayContaining(["lib/bookings/transitions.ts", "lib/bookings/manage.ts"]),
    );
  });

  it("writes Booking.status and JobAssignment.status only in the allowed files", () => {
    const offenders = files.flatMap((file) => {
      const rel = relative(ROOT, file);
      if (rel in ALLOWED) return [];
      const text = readFileSync(file, "utf8");
      return [...prismaStatusWrites(file, text), ...sqlStatusWrites(text)].map((w) => `${rel}: ${w}`);
    });
    expect(offenders).toEqual([]);
  });

  it("every allowed file still writes a status (the allow-list stays exact)", () => {
    for (const rel of Object.keys(ALLOWED)) {
      const text = readFileSync(join(ROOT, rel), "utf8");
      expect([...prismaStatusWrites(rel, text), ...sqlStatusWrites(text)].length).toBeGreaterThan(0);
    }
  });
});

const STATUS = "pending|scheduled|confirmed|in_progress|completed|cancelled|assigned|acknowledged|rejected";
/** Two status words side by side in an array or an SQL IN list: a list the state table should give. */
const HAND_WRITTEN_LIST = new RegExp(
  `\\[\\s*"(${STATUS})"\\s*,\\s*"(${STATUS})"|IN\\s*\\(\\s*'(${STATUS})'`,
  "g",
);

describe("status lists", () => {
  it("come from lib/bookings/states.shared.ts, never written out by hand in lib/", () => {
    expect("status IN ('scheduled', 'confirmed')".match(HAND_WRITTEN_LIST)).toHaveLength(1);
    expect('["assigned", "acknowledged"]'.match(HAND_WRITTEN_LIST)).toHaveLength(1);
    const lists = sourceFiles(join(ROOT, "lib")).flatMap((file) => {
      const rel = relative(ROOT, file);
      if (rel === "lib/bookings/states.shared.ts") return [];
      return [...readFileSync(file, "utf8").matchAll(HAND_WRITTEN_LIST)].map((m) => `${rel}: ${m[0]}`);
    });
    expect(lists).toEqual([]);
  });
});
