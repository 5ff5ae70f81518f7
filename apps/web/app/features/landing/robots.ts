/**
 * `/robots.txt` (DESIGN §5): crawlers may read the public pages (landing, help, privacy, terms,
 * blog, storefronts and products) and are kept out of the signed-in areas and the buyer's private
 * pages, whose URLs carry transaction ids. The sitemap is named with an absolute URL, as the
 * robots.txt standard requires (RFC 9309 §2.2.4 leaves other records to crawlers; Google and Bing
 * read `Sitemap:` only as a full URL).
 */
import { paths } from "../../lib/paths";

/**
 * Paths no crawler should visit: signed-in areas, and pages whose URL is a buyer's key. Each rule
 * ends in `/` (or `$`, an exact match, RFC 9309 §2.2.3) because robots rules are prefixes and a
 * storefront may be called `/dashboardku` or `/payment_id`: those must stay readable.
 */
export const DISALLOWED_PATHS = [
  "/dashboard$",
  "/dashboard/",
  "/admin/",
  "/onboard/",
  "/checkout/",
  "/payment/",
  "/my-order/",
] as const;

/** The robots.txt body for a site at `appUrl` (`https://lapak.id`). */
export function robotsTxt(appUrl: string): string {
  const sitemap = `${appUrl.replace(/\/+$/, "")}${paths.sitemap}`;
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${sitemap}`,
    "",
  ].join("\n");
}
