/**
 * Sellers' browser pixels (ADR 0022): which hosts each network's script talks to, and the
 * response header by which a page tells the server that hosts the web app which networks it loads,
 * so that page alone — a store, product, checkout or order page of a seller who set a pixel — gets
 * a Content-Security-Policy that allows them. Every other page keeps the strict policy.
 */
import type { StorePixels } from "./schemas/tracking";

/** `x-lapak-pixels: meta,tiktok` — set by the page, turned into CSP sources and removed by the server. */
export const PIXEL_NETWORKS_HEADER = "x-lapak-pixels";

export type PixelNetwork = "meta" | "tiktok";

/**
 * CSP sources per network. Meta: `fbevents.js` and its config from connect.facebook.net, hits to
 * www.facebook.com/tr (developers.facebook.com/docs/meta-pixel/get-started, "Content Security
 * Policy"). TikTok: `events.js` from analytics.tiktok.com, hits to analytics.tiktok.com and its IPv6
 * host (TikTok Pixel help, "Content Security Policy for TikTok Pixel"). Images are already `https:`.
 */
export const PIXEL_CSP_SOURCES: Record<PixelNetwork, { script: string[]; connect: string[] }> = {
  meta: {
    script: ["https://connect.facebook.net"],
    connect: ["https://connect.facebook.net", "https://www.facebook.com"],
  },
  tiktok: {
    script: ["https://analytics.tiktok.com"],
    connect: ["https://analytics.tiktok.com", "https://analytics-ipv6.tiktokw.us"],
  },
};

/** The header's value for `pixels`, or null when the store has none. */
export function pixelNetworksOf(pixels: StorePixels | null | undefined): string | null {
  const networks = [pixels?.metaPixelId && "meta", pixels?.tiktokPixelId && "tiktok"].filter(Boolean);
  return networks.length ? networks.join(",") : null;
}

/**
 * `csp` with the sources of the networks named in `header` (`"meta,tiktok"`) added to its
 * `script-src` and `connect-src`; unknown names are ignored, and `csp` comes back unchanged without any.
 */
export function widenCspForPixels(csp: string, header: string | null | undefined): string {
  const networks = (header ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter((name): name is PixelNetwork => name === "meta" || name === "tiktok");
  if (networks.length === 0) return csp;
  const add = (directive: "script" | "connect") => [
    ...new Set(networks.flatMap((network) => PIXEL_CSP_SOURCES[network][directive])),
  ];
  return csp
    .split(";")
    .map((part) => {
      const trimmed = part.trim();
      if (trimmed.startsWith("script-src ")) return `${trimmed} ${add("script").join(" ")}`;
      if (trimmed.startsWith("connect-src ")) return `${trimmed} ${add("connect").join(" ")}`;
      return trimmed;
    })
    .join("; ");
}
