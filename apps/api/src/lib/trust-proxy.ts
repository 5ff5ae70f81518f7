/**
 * `TRUST_PROXY`: which proxies in front of the app may say who the client is (X-Forwarded-For), so
 * `request.ip` — what rate limits key on — is the client's address and not the proxy's.
 */
import { isIP } from "node:net";

/** `false`, `true` (every hop), a hop count, or the proxies' addresses and CIDRs. */
export type TrustProxy = boolean | number | string[];

/** The address ranges @fastify/proxy-addr knows by name. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * Reads a TRUST_PROXY value: `true`/`false`, a whole number of hops (`0` is `false`), or a
 * comma-separated list of IP addresses, CIDRs (`10.0.0.0/8`) and the names `loopback`, `linklocal`,
 * `uniquelocal`. Returns `undefined` for anything else.
 */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === "true") return true;
  if (trimmed === "false" || trimmed === "") return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed) || false;
  const entries = trimmed.split(",").map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : undefined;
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy` option for a TRUST_PROXY setting. Fastify 5 ignores a bare hop count (it
 * trusts no proxy at all then, https://fastify.dev/docs/latest/Reference/Server/#trustproxy), so `n`
 * becomes a function trusting the connection and the n − 1 addresses before it in X-Forwarded-For:
 * `request.ip` is the address the outermost of the n proxies saw. That holds only when every request
 * passes through exactly those n proxies; when the app can also be reached directly, list the proxies'
 * addresses instead.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== "number") return setting;
  return (_address, hop) => hop < setting;
}
