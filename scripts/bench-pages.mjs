#!/usr/bin/env node
/**
 * npm run bench:pages: Lighthouse (mobile settings) against a production build of the public
 * pages, with the system Chromium. Builds when the build is missing or older than the sources,
 * starts the production server (server.mjs) on a free port with a throw-away in-memory embedded Postgres (migrated and
 * seeded), runs Lighthouse on each page, prints the four category scores with LCP, TBT and CLS,
 * writes the table to bench/pages.md, and stops the server and the database.
 *
 *   npm run bench:pages                      every public page type, median of three runs each
 *   npm run bench:pages -- --runs=3          median of three runs per page (each figure on its own; the default)
 *   npm run bench:pages -- --label=before    the section of bench/pages.md to write (default "latest";
 *                                            other sections stay, so before and after sit side by side)
 *   npm run bench:pages -- /about /terms     other pages (Spanish ones too: /es/about)
 *   npm run bench:pages -- --spanish         the Spanish twin of every default page that has one
 *                                            (section "spanish" unless --label says otherwise)
 *   npm run bench:pages -- --cpu-slowdown=16 slow the CPU exactly 16 times (instead of the fixed phone
 *                                            speed below)
 *   npm run bench:pages -- --phone-index=350 the phone's speed (the default): the CPU is slowed so that
 *                                            Lighthouse's benchmark index of this machine ÷ slowdown ≈ 350,
 *                                            whatever machine runs it (4× on an index of 1,400, 11× on
 *                                            3,700). Each run's slowdown comes from the index the run before
 *                                            measured (a first run calibrates and is discarded)
 *   npm run bench:pages -- --reports=DIR     also keep each run's Lighthouse report (JSON) in DIR
 *   npm run bench:pages -- --no-build        use the existing build as it is
 *   npm run bench:pages -- --build           build even when the build looks up to date
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import { bin, freePort, nextBin, root, run, SERVER_CONDITION, serverScript, waitForHealth } from "./lib.mjs";
import { startEmbeddedPostgres } from "./embedded-postgres.mjs";

/** One page of every public type (and the painters' sign-in, the lightest form page). */
const DEFAULT_PAGES = [
  "/",
  "/location/19103",
  "/locations",
  "/locations/philadelphia-county",
  "/cost/interior-painting",
  "/cost/interior-painting/philadelphia-county",
  "/faq",
  "/about",
  "/color-consultation",
  "/privacy",
  "/terms",
  "/style-quiz",
  "/manage-booking",
  "/become-painter",
  "/contractor/login",
];
/**
 * The default pages' Spanish twins (lib/i18n/locales.shared.ts's SPANISH_TWINS, which plain Node
 * cannot import): the same path under /es, but for the painter portal, which keeps its addresses.
 */
const SPANISH_PAGES = DEFAULT_PAGES.filter((page) => !page.startsWith("/contractor/")).map((page) =>
  page === "/" ? "/es" : `/es${page}`,
);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const args = process.argv.slice(2);
const spanish = args.includes("--spanish");
const pages = args.filter((a) => a.startsWith("/"));
const runs = Math.max(1, Number(args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 3));
const label = args.find((a) => a.startsWith("--label="))?.slice(8) || (spanish ? "spanish" : "latest");
const fixedSlowdown = args.find((a) => a.startsWith("--cpu-slowdown="))?.slice(15);
const phoneIndex = Number(args.find((a) => a.startsWith("--phone-index="))?.slice(14) ?? 350);
const reportsDir = args.find((a) => a.startsWith("--reports="))?.slice(10);
const skipBuild = args.includes("--no-build");
const forceBuild = args.includes("--build");
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// A build folder of its own, so measuring never replaces the end-to-end suite's build.
const distDir = process.env.NEXT_DIST_DIR || ".next-pages";

