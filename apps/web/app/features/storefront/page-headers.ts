/**
 * Response headers of the storefront and product pages: CDN caching and the page-cache tag
 * (DESIGN §6, `@lapak/shared/page-cache`).
 */
import { PAGE_CACHE_TAG_HEADER, PUBLIC_PAGE_CACHE_CONTROL } from "@lapak/shared/page-cache";
import { PIXEL_NETWORKS_HEADER } from "@lapak/shared/pixels";

/** Headers a loader returns for a page of `username`'s store. */
export function storePageHeaders(username: string): HeadersInit {
  return { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL, [PAGE_CACHE_TAG_HEADER]: username };
}

/**
 * A route's `headers` export: hands the loader's cache headers, and the seller's pixel networks
 * (`x-lapak-pixels`, ADR 0022, turned into CSP sources by the server), to the document response.
 */
export function passStorePageHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  const headers = new Headers();
  for (const name of ["Cache-Control", PAGE_CACHE_TAG_HEADER, PIXEL_NETWORKS_HEADER]) {
    const value = loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}
