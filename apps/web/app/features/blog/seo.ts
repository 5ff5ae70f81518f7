/**
 * Search and share metadata of the blog (DESIGN §5): title, description, canonical URL, Open Graph
 * (`article` with its times) and the JSON-LD `Article` (https://schema.org/Article,
 * https://developers.google.com/search/docs/appearance/structured-data/article).
 */
import type { PublicBlogPost } from "@lapak/shared/schemas/blog";
import type { MetaDescriptor } from "react-router";
import { imageAt } from "~/lib/images";
import { paths } from "~/lib/paths";
import { absoluteUrl, type PageSeo, plainText, seoMeta } from "~/lib/seo";

export const BLOG_NAME = "Blog Lapak";
export const BLOG_DESCRIPTION =
  "Tips jualan produk digital untuk kreator Indonesia: menentukan harga, mengumpulkan email pembeli, dan berjualan dari media sosial.";

/** The `/blog` (or `/blog/halaman/{n}`) page's metadata. */
export function blogListMeta(appUrl: string, page: number): MetaDescriptor[] {
  const seo: PageSeo = {
    title: page > 1 ? `${BLOG_NAME} · Halaman ${page}` : `${BLOG_NAME} · Tips Jualan Produk Digital`,
    description: BLOG_DESCRIPTION,
    url: absoluteUrl(appUrl, paths.blog.page(page)),
    image: null,
    type: "website",
  };
  return [
    ...seoMeta(seo),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: BLOG_NAME,
      href: absoluteUrl(appUrl, paths.blog.feed),
    },
  ];
}

/** The page seo of a post: its SEO title and description when set, else title and summary. */
export function postSeo(appUrl: string, post: PublicBlogPost): PageSeo {
  return {
    title: `${post.seoTitle || post.title} · ${BLOG_NAME}`,
    description: post.seoDescription || post.summary || plainText(post.content),
    url: absoluteUrl(appUrl, paths.blog.post(post.slug)),
    image: post.coverImageUrl ? absoluteUrl(appUrl, imageAt(post.coverImageUrl, 1080)) : null,
    type: "article",
  };
}

/** Every tag of a post page: `seoMeta` plus the article's times. */
export function postMeta(appUrl: string, post: PublicBlogPost): MetaDescriptor[] {
  return [
    ...seoMeta(postSeo(appUrl, post)),
    { property: "article:published_time", content: post.publishedAt },
    { property: "article:modified_time", content: post.updatedAt },
  ];
}

/** The JSON-LD `Article` of a post, as text safe inside `<script>` (`<` escaped). */
export function articleJsonLd(appUrl: string, post: PublicBlogPost): string {
  const seo = postSeo(appUrl, post);
  const article = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title.slice(0, 110),
    description: seo.description,
    ...(seo.image ? { image: [seo.image] } : {}),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    inLanguage: "id-ID",
    mainEntityOfPage: { "@type": "WebPage", "@id": seo.url },
    author: { "@type": "Organization", name: post.authorName ? `${post.authorName}, Lapak` : "Lapak", url: appUrl },
    publisher: { "@type": "Organization", name: "Lapak", url: appUrl },
  };
  return JSON.stringify(article).replace(/</g, "\\u003c");
}
