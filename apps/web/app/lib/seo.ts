/**
 * Open Graph / Twitter meta and canonical links of the public pages (DESIGN §5), so a link shared
 * on WhatsApp or Instagram previews with its title, words and picture.
 */
import type { MetaDescriptor } from "react-router";
import { imageAt } from "./images";

export interface PageSeo {
  title: string;
  /** Plain text, at most ~200 characters. */
  description: string;
  /** Absolute URL of the page without query (canonical). */
  url: string;
  /** Absolute image URL, or null. */
  image: string | null;
  type: "profile" | "product" | "website" | "article";
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The words of sanitized HTML as one line of plain text, cut at a word boundary to `max` characters. */
export function plainText(html: string, max = 200): string {
  const text = html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/blockquote)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === "#") {
        const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : "";
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

/** Joins the app's base URL and a path (an absolute `path` stays as it is): `absoluteUrl("https://lapak.id/", "/demo")` → `https://lapak.id/demo`. */
export function absoluteUrl(appUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${appUrl.replace(/\/+$/, "")}${path}`;
}

/** The `<title>`, description, Open Graph, Twitter and canonical tags of a page. */
export function seoMeta(seo: PageSeo): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.url },
    { property: "og:site_name", content: "Lapak" },
    { property: "og:locale", content: "id_ID" },
    { property: "og:type", content: seo.type },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.url },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
  ];
  if (seo.image) {
    tags.push(
      { property: "og:image", content: seo.image },
      { property: "og:image:alt", content: seo.title },
      { name: "twitter:image", content: seo.image },
    );
  }
  return tags;
}

/** Seo of `/{username}`: the seller's name and bio, their avatar (or first cover) as the picture. */
export function storefrontSeo(
  appUrl: string,
  seller: { username: string; name: string; bio: string; avatarUrl: string | null },
  covers: (string | null)[],
): PageSeo {
  const picture = seller.avatarUrl ?? covers.find((cover) => cover) ?? null;
  return {
    title: `${seller.name} (@${seller.username}) · Lapak`,
    description:
      plainText(seller.bio) || `Produk digital, e-book dan template dari ${seller.name}. Belanja langsung di Lapak.`,
    url: absoluteUrl(appUrl, `/${seller.username}`),
    image: picture ? absoluteUrl(appUrl, imageAt(picture, 1080)) : null,
    type: "profile",
  };
}

/** Seo of `/{username}/{slug}`: title and seller, words of the description, the cover at 1080 px. */
export function productSeo(
  appUrl: string,
  seller: { username: string; name: string; avatarUrl: string | null },
  product: { title: string; slug: string; description: string; coverImageUrl: string | null; price: number },
): PageSeo {
  const picture = product.coverImageUrl ?? seller.avatarUrl;
  return {
    title: `${product.title} · ${seller.name}`,
    description: plainText(product.description) || `${product.title} dari ${seller.name} di Lapak.`,
    url: absoluteUrl(appUrl, `/${seller.username}/${product.slug}`),
    image: picture ? absoluteUrl(appUrl, imageAt(picture, 1080)) : null,
    type: "product",
  };
}