/** Newest modification time under the given folders (sources that end up in the build). */
function newestSource(dirs) {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs, statSync(full).ctimeMs);
    }
  };
  for (const dir of dirs) if (existsSync(path.join(root, dir))) walk(path.join(root, dir));
  for (const file of ["next.config.ts", "package.json", "proxy.ts", "instrumentation.ts"]) {
    if (existsSync(path.join(root, file))) newest = Math.max(newest, statSync(path.join(root, file)).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  const buildId = path.join(root, distDir, "BUILD_ID");
  if (!existsSync(buildId)) return true;
  return newestSource(["app", "components", "lib", "public", "prisma"]) > statSync(buildId).mtimeMs;
}

const ms = (value) => (value == null ? "–" : `${Math.round(value).toLocaleString("en-US")} ms`);
const score = (value) => (value == null ? "–" : String(Math.round(value * 100)));

/** The median of each figure on its own (runs are noisy, and not all in the same direction). */
function median(results) {
  const mid = (values) => {
    const known = values.filter((v) => v != null).sort((a, b) => a - b);
    return known.length ? known[Math.floor(known.length / 2)] : null;
  };
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, mid(results.map((r) => r.scores[c]))])),
    lcp: mid(results.map((r) => r.lcp)),
    tbt: mid(results.map((r) => r.tbt)),
    cls: mid(results.map((r) => r.cls)),
    benchmarkIndex: mid(results.map((r) => r.benchmarkIndex)),
    slowdown: mid(results.map((r) => r.slowdown)),
    failing: [...new Set(results.flatMap((r) => r.failing))],
  };
}

