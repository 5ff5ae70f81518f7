/**
 * `/v1/images/{id}` answers narrower WebP copies at `?w=320|640|1080|1600` (see the storefront's
 * `images.ts`); any other URL is used as it is.
 */

/** `url` at `width` pixels wide when the image endpoint can resize it. */
export function sized(url: string, width: 320 | 640 | 1080): string {
  return url.startsWith("/v1/images/") ? `${url}${url.includes("?") ? "&" : "?"}w=${width}` : url;
}
