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
  "lib/bookings/insert.ts":
    "a new booking and its first job, written in their initial statuses (create.ts calls it)",
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
/**
 * A value compared with one status word: `x.status === "scheduled"`, `"cancelled" !== to`, SQL's
 * `status = 'cancelled'` / `<> 'cancelled'` and `CASE … WHEN 'pending'`. A rule about a status
 * (may the customer change it, does it hold slots, which card counts it) is a column of the table.
 */
const STATUS_COMPARISON = new RegExp(
  [
    `[\\w.?!\\])]+\\s*[!=]==?\\s*"(?:${STATUS})"`,
    `"(?:${STATUS})"\\s*[!=]==?\\s*[\\w.]+`,
    `\\bstatus\\s*(?:=|<>|!=)\\s*'(?:${STATUS})'`,
    `\\bWHEN\\s+'(?:${STATUS})'`,
  ].join("|"),
  "g",
);

/** Everywhere code lives: the server, the screens, the pages and the ops scripts. */
const CODE_DIRS = ["lib", "components", "app", "scripts"];
const THE_TABLE = "lib/bookings/states.shared.ts";
const codeFiles = () =>
  CODE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)))
    .map((file) => relative(ROOT, file))
    .filter((rel) => rel !== THE_TABLE);

/** Files that write specific statuses as data, not as a rule, and why. */
const DATA_LISTS: Record<string, string> = {
  "scripts/bench/scale/samples.ts": "the bench's rotation of status filters to request, in its own order",
};

/**
 * The comparisons with one status that stand, as "file: text", and why: a status's own identity (its
 * notice, its fee, its e-mail), data, or a word that is not a booking or job status at all.
 */
const ALLOWED_COMPARISONS: Record<string, string> = {
  'lib/admin/bookings.ts: status === "cancelled"': "the cancellation fee is charged on cancelling itself",
  'lib/bookings/create.ts: written === "assigned"':
    "whether the first painter's job was written (create's own result)",
  'lib/bookings/lifecycle.shared.ts: status === "pending"':
    "an old assignment's pre-enum status, read as assigned",
  'lib/bookings/manage.ts: booking.status === "cancelled"':
    "an already cancelled booking answers as cancelled",
  'lib/bookings/notifications.ts: assignment.status !== "cancelled"':
    "a cancelled job's painter hears nothing",
  'lib/bookings/serialize.ts: a.status !== "rejected"':
    "the current job is the one its painter did not reject",
  'lib/contractors/calendar-feed.ts: booking.status === "cancelled"':
    "a cancelled booking's event is cancelled",
  'lib/contractors/jobs.ts: job.booking.status === "cancelled"':
    "a cancelled job has its own refusal message",
  'lib/contractors/jobs.ts: job.status === "cancelled"': "a cancelled job has its own refusal message",
  'lib/reviews/requests.ts: a.status === "completed"':
    "the painter who completed the job is the one reviewed",
  'lib/reviews/requests.ts: booking.status !== "completed"': "only a completed booking is asked for a review",
  'lib/reviews/reviews.ts: booking.status === "cancelled"':
    "a cancelled booking's review link has its own message",
  'lib/reviews/reviews.ts: booking.status !== "completed"': "only a completed booking may be reviewed",
  'lib/reviews/reviews.ts: review.status !== "pending"': "a review's status, not a booking's",
  'lib/push/worker.ts: outcome === "cancelled"': "a job alert's delivery outcome, not a booking's",
  'lib/seed/demo.ts: b.status === "completed"': "demo data: a finished job's notes and completion day",
  'lib/seed/demo.ts: b.status === "cancelled"': "demo data: a cancelled booking's fee",
  'lib/admin/booking-export.ts: filter.sort === "scheduled"':
    "the sort order named after the date, not a status",
  'lib/admin/booking-filter.ts: sort === "scheduled"': "the sort order named after the date, not a status",
  'lib/admin/booking-filter.ts: filter.sort === "scheduled"':
    "the sort order named after the date, not a status",
  'components/booking/booking-details-dialog.tsx: booking.status === "cancelled"':
    "a cancelled booking shows its own notice",
  'components/booking/booking-details-dialog.tsx: booking.status !== "cancelled"':
    "a cancelled booking shows its own notice",
  'components/booking/cancel-by-link.tsx: state.kind !== "pending"':
    "the screen's own state, not a booking's",
  'components/booking/cancel-by-link.tsx: booking.status === "cancelled"':
    "a cancelled booking shows its own notice",
  'components/contractor/dashboard/contractor-dashboard.tsx: status === "completed"':
    "completing a job asks for its notes first",
  'components/contractor/dashboard/format.ts: group === "completed"':
    "the summary card (JOB_STATES' group), not a status",
  'app/_pages/reschedule-booking-page.tsx: booking.status === "cancelled"':
    "a cancelled booking shows its own notice",
  "scripts/bench/scale/data-set/bookings.ts: status = 'cancelled'":
    "scale data: a cancelled history's fee and time",
  "scripts/bench/scale/data-set/bookings.ts: status = 'completed'":
    "scale data: a completed history's times and notes",
  "scripts/bench/scale/data-set/money.ts: status = 'completed'":
    "scale data: a completed job's invoice (issued on completion) and payout",
  "scripts/bench/scale/data-set/money.ts: status = 'cancelled'":
    "scale data: a cancelled booking's fee invoice",
  'scripts/test.mjs: c.status === "rejected"': "a settled promise's status, not a job's",
};

