import { tables } from "@lapak/db";
import type { PublicProduct } from "@lapak/shared/schemas/product";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { eventSeats } from "../events/event-seats";
import { membershipShowcases } from "../memberships/membership-view";
import { bundleContents } from "../products/bundle-contents";
import { courseCurricula } from "../products/course-curriculum";
import { productNotFound } from "../products/get-product";
import { toPublicProductView } from "../products/product-view";
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
  const products = rows.map((row) => row.product);
  const [bundles, curricula, seats, showcases] = await Promise.all([
    bundleContents(deps.db, products),
    courseCurricula(deps.db, products),
    eventSeats(deps.db, products),
    membershipShowcases(deps.db, products),
  ]);
  return rows.map((row) =>
    toPublicProductView(
      row.product,
      seller,
      Number(row.fileCount),
      bundles.get(row.product.id),
      curricula.get(row.product.id),
      seats.get(row.product.id),
      showcases.get(row.product.id),
    ),
  );
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
  const [bundles, curricula, seats, showcases] = await Promise.all([
    bundleContents(deps.db, [row.product]),
    courseCurricula(deps.db, [row.product]),
    eventSeats(deps.db, [row.product]),
    membershipShowcases(deps.db, [row.product]),
  ]);
  const id = row.product.id;
  return toPublicProductView(
    row.product,
    seller,
    Number(row.fileCount),
    bundles.get(id),
    curricula.get(id),
    seats.get(id),
    showcases.get(id),
  );
}
