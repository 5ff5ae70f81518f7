import { tables } from "@lapak/db";
import type { Product } from "@lapak/shared/schemas/product";
import { and, eq, isNull, sql } from "drizzle-orm";
import { fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { listOwnProducts } from "./list-products";

/**
 * `PUT /v1/products/order {ids}`: `ids` must be exactly the seller's live product ids, each once, in
 * the new order; a foreign, unknown, missing or extra id → 422 on `ids` and nothing changes. One DB
 * transaction that locks the seller's products, so a parallel create or delete cannot slip between
 * the check and the write. Returns the list in its new order.
 */
export async function reorderProducts(
  deps: Pick<Deps, "db">,
  { sellerId, ids }: { sellerId: string; ids: string[] },
): Promise<Product[]> {
  await deps.db.transaction(async (tx) => {
    const live = await tx
      .select({ id: tables.products.id })
      .from(tables.products)
      .where(and(eq(tables.products.sellerId, sellerId), isNull(tables.products.deletedAt)))
      .for("update");
    const liveIds = new Set(live.map((row) => row.id));
    const exact = ids.length === liveIds.size && ids.every((id) => liveIds.has(id));
    if (!exact) throw fieldError("ids", "Urutan harus berisi semua produk Anda, masing-masing sekali");
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${tables.products} as p set position = o.ord - 1
      from unnest(array[${list}]::uuid[]) with ordinality as o(id, ord)
      where p.id = o.id and p.seller_id = ${sellerId}`);
  });
  return listOwnProducts(deps, { sellerId });
}
