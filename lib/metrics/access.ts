/**
 * Who may read /api/metrics: the holder of METRICS_TOKEN (`Authorization: Bearer …`), or a
 * client on a network of METRICS_ALLOW_CIDRS. Everyone else, and everyone when neither is set,
 * gets 404: the endpoint is never open by default (README → Metrics and alerts).
 *
 * The network is judged on the address server.mjs stamps from the TCP socket (never on a header a
 * client can choose: where server.mjs does not run, the network rule opens nothing), and, behind
 * TRUSTED_PROXY_HOPS proxies, also on the address the proxy saw: a visitor coming in through nginx
 * connects from nginx's address, which may well sit on the operator's network, but the address
 * nginx appends to X-Forwarded-For is the visitor's own.
 */
import "server-only";
import { timingSafeEqual, createHash } from "node:crypto";
import { BlockList, isIPv4 } from "node:net";
import { env, type Cidr } from "@/lib/env";
import { CLIENT_ADDRESS_HEADER, clientAddressIsStamped } from "@/lib/http/client-address.mjs";
import { clientIp } from "@/lib/security/rate-limit";

/** Constant time whatever the lengths (both sides hashed first). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1, how a dual-stack socket reports it) is that IPv4 address. */
function plainAddress(address: string): string {
  const bare = address.replace(/%.*$/, "").toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  return mapped ? mapped[1]! : bare;
}

const lists = new WeakMap<Cidr[], BlockList>();
function listOf(networks: Cidr[]): BlockList {
  let list = lists.get(networks);
  if (!list) {
    list = new BlockList();
    for (const net of networks) list.addSubnet(net.address, net.prefix, net.family === 4 ? "ipv4" : "ipv6");
    lists.set(networks, list);
  }
  return list;
}

export function inNetworks(address: string, networks: Cidr[]): boolean {
  if (!address || networks.length === 0) return false;
  const plain = plainAddress(address);
  try {
    return listOf(networks).check(plain, isIPv4(plain) ? "ipv4" : "ipv6");
  } catch {
    return false; // not an address at all ("unknown")
  }
}

function fromOperatorNetwork(request: Request): boolean {
  const networks = env.metricsAllowedNetworks;
  if (networks.length === 0 || !clientAddressIsStamped()) return false;
  const socket = request.headers.get(CLIENT_ADDRESS_HEADER) ?? "";
  return inNetworks(socket, networks) && inNetworks(clientIp(request), networks);
}

export function mayReadMetrics(request: Request): boolean {
  const token = env.metricsToken;
  const given = bearerToken(request);
  if (token && given !== null && sameSecret(given, token)) return true;
  return fromOperatorNetwork(request);
}