const comparisonsIn = (text: string) => [...text.matchAll(STATUS_COMPARISON)].map((m) => m[0]);

describe("status lists", () => {
  it("come from lib/bookings/states.shared.ts, never written out by hand in lib/, components/, app/ or scripts/", () => {
    expect("status IN ('scheduled', 'confirmed')".match(HAND_WRITTEN_LIST)).toHaveLength(1);
    expect('["assigned", "acknowledged"]'.match(HAND_WRITTEN_LIST)).toHaveLength(1);
    const files = codeFiles();
    expect(files).toEqual(
      expect.arrayContaining(["components/contractor/dashboard/format.ts", "scripts/cluster/audit.ts"]),
    );
    const lists = files.flatMap((rel) => {
      if (rel in DATA_LISTS) return [];
      return [...readFileSync(join(ROOT, rel), "utf8").matchAll(HAND_WRITTEN_LIST)].map(
        (m) => `${rel}: ${m[0]}`,
      );
    });
    expect(lists).toEqual([]);
  });

  it("every data list still has one (the allow-list stays exact)", () => {
    for (const rel of Object.keys(DATA_LISTS))
      expect(readFileSync(join(ROOT, rel), "utf8").match(HAND_WRITTEN_LIST)).not.toBeNull();
  });
});

describe("comparisons with one status", () => {
  it("finds the shapes it looks for (the scan is not blind)", () => {
    expect(comparisonsIn('if (job.status === "assigned") n++;')).toEqual(['job.status === "assigned"']);
    expect(comparisonsIn('if (to !== "cancelled" && to !== "completed") return;')).toHaveLength(2);
    expect(comparisonsIn('{booking.status !== "scheduled" && <CallToChangeNotice />}')).toHaveLength(1);
    expect(comparisonsIn(`WHERE status <> 'cancelled'`)).toHaveLength(1);
    expect(comparisonsIn(`CASE b.status WHEN 'completed' THEN 1 END`)).toHaveLength(1);
    expect(comparisonsIn('if (booking.sort === "newest") return;')).toEqual([]);
  });

  it("stand only where a status is meant as itself, outside the table: a rule is a column", () => {
    const found = codeFiles().flatMap((rel) =>
      comparisonsIn(readFileSync(join(ROOT, rel), "utf8")).map((text) => `${rel}: ${text}`),
    );
    expect([...new Set(found)].filter((entry) => !(entry in ALLOWED_COMPARISONS))).toEqual([]);
  });

  it("every allowed comparison is still there (the allow-list stays exact)", () => {
    for (const entry of Object.keys(ALLOWED_COMPARISONS)) {
      const [rel, text] = entry.split(/: (.*)/s) as [string, string];
      expect(comparisonsIn(readFileSync(join(ROOT, rel), "utf8"))).toContain(text);
    }
  });
});
