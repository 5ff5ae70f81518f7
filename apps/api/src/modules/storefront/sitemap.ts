import { tables } from "@lapak/db";
import type { Sitemap } from "@lapak/shared/schemas/product";
import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Deps } from "../../lib/deps";

/**
 * `GET /v1/sitemap`: every storefront (verified seller with a username) that has at least one
 * published, live product, those products' pages, and every live blog post, for `/sitemap.xml` — an
 * empty store is not worth a search engine's visit. A sitemap lists only the site's own pages that
 * answer 200 (sitemaps.org/protocol.html; DESIGN §5), so an external link, whose path answers 302 to
 * the seller's URL, is left out; it still counts for its store. A storefront's `updatedAt` is the
 * latest of its profile and its published products.
 */
export async function getSitemap({ db }: Pick<Deps, "db">): Promise<Sitemap> {
  const published = and(eq(tables.products.status, "published"), isNull(tables.products.deletedAt));
  const sellers = and(isNotNull(tables.users.username), isNotNull(tables.users.emailVerifiedAt));
  const products = await db
    .select({
      username: tables.users.username,
      slug: tables.products.slug,
      type: tables.products.type,
      updatedAt: tables.products.updatedAt,
    })
    .from(tables.products)
    .innerJoin(tables.users, eq(tables.users.id, tables.products.sellerId))
    .where(and(published, sellers))
    .orderBy(asc(tables.users.username), asc(tables.products.position));
  const stores = await db
    .select({ username: tables.users.username, updatedAt: tables.users.updatedAt })
    .from(tables.users)
    .where(sellers)
    .orderBy(asc(tables.users.username));

  const posts = await db
    .select({ slug: tables.blogPosts.slug, updatedAt: tables.blogPosts.updatedAt })
    .from(tables.blogPosts)
    .where(and(eq(tables.blogPosts.status, "published"), lte(tables.blogPosts.publishedAt, sql`now()`)))
    .orderBy(desc(tables.blogPosts.publishedAt));

  const latest = new Map<string, Date>();
  for (const product of products) {
    const username = product.username as string;
    const seen = latest.get(username);
    if (!seen || product.updatedAt > seen) latest.set(username, product.updatedAt);
  }
  return {
    storefronts: stores
      .filter((store) => latest.has(store.username as string))
      .map((store) => {
        const username = store.username as string;
        const productTime = latest.get(username);
        const updatedAt = productTime && productTime > store.updatedAt ? productTime : store.updatedAt;
        return { username, updatedAt: updatedAt.toISOString() };
      }),
    products: products
      .filter((product) => product.type !== "external_url")
      .map((product) => ({
        username: product.username as string,
        slug: product.slug,
        updatedAt: product.updatedAt.toISOString(),
      })),
    posts: posts.map((post) => ({ slug: post.slug, updatedAt: post.updatedAt.toISOString() })),
  };
}
