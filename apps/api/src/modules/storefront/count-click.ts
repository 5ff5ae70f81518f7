import { tables } from "@lapak/db";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { productNotFound } from "../products/get-product";
import { findStorefrontSeller } from "./find-seller";

/**
 * `POST /v1/sellers/{username}/products/{slug}/click`: counts one click on a published external-URL
 * product (one atomic `clicks = clicks + 1`, so parallel clicks all count; nothing with
 * `count: false`, for bots) and returns its URL for the web route's 302. Any other product, or
 * none → 404.
 */
export async function countClick(
  deps: Pick<Deps, "db">,
  { username, slug, count = true }: { username: string; slug: string; count?: boolean },
): Promise<{ url: string }> {
  const seller = await findStorefrontSeller(deps, username);
  const [row] = await deps.db
    .update(tables.products)
    .set({ clicks: sql`${tables.products.clicks} + ${count ? 1 : 0}` })
    .where(
      and(
        eq(tables.products.sellerId, seller.id),
        eq(tables.products.slug, slug.toLowerCase()),
        eq(tables.products.type, "external_url"),
        eq(tables.products.status, "published"),
        isNull(tables.products.deletedAt),
      ),
    )
    .returning({ settings: tables.products.settings });
  const url = row?.settings?.url;
  if (!url) throw productNotFound();
  return { url };
}
