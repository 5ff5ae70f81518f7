/**
 * City of an IP address for statistics (DESIGN §4 "Traffic"), offline, from geoip-lite's bundled
 * MaxMind GeoLite data. The data (≈ 150 MB in memory) is loaded on the first lookup, not at boot,
 * and not at all with `GEOIP_DISABLED=true`. The IP itself is never stored.
 */
import { createRequire } from "node:module";

export type CityLookup = (ip: string) => string;

interface GeoipLite {
  lookup(ip: string): { city?: string; country?: string } | null;
}

/**
 * Returns a lookup answering the city name (`"Jakarta"`), or `""` when unknown, private, or when
 * the lookup is disabled or its data cannot be loaded. Never throws.
 */
export function createCityLookup({ disabled }: { disabled: boolean }): CityLookup {
  if (disabled) return () => "";
  let geoip: GeoipLite | null | undefined;
  return (ip) => {
    if (geoip === undefined) {
      try {
        geoip = createRequire(import.meta.url)("geoip-lite") as GeoipLite;
      } catch {
        geoip = null;
      }
    }
    try {
      return geoip?.lookup(ip.replace(/^::ffff:/, ""))?.city?.slice(0, 80) ?? "";
    } catch {
      return "";
    }
  };
}
