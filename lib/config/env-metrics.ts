import "server-only";
/** The metrics endpoint's variables (lib/metrics; README → Metrics and alerts). */
import { isIP } from "node:net";
import { type EnvRule, matching, text } from "./env-rules.shared";

/** One network of METRICS_ALLOW_CIDRS: an address and its prefix length (a bare address: the address alone). */
export interface Cidr {
  address: string;
  prefix: number;
  family: 4 | 6;
}

/** "10.0.0.0/8, ::1" → its networks; anything that is not an IPv4 or IPv6 network is an error, never ignored. */
const cidrList: EnvRule<Cidr[]> = {
  must: "be a comma-separated list of networks such as 10.0.0.0/8, 127.0.0.1 or ::1/128",
  parse: (raw) => {
    const items = (raw ?? "")
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
    const networks: Cidr[] = [];
    for (const item of items) {
      const [address = "", prefixText, extra] = item.split("/");
      const family = isIP(address);
      if ((family !== 4 && family !== 6) || extra !== undefined) return { ok: false };
      const max = family === 4 ? 32 : 128;
      const prefix = prefixText === undefined ? max : Number(prefixText);
      if (!/^\d+$/.test(prefixText ?? String(max)) || prefix > max) return { ok: false };
      networks.push({ address, prefix, family });
    }
    return { ok: true, value: networks };
  },
};

export const METRICS_RULES = {
  METRICS_TOKEN: matching(/^\S{16,}$/, "be at least 16 characters without spaces (openssl rand -hex 24)"),
  METRICS_ALLOW_CIDRS: cidrList,
  /** Where the backups are written (scripts); the metrics read its latest.json. */
  BACKUP_DIR: text(),
};
