/** URL slugs of products and blog posts, made the same way in the browser (live preview) and the API. */

/** What a stored slug is: lowercase ASCII letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Longest slug (products and blog posts), characters. */
export const MAX_SLUG_LENGTH = 80;
const MAX_SLUG = MAX_SLUG_LENGTH;

/**
 * A URL slug from a title: lowercase ASCII letters, digits and single hyphens, at most 80
 * characters, cut at a word boundary. Accents are folded (`Kopi Gayo Aceh — Édisi Spesial` →
 * `kopi-gayo-aceh-edisi-spesial`), `&` reads as `dan`. A title with nothing usable gives `fallback`.
 */
export function slugify(title: string, fallback = "produk"): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " dan ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return trimSlug(slug, MAX_SLUG) || fallback;
}

/** `slug` cut to at most `max` characters at a hyphen when one is past the middle. */
export function trimSlug(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > max / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, "");
}
