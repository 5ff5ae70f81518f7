/**
 * The agreement between near-static pages (apps/web) and the page cache in front of them
 * (apps/api/src/web/page-cache.ts), DESIGN §6. A page that may be cached says so with
 * `PAGE_CACHE_TAG_HEADER: <username>`: the server caches its anonymous HTML, drops it when that
 * seller's store changes, and removes the header before the response leaves.
 */

export const PAGE_CACHE_TAG_HEADER = "x-lapak-page-cache";

/** What CDNs and browsers are told about a near-static page: revalidate, let a CDN keep it 60 s. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/**
 * The cache tag of the public blog (`/blog`, `/blog/{slug}`): dropped whenever a post changes or a
 * scheduled post's time comes. `blog` is a reserved username, so no store can share it.
 */
export const BLOG_PAGE_CACHE_TAG = "blog";

/**
 * What a page rendered for one visitor says (`apps/web/app/entry.server.tsx` sends it whenever a
 * loader read a session cookie): no shared cache may keep it (RFC 9111 §5.2.2.7).
 */
export const PRIVATE_PAGE_CACHE_CONTROL = "private";

/**
 * Whether a `Cache-Control` value forbids a shared cache to store the answer: it says `private` or
 * `no-store` (RFC 9111 §5.2.2.5, §5.2.2.7). The page cache stores no such answer.
 */
export function forbidsSharedCache(cacheControl: string | null | undefined): boolean {
  return !!cacheControl && /(?:^|[\s,])(?:private|no-store)(?:$|[\s,=])/i.test(cacheControl);
}
