import type { ZipInfo } from "./types";

type Point = Pick<ZipInfo, "latitude" | "longitude">;

/** The Earth's mean radius in miles (IUGG). */
const EARTH_RADIUS_MILES = 3958.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points in miles (haversine). */
export function distanceMiles(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The `count` zips of `among` closest to `zip` by great-circle distance between centroids, nearest
 * first, whatever their county (a town near a county line has neighbours on both sides). Ties go
 * to the lower zip code, so the list is stable; `zip` itself is never in it.
 */
export function nearestZips(zip: ZipInfo, among: readonly ZipInfo[], count = 8): ZipInfo[] {
  return among
    .filter((other) => other.zipCode !== zip.zipCode)
    .map((other) => ({ other, miles: distanceMiles(zip, other) }))
    .sort((a, b) => a.miles - b.miles || a.other.zipCode.localeCompare(b.other.zipCode))
    .slice(0, Math.max(0, count))
    .map(({ other }) => other);
}
