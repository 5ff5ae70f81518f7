/**
 * Responsive images from the API: `/v1/images/{id}` accepts `?w=320|640|1080|1600` and answers a
 * narrower WebP, so a phone downloads what it shows, not the 1600 px original. Any other URL (an
 * avatar from elsewhere) is used as it is.
 */

/** Widths the image endpoint makes. */
export const IMAGE_WIDTHS = [320, 640, 1080, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

function resizable(url: string): boolean {
  return url.startsWith("/v1/images/");
}

/** `url` at `width` pixels wide. */
export function imageAt(url: string, width: ImageWidth): string {
  return resizable(url) ? `${url}${url.includes("?") ? "&" : "?"}w=${width}` : url;
}

/** A `srcset` of `url` up to `maxWidth`, or undefined when the URL cannot be resized. */
export function srcSetOf(url: string, maxWidth: ImageWidth = 1080): string | undefined {
  if (!resizable(url)) return undefined;
  return IMAGE_WIDTHS.filter((width) => width <= maxWidth)
    .map((width) => `${imageAt(url, width)} ${width}w`)
    .join(", ");
}
