import { tables } from "@lapak/db";
import { and, eq, isNull } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { isUuid } from "../../lib/uuid";
import { requireNotInBundle } from "./bundle-contents";
import { productNotFound } from "./get-product";

/**
 * `DELETE /v1/products/{id}`: a soft delete (DESIGN §8): the row and its files stay so past orders
 * keep delivering, but it leaves the dashboard, the storefront and frees its slug. Another seller's
 * product, or one already deleted → 404; a product a live bundle holds → 422 on `productId`
 * (`requireNotInBundle`).
 */
export async function deleteProduct({ db }: Pick<Deps, "db">, { sellerId, id }: { sellerId: string; id: string }) {
  if (!isUuid(id)) throw productNotFound();
  await requireNotInBundle(db, { sellerId, productId: id });
  const deleted = await db
    .update(tables.products)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(tables.products.id, id), eq(tables.products.sellerId, sellerId), isNull(tables.products.deletedAt)))
    .returning({ id: tables.products.id });
  if (deleted.length === 0) throw productNotFound();
}
