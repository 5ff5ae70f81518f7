import { tables } from "@lapak/db";
import type { PublicProduct } from "@lapak/shared/schemas/product";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { productNotFound } from "../products/get-product";
import { publicProductsOf } from "../products/public-products";
import { findStorefrontSeller } from "./find-seller";

/** A product row's file count. Written out in full: Drizzle renders a column alone as "id", which the subquery would misread. */
export const fileCount = sql<number>`(select count(*)::int from product_files pf where pf.product_id = products.id)`;

/**
 * `GET /v1/sellers/{username}/products`: the seller's published, live products in their order
 * (public view, whole list). Unknown or unverified seller → 404.
 */
export async function listStorefrontProducts(deps: Pick<Deps, "db">, username: string): Promise<PublicProduct[]> {
  const seller = await findStorefrontSeller(deps, username);
  const rows = await deps.db
    .select({ product: tables.products, fileCount })
    .from(tables.products)
    .where(
      and(
        eq(tables.products.sellerId, seller.id),
        eq(tables.products.status, "published"),
        isNull(tables.products.deletedAt),
      ),
    )
    .orderBy(asc(tables.products.position), asc(tables.products.createdAt));
  return publicProductsOf(deps.db, rows, seller);
}

/** `GET /v1/sellers/{username}/products/{slug}`: one published, live product, or 404. */
export async function getStorefrontProduct(
  deps: Pick<Deps, "db">,
  { username, slug }: { username: string; slug: string },
): Promise<PublicProduct> {
  const seller = await findStorefrontSeller(deps, username);
  const [row] = await deps.db
    .select({ product: tables.products, fileCount })
    .from(tables.products)
    .where(
      and(
        eq(tables.products.sellerId, seller.id),
        eq(tables.products.slug, slug.toLowerCase()),
        eq(tables.products.status, "published"),
        isNull(tables.products.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw productNotFound();
  const [product] = await publicProductsOf(deps.db, [row], seller);
  return product as PublicProduct;
}
