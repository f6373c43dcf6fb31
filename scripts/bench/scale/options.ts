/**
 * The scale bench's command line, its fixed settings and its targets: a p95 with one client per read
 * (TARGET_MS), booking creation's p95 at 50 req/s within 1.5× the empty database's, and the full CSV
 * export with the server's memory growing by less than 100 MB. bench/scale.md reports each result
 * against its target.
 */
import { DURATION, WARMUP } from "../config";

const args = process.argv.slice(2);

/** `--name value` or `--name=value`. */
function option(name: string): string | undefined {
  const flag = `--${name}`;
  const inline = args.find((a) => a.startsWith(`${flag}=`));
  if (inline) return inline.slice(flag.length + 1);
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
}
const only = option("only")?.split(",").filter(Boolean);

export const options = {
  /** A database that already holds the scale data set: no creating, no seeding. */
  reuse: option("reuse"),
  /** Fraction of the full volumes to seed (1 = a million bookings). */
  factor: Number(option("factor") ?? 1),
  skipBuild: args.includes("--no-build"),
  noWrite: args.includes("--no-write"),
  /** Skip the booking comparison on an empty database (it creates and seeds one). */
  skipEmpty: args.includes("--no-empty"),
  wanted: (name: string) => !only || only.some((prefix) => name.startsWith(prefix)),
};
if (!(options.factor > 0 && options.factor <= 1)) throw new Error("--factor must be in (0, 1]");

/** The scale database's name on the server (SCALE_DATABASE); the booking comparison's empty one is named after it. */
export const SCALE_DATABASE = process.env.SCALE_DATABASE || "brushwise_scale";
export const DIST_DIR = ".next-scale";
export const POOL_SIZE = process.env.DATABASE_POOL_SIZE ?? "10";

/** Single client: sequential requests, these many discarded first. */
export const SEQUENTIAL_WARMUP = Number(process.env.SCALE_WARMUP_REQUESTS ?? 10);
export const SEQUENTIAL_REQUESTS = Number(process.env.SCALE_REQUESTS ?? 100);
export const CONNECTIONS = 50;
export const BOOKING_RATE = 50;
/** The closed-loop and fixed-rate runs (scripts/bench/config.ts, BENCH_DURATION and BENCH_WARMUP). */
export { DURATION, WARMUP };

/** The painters of the scale data set. */
export {
  SCALE_HOT_ZIP as HOT_ZIP,
  SCALE_PAINTER_PASSWORD as PAINTER_PASSWORD,
  scalePainterEmail as painterEmail,
} from "./data-set";
export const ADMIN_PASSWORD = "scale-bench-admin-password";

/** The read targets, p95 with one client (ms). */
export const TARGET_MS = {
  list: 50,
  search: 100,
  filtered: 100,
  analytics: 200,
  dashboard: 50,
  availableDates: 50,
} as const;
export const BOOKING_RATIO_TARGET = 1.5;
export const EXPORT_RSS_TARGET_MB = 100;

export const log = (message: string) => console.log(`[bench:scale] ${message}`);