async function main() {
  if (!existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath} (set CHROMIUM_PATH)`);
  const { default: lighthouse } = await import("lighthouse");
  const { throttling } = await import("lighthouse/core/config/constants.js");
  const chromeLauncher = await import("chrome-launcher");

  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: distDir,
    NEXT_SKIP_TYPECHECK: "1",
    AUTH_SECRET: process.env.AUTH_SECRET ?? "bench-secret-for-local-measurements-only-0123456789",
    AUTH_TRUST_HOST: "true",
    RESEND_API_KEY: "",
    EMAIL_DELIVERY: "outbox",
    UPLOADTHING_TOKEN: "",
    W9_ENCRYPTION_KEY: "be4c".padEnd(64, "0"),
  };

  const stops = [];
  try {
    const database = await startEmbeddedPostgres({
      dataDir: "memory://",
      port: await freePort(),
      quiet: true,
    });
    stops.push(database.stop);
    const dbEnv = { ...env, DATABASE_URL: database.url, DATABASE_POOL_SIZE: "1" };
    await run(bin("tsx"), ["scripts/db/migrate.ts", "deploy"], { env: dbEnv, stdio: "ignore" });
    await run(bin("tsx"), [...SERVER_CONDITION, "prisma/seed.ts"], { env: dbEnv, stdio: "ignore" });

    // Built against the seeded database, so the prerendered pages carry what a live site's do (the
    // location pages' local facts, the reviews): a build without one leaves those out until the
    // pages are regenerated, and would measure lighter pages than visitors get.
    if (forceBuild || (!skipBuild && needsBuild())) {
      console.log("[bench] building (next build)…");
      await run(process.execPath, [nextBin, "build"], { env: dbEnv });
    }

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, [serverScript], {
      cwd: root,
      env: { ...dbEnv, PORT: String(port), NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL ?? base },
      stdio: ["ignore", "ignore", "inherit"],
    });
    stops.push(
      () =>
        new Promise((resolve) => {
          if (server.exitCode !== null) return resolve();
          server.once("exit", () => resolve());
          server.kill("SIGTERM");
          setTimeout(() => server.kill("SIGKILL"), 5000).unref();
        }),
    );
    await waitForHealth(`${base}/api/health`, server);
    console.log(`[bench] server.mjs on ${base}`);

    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
    stops.push(async () => {
      await chrome.kill();
    });

    /** One Lighthouse run at the given CPU slowdown, reduced to the figures the table shows. */
    const measure = async (page, slowdown, name) => {
      // Lighthouse's mobile config: Moto G Power emulation, slow 4G, and the CPU slowed `slowdown` times.
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
      });
      if (reportsDir && name) {
        mkdirSync(reportsDir, { recursive: true });
        writeFileSync(path.join(reportsDir, `${name}.json`), result.report);
      }
      const { categories, audits } = result.lhr;
      return {
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, categories[c]?.score ?? null])),
        lcp: audits["largest-contentful-paint"]?.numericValue,
        tbt: audits["total-blocking-time"]?.numericValue,
        cls: audits["cumulative-layout-shift"]?.numericValue,
        // How fast this machine was during the run (Lighthouse's own CPU benchmark): compare rows with it.
        benchmarkIndex: result.lhr.environment?.benchmarkIndex,
        slowdown,
        failing: CATEGORIES.filter((c) => c !== "performance").flatMap((c) =>
          (categories[c]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
            .map((ref) => `${c}: ${ref.id}`),
        ),
      };
    };
    /** The slowdown that makes this machine, as fast as its last measured index, a phone of `phoneIndex`. */
    const phoneSlowdown = (index) => Math.max(1, Math.round((index / phoneIndex) * 10) / 10);

    const rows = [];
    let lastIndex = null;
    for (const page of pages.length ? pages : spanish ? SPANISH_PAGES : DEFAULT_PAGES) {
      if (!fixedSlowdown && lastIndex === null) {
        // The first run calibrates; its figures are not kept. Later pages go on from the last run's index.
        lastIndex = (await measure(page, 4)).benchmarkIndex ?? null;
      }
      const results = [];
      for (let i = 0; i < runs; i++) {
        const slowdown = fixedSlowdown ? Number(fixedSlowdown) : phoneSlowdown(lastIndex ?? phoneIndex * 4);
        const slug = page === "/" ? "home" : page.slice(1).replaceAll("/", "-");
        results.push(await measure(page, slowdown, `${slug}-${i + 1}`));
        const last = results.at(-1);
        lastIndex = last.benchmarkIndex ?? lastIndex;
        console.log(
          `[bench] ${page} run ${i + 1}/${runs}: performance ${score(last.scores.performance)}, CPU ${slowdown}×, index ${Math.round(last.benchmarkIndex ?? 0)}`,
        );
      }
      rows.push({ page, ...median(results) });
    }

    const header =
      "| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Benchmark index | CPU slowdown | Phone index |";
    const lines = [
      header,
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
      ...rows.map(
        (r) =>
          `| ${r.page} | ${score(r.scores.performance)} | ${score(r.scores.accessibility)} | ${score(r.scores["best-practices"])} | ${score(r.scores.seo)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls == null ? "–" : r.cls.toFixed(3)} | ${r.benchmarkIndex == null ? "–" : Math.round(r.benchmarkIndex)} | ${r.slowdown}× | ${r.benchmarkIndex == null ? "–" : Math.round(r.benchmarkIndex / r.slowdown)} |`,
      ),
    ];
    const failing = rows.flatMap((r) => r.failing.map((f) => `- ${r.page}: ${f}`));
    const table = lines.join("\n");
    console.log(`\n${table}\n`);
    if (failing.length) console.log(`Audits below 100 in the other categories:\n${failing.join("\n")}\n`);

    mkdirSync(path.join(root, "bench"), { recursive: true });
    const lighthouseVersion = JSON.parse(
      readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8"),
    ).version;
    const section = [
      `## ${label}`,
      "",
      `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:pages -- ${spanish ? "--spanish " : ""}--label=${label}${fixedSlowdown ? ` --cpu-slowdown=${fixedSlowdown}` : phoneIndex === 350 ? "" : ` --phone-index=${phoneIndex}`}\`${runs > 1 ? ` (median of ${runs} runs, each figure on its own)` : ""}: Lighthouse ${lighthouseVersion}, mobile settings (emulated Moto G Power, simulated slow 4G), ${fixedSlowdown ? `${fixedSlowdown}× CPU slowdown` : `the CPU slowed so that benchmark index ÷ slowdown ≈ ${phoneIndex} (a phone of one fixed speed, whatever this machine's)`}, system Chromium, production build (\`server.mjs\`) with an in-memory embedded Postgres. The benchmark index is Lighthouse's measure of this machine's speed during the runs; the phone index is that ÷ the slowdown.`,
      "",
      table,
      "",
      ...(failing.length ? ["Audits below 100 in the other categories:", "", ...failing, ""] : []),
    ].join("\n");
    // One section per label: measuring "after" keeps "before" beside it.
    const file = path.join(root, "bench/pages.md");
    const previous = existsSync(file) ? readFileSync(file, "utf8") : "";
    const parts = previous.split(/^(?=## )/m);
    // What stands above the first section (the title and the reading of the tables) is kept as written.
    const preamble = parts[0]?.startsWith("# ") ? parts[0].trimEnd() : "# Lighthouse: public pages";
    const sections = parts.filter((part) => part.startsWith("## "));
    const kept = sections.filter((part) => part.split("\n", 1)[0] !== `## ${label}`);
    writeFileSync(
      file,
      [preamble, "", ...[...kept.map((part) => part.trimEnd() + "\n"), section]].join("\n"),
    );
    console.log("[bench] written to bench/pages.md");
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  }
}

main().catch((error) => {
  console.error(`[bench] ${error.message}`);
  process.exit(1);
});
