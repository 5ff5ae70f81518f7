/**
 * A membership's fields as the owner and the storefront see them (ADR 0049): the periods, the
 * benefits, what it includes and, for buyers, the titles and a teaser of its newest posts.
 */
import { type Db, tables } from "@lapak/db";
import type { StoredMembership } from "@lapak/shared/schemas/membership";
import type { Product, PublicProduct } from "@lapak/shared/schemas/product";
import { and, desc, inArray, isNotNull, lte } from "drizzle-orm";
import { type IncludedProduct, includedProducts } from "./included-products";

type ProductRow = typeof tables.products.$inferSelect;

/** How many posts' teasers a membership's card and page show. */
const TEASER_POSTS = 3;
/** A teaser's length, in characters of plain text. */
const TEASER_LENGTH = 140;

/** What a storefront shows beside a membership's fields: what it includes, and the posts' teasers. */
export interface MembershipShowcase {
  included: IncludedProduct[];
  posts: { title: string; teaser: string; publishedAt: string }[];
}

/** The owner's view (`productSchema.membership`). */
export function membershipView(stored: StoredMembership): NonNullable<Product["membership"]> {
  return {
    periods: stored.periods.map((period) => ({ ...period, compareAtPrice: period.compareAtPrice ?? null })),
    benefits: stored.benefits,
    includedProductIds: stored.includedProductIds,
  };
}

/** The storefront's view (`publicProductSchema.membership`). */
export function publicMembershipView(
  stored: StoredMembership,
  showcase: MembershipShowcase | undefined,
): NonNullable<PublicProduct["membership"]> {
  const { includedProductIds: _ids, ...fields } = membershipView(stored);
  return { ...fields, included: showcase?.included ?? [], posts: showcase?.posts ?? [] };
}

/** Plain text of sanitized HTML, cut to `length` characters at a word with "…". */
export function teaserOf(html: string, length = TEASER_LENGTH): string {
  const text = html
    // A block's end separates words; an inline tag (`<strong>`) sits inside one.
    .replace(/<\/(p|div|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(" ");
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The showcase of each membership among `rows` (one read for the posts and one for the included
 * products, none when there is no membership): published posts up to `now`, newest first.
 */
export async function membershipShowcases(
  db: Db,
  rows: ProductRow[],
  now = new Date(),
): Promise<Map<string, MembershipShowcase>> {
  const memberships = rows.filter((row) => row.type === "membership" && row.settings?.membership);
  const showcases = new Map<string, MembershipShowcase>();
  if (memberships.length === 0) return showcases;
  const mp = tables.memberPosts;
  const ids = memberships.map((row) => row.id);
  const [posts, included] = await Promise.all([
    db
      .select({ productId: mp.productId, title: mp.title, content: mp.content, publishedAt: mp.publishedAt })
      .from(mp)
      .where(and(inArray(mp.productId, ids), isNotNull(mp.publishedAt), lte(mp.publishedAt, now)))
      .orderBy(desc(mp.publishedAt))
      .limit(TEASER_POSTS * ids.length),
    includedProducts(
      db,
      [...new Set(memberships.flatMap((row) => row.settings?.membership?.includedProductIds ?? []))],
      { publishedOnly: true },
    ),
  ]);
  const byId = new Map(included.map((product) => [product.id, product]));
  for (const row of memberships) {
    const own = row.settings?.membership?.includedProductIds ?? [];
    showcases.set(row.id, {
      included: own.flatMap((id) => byId.get(id) ?? []),
      posts: posts
        .filter((post) => post.productId === row.id)
        .slice(0, TEASER_POSTS)
        .map((post) => ({
          title: post.title,
          teaser: teaserOf(post.content),
          publishedAt: (post.publishedAt as Date).toISOString(),
        })),
    });
  }
  return showcases;
}
