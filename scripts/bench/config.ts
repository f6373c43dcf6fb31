/** The bench's command line (--no-build, --no-write, --only=) and environment knobs, and its targets. */
import { BOOKING_HORIZON_DAYS } from "@/lib/scheduling/window";

const args = process.argv.slice(2);
export const skipBuild = args.includes("--no-build");
export const noWrite = args.includes("--no-write");
const only = args
  .find((a) => a.startsWith("--only="))
  ?.slice(7)
  .split(",")
  .filter(Boolean);
export const wanted = (name: string) => !only || only.includes(name);
/** Profile the server (node --cpu-prof) and print each measured run's top frames by self time. */
export const cpuProf = args.includes("--cpu-prof");
/** Relay the server's database connections through a counter of SQL round trips (sql-round-trips.ts). */
export const countSql = args.includes("--count-sql");
/** Skip the runs at load (unlimited and fixed rate): only the single sequential client (quick A/B). */
export const sequentialOnly = args.includes("--sequential-only");
/** Skip the single-client runs. */
export const noSequential = args.includes("--no-sequential");

/** Seconds measured per run, after WARMUP seconds that are discarded. */
export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Seconds of the single-client runs (one request at a time), after WARMUP. */
export const SEQUENTIAL_DURATION = Number(process.env.BENCH_SEQUENTIAL_DURATION ?? DURATION);
export const FIXED_RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;
// 48 bench painters and the demo seed's 2 verified ones make 50 painters in 19103's area.
export const PAINTERS = Number(process.env.BENCH_PAINTERS ?? 48);
export const POOL_SIZE = process.env.DATABASE_POOL_SIZE ?? "10";
export const DIST_DIR = ".next-bench";

export const P95_TARGET_MS = 30;
export const WORST_P95_TARGET_MS = 50;
export const PAGE_RATIO_TARGET = 0.5;
export const BOOKING_ZIP = "19103";
export const BOOKING_ADDRESS = "2116 Spruce St, Philadelphia, PA 19103";
/** Customers book from tomorrow up to this many days ahead. */
export const HORIZON_DAYS = BOOKING_HORIZON_DAYS;

export const log = (message: string) => console.log(`[bench] ${message}`);
