import { tables } from "@lapak/db";
import type { Product } from "@lapak/shared/schemas/product";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { eventSeats } from "../events/event-seats";
import { bundleContents } from "./bundle-contents";
import { courseCurricula } from "./course-curriculum";
import { type ProductFileView, toProductView } from "./product-view";

/**
 * `GET /v1/products`: every live product of `sellerId`, drafts included, in the seller's order
 * (position, then creation), bundles with their products, courses with their curricula. Whole, not paginated (DESIGN §3). `ids`
 * narrows it to those products.
 */
export async function listOwnProducts(
  { db }: Pick<Deps, "db">,
  { sellerId, ids }: { sellerId: string; ids?: string[] },
): Promise<Product[]> {
  const rows = await db
    .select()
    .from(tables.products)
    .where(
      and(
        eq(tables.products.sellerId, sellerId),
        isNull(tables.products.deletedAt),
        ids ? inArray(tables.products.id, ids) : undefined,
      ),
    )
    .orderBy(asc(tables.products.position), asc(tables.products.createdAt));
  const [files, bundles, curricula, seats] = await Promise.all([
    filesOf(
      db,
      rows.map((row) => row.id),
    ),
    bundleContents(db, rows),
    courseCurricula(db, rows),
    eventSeats(db, rows),
  ]);
  return rows.map((row) =>
    toProductView(row, files.get(row.id) ?? [], bundles.get(row.id), curricula.get(row.id), seats.get(row.id)),
  );
}

/** The files of each product, in their order: product id → files. */
async function filesOf(db: Deps["db"], productIds: string[]) {
  const byProduct = new Map<string, ProductFileView[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      productId: tables.productFiles.productId,
      id: tables.media.id,
      name: tables.media.name,
      size: tables.media.size,
    })
    .from(tables.productFiles)
    .innerJoin(tables.media, eq(tables.media.id, tables.productFiles.mediaId))
    .where(inArray(tables.productFiles.productId, productIds))
    .orderBy(asc(tables.productFiles.position));
  for (const { productId, ...file } of rows) {
    const list = byProduct.get(productId) ?? [];
    list.push(file);
    byProduct.set(productId, list);
  }
  return byProduct;
}
