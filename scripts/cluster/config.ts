/** What one cluster run uses: its database, its folder, the instances' settings and the load's sizes. */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { root } from "../lib.mjs";
import { databaseUrl, serverUrl } from "../shared/database";

export const AUTH_SECRET = "test-secret-for-automated-tests-only-0123456789abcdef";
export const ADMIN_PASSWORD = "test-admin-password";
export const BACKGROUND_INTERVAL_MS = 500;
/** Messages claimed by the killed instance come back after this long (production: 5 minutes). */
export const EMAIL_LEASE_MS = 5_000;
export const RACE_ATTEMPTS = 200;
export const CRASH_CONCURRENCY = 40;
export const CRASH_QUOTES_PER_AREA = 90;
/** A ZIP no seeded service area covers: the race's painter is the only one there. */
export const RACE_ZIP = "19601";
export const RACE_ADDRESS = `100 Penn St, Reading, PA ${RACE_ZIP}`;
/** One address per served county, so the crash stream spreads over all seeded painters. */
export const AREAS = [
  "2116 Spruce St, Philadelphia, PA 19103",
  "1 Main St, Norristown, PA 19401",
  "22 S Olive St, Media, PA 19063",
  "130 W Gay St, West Chester, PA 19380",
];

export const runId = randomBytes(4).toString("hex");
/** Server logs and the e-mail delivery record, kept when something fails. */
export const runDir = path.join(root, ".test-data/cluster", runId);
export const deliveryLog = path.join(runDir, "deliveries.jsonl");
export const adminDbUrl = serverUrl;
export const dbName = `brushwise_cluster_${runId}`;
export const dbUrl = databaseUrl(serverUrl, dbName);
