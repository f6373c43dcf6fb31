/**
 * What the scale seed decides in JavaScript, deterministically (a seeded generator): the service
 * areas (each county's zips in runs, the hot zip's area first) and each painter's area, tenure,
 * speed and number of bookings. Everything else is drawn in SQL (staging.ts and the inserts).
 */
import { SERVED_COUNTIES, ZIP_CODES } from "@/lib/zips/index.shared";
import {
  HISTORY_DAYS,
  HORIZON_DAYS,
  HOT_PAINTERS,
  HOT_ZIP_SHARE,
  PAINTER_1_JOBS,
  SCALE_HOT_ZIP,
  ZIPS_PER_AREA,
  type ScaleVolumes,
} from "./shape";

/** Deterministic pseudo-random numbers (mulberry32) for what is decided in JS. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Area {
  area: number;
  county: string;
  zips: { zip: string; city: string; weight: number }[];
  hot: boolean;
}

/** Each county's zips in runs of ZIPS_PER_AREA (by code: neighbours, roughly), weighted by population. */
export function planAreas(): Area[] {
  const areas: Area[] = [];
  for (const county of SERVED_COUNTIES) {
    const zips = ZIP_CODES.filter((z) => z.county === county);
    for (let i = 0; i < zips.length; i += ZIPS_PER_AREA) {
      const run = zips.slice(i, i + ZIPS_PER_AREA);
      const hot = run.some((z) => z.zipCode === SCALE_HOT_ZIP);
      const others = run.reduce((sum, z) => sum + (z.zipCode === SCALE_HOT_ZIP ? 0 : z.population), 0);
      areas.push({
        area: areas.length,
        county,
        hot,
        zips: run.map((z) => ({
          zip: z.zipCode,
          city: z.city,
          // In the hot area, the hot zip takes HOT_ZIP_SHARE and the others share the rest.
          weight: !hot
            ? Math.max(1, z.population)
            : z.zipCode === SCALE_HOT_ZIP
              ? HOT_ZIP_SHARE
              : ((1 - HOT_ZIP_SHARE) * z.population) / Math.max(1, others),
        })),
      });
    }
  }
  // The hot area first: painters 1..HOT_PAINTERS are linked to area 0.
  areas.sort((a, b) => Number(b.hot) - Number(a.hot) || a.area - b.area);
  return areas.map((a, i) => ({ ...a, area: i }));
}

export interface PainterPlan {
  n: number;
  area: number;
  second: number | null;
  startBack: number;
  jobs: number;
  sqft: number;
  experience: number;
}

/**
 * Who gets how many bookings: painter 1 PAINTER_1_JOBS (a quarter of all at small factors), 2–10 a
 * couple of thousand at factor 1, the others in proportion to their tenure and activity.
 */
export function planPainters(volumes: ScaleVolumes, areaCount: number): PainterPlan[] {
  const random = prng(18);
  const painters: PainterPlan[] = [];
  const weights: number[] = [];
  let fixed = 0;
  for (let n = 1; n <= volumes.painters; n++) {
    const veteran = n <= 10;
    // Recent joiners are more numerous: the marketplace grew.
    const startBack = veteran ? HISTORY_DAYS : 30 + Math.floor((HISTORY_DAYS - 30) * random() ** 1.4);
    const hot = n <= HOT_PAINTERS;
    const area = hot ? 0 : 1 + ((n * 7) % (areaCount - 1));
    const second = !hot && random() < 0.3 ? 1 + ((n * 13 + 5) % (areaCount - 1)) : null;
    let jobs = 0;
    if (n === 1) jobs = Math.min(PAINTER_1_JOBS, Math.floor(volumes.bookings / 4));
    else if (veteran) jobs = Math.round(Math.min(2800 - 100 * n, volumes.bookings * 0.003 * (1 - n / 40)));
    fixed += jobs;
    weights.push(veteran ? 0 : (startBack + HORIZON_DAYS) * (0.4 + 1.2 * random()) * (hot ? 1.5 : 1));
    painters.push({
      n,
      area,
      second: second === area ? null : second,
      startBack,
      jobs,
      sqft: 350 + 50 * Math.floor(random() * 10),
      experience: 1 + Math.floor(random() * 30),
    });
  }
  const rest = Math.max(0, volumes.bookings - fixed);
  const total = weights.reduce((a, b) => a + b, 0);
  for (const p of painters) {
    if (p.n <= 10) continue;
    // Never more than two bookings per day of tenure: the morning lane holds 2 in 5 bookings.
    p.jobs = Math.min(Math.floor((rest * weights[p.n - 1]!) / total), 2 * (p.startBack + HORIZON_DAYS));
  }
  return painters;
}
