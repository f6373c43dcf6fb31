/**
 * The shape of the scale data set in numbers: its painters' logins, the hot zip, how far back and
 * ahead the bookings go and the volumes at a factor. The planning, the SQL and the bench's options
 * (scripts/bench/scale/options.ts) read these one definitions.
 */

export const SCALE_PAINTER_PASSWORD = "scale-painter-pass";
export const scalePainterEmail = (n: number) => `painter${n}@scale.brushwise.test`;
export const SCALE_HOT_ZIP = "19103";
/** Painters 1..HOT_PAINTERS serve the hot zip's area, whatever the factor. */
export const HOT_PAINTERS = 200;
export const ZIPS_PER_AREA = 4;
/** Share of the hot area's work that is in the hot zip itself. */
export const HOT_ZIP_SHARE = 0.7;
export const HISTORY_DAYS = 3650;
export const HORIZON_DAYS = 60;
/** 7% of past bookings are cancelled: 3,400 leave painter 1 over 3,000 completed jobs. */
export const PAINTER_1_JOBS = 3400;

export interface ScaleVolumes {
  painters: number;
  bookings: number;
  quotes: number;
}

export function scaleVolumes(factor: number): ScaleVolumes {
  return {
    painters: Math.max(2 * HOT_PAINTERS, Math.round(5000 * factor)),
    bookings: Math.round(1_000_000 * factor),
    quotes: Math.round(3_000_000 * factor),
  };
}
