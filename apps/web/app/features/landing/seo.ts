/**
 * Title, description, canonical URL and Open Graph / Twitter tags of the landing pages (`/`,
 * `/help`, `/privacy`, `/terms`), so a link shared on WhatsApp previews with words (DESIGN §5), and
 * the headers that let the page cache keep their anonymous HTML (DESIGN §6).
 */
import { PAGE_CACHE_TAG_HEADER, PUBLIC_PAGE_CACHE_CONTROL } from "@lapak/shared/page-cache";
import { type AppLoadContext, data, type MetaDescriptor } from "react-router";

/**
 * The page-cache tag of the landing pages. Tags are usernames elsewhere; `~` cannot start one, so
 * no seller's change drops these pages — they change only with a new build or after the cache's
 * age limit. The home page is tagged with the example store instead (it shows that store).
 */
export const SITE_PAGE_CACHE_TAG = "~site";

/** Headers of a cacheable landing page tagged `tag`. */
export function landingPageHeaders(tag: string = SITE_PAGE_CACHE_TAG): HeadersInit {
  return { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL, [PAGE_CACHE_TAG_HEADER]: tag };
}

/** A route's `headers` export: hands the loader's cache headers to the document response. */
export function passLandingHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  const headers = new Headers();
  for (const name of ["Cache-Control", PAGE_CACHE_TAG_HEADER]) {
    const value = loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/** `appUrl` + `path` without a doubled slash: `("https://lapak.id/", "/help")` → `https://lapak.id/help`. */
export function siteUrl(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/+$/, "")}${path}`;
}

/** Tags of a landing page at `path` (absolute URLs from `appUrl`, the `APP_URL` setting). */
export function landingMeta({
  appUrl,
  path,
  title,
  description,
}: {
  appUrl: string;
  path: string;
  title: string;
  /** Plain text, ≤ ~160 characters (what a search result shows). */
  description: string;
}): MetaDescriptor[] {
  const url = siteUrl(appUrl, path);
  const image = siteUrl(appUrl, "/og-lapak.png");
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: "Lapak" },
    { property: "og:locale", content: "id_ID" },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: "Lapak — Toko Digital Kreator Indonesia" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

/** When the terms last changed (shown on /terms). */
export const LEGAL_UPDATED = "24 November 2026";
/** When the privacy policy last changed (shown on /privacy): with pixels and WhatsApp (ADR 0021, 0022). */
export const PRIVACY_UPDATED = "27 November 2026";

/** The loader of /help, /privacy and /terms: the settings their text quotes, cached like the landing page. */
export function loadInfoPage({ context }: { context: AppLoadContext }) {
  const { appUrl, platformFeePercent, holdDays } = context.publicConfig;
  return data({ appUrl, platformFeePercent, holdDays }, { headers: landingPageHeaders() });
}

/** The `meta` of an info page (`path`, `title`, `description`): its tags once its loader answered. */
export function infoPageMeta(page: { path: string; title: string; description: string }) {
  return ({ loaderData }: { loaderData: { appUrl: string } | undefined }): MetaDescriptor[] =>
    loaderData ? landingMeta({ appUrl: loaderData.appUrl, ...page }) : [];
}
