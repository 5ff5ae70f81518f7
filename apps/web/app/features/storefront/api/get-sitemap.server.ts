/**
 * `/sitemap.xml` (DESIGN §5): the landing pages and the blog, every published storefront and product, every live post, with
 * absolute URLs from `APP_URL`. Entries come from `GET /v1/sitemap`.
 */
import type { AppLoadContext } from "react-router";
import { paths } from "~/lib/paths";
import { absoluteUrl } from "~/lib/seo";

interface SitemapData {
  storefronts: { username: string; updatedAt: string }[];
  products: { username: string; slug: string; updatedAt: string }[];
  posts: { slug: string; updatedAt: string }[];
}

const LANDING_PAGES = [paths.home, paths.help, paths.privacy, paths.terms, paths.blog.index];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function entry(loc: string, lastmod?: string): string {
  const date = lastmod ? `<lastmod>${escapeXml(new Date(lastmod).toISOString())}</lastmod>` : "";
  return `<url><loc>${escapeXml(loc)}</loc>${date}</url>`;
}

/** The sitemap XML document. Throws when the API cannot list the stores. */
export async function buildSitemap(context: AppLoadContext): Promise<string> {
  const response = await context.api<{ data: SitemapData }>("/sitemap");
  if (response.status !== 200) throw new Error(`GET /v1/sitemap answered ${response.status}`);
  const { storefronts, products, posts } = response.body.data;
  const appUrl = context.publicConfig.appUrl;
  const urls = [
    ...LANDING_PAGES.map((path) => entry(absoluteUrl(appUrl, path))),
    ...storefronts.map((store) => entry(absoluteUrl(appUrl, paths.store(store.username)), store.updatedAt)),
    ...products.map((product) =>
      entry(absoluteUrl(appUrl, paths.product(product.username, product.slug)), product.updatedAt),
    ),
    ...posts.map((post) => entry(absoluteUrl(appUrl, paths.blog.post(post.slug)), post.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
