/**
 * What product updates add to an order's files (DESIGN §4 "Product updates"): the files of every
 * update of a product the order bought — its main product, its order bump, a product inside its
 * bundle — after the order's own files. Read at delivery, not copied onto orders, so an order
 * whose checkout raced an update still gets its files.
 */
import { type Db, tables } from "@lapak/db";
import { asc, inArray } from "drizzle-orm";
import type { TransactionRow } from "../orders/transaction-view";

/** The products an order bought: its main product, its order bump's, a bundle's products. */
export function coveredProductIds(row: Pick<TransactionRow, "productId" | "items" | "productSnapshot">): string[] {
  return [
    ...new Set([
      row.productId,
      ...row.items.map((item) => item.productId),
      ...(row.productSnapshot.bundleProducts ?? []).map((item) => item.id),
    ]),
  ];
}

/** Media ids the updates of `row`'s products add, oldest update first (empty without updates). */
export async function updateFileIdsFor(
  db: Db,
  row: Pick<TransactionRow, "productId" | "items" | "productSnapshot">,
): Promise<string[]> {
  const u = tables.productUpdates;
  const updates = await db
    .select({ fileIds: u.fileIds })
    .from(u)
    .where(inArray(u.productId, coveredProductIds(row)))
    .orderBy(asc(u.createdAt), asc(u.id));
  return updates.flatMap((update) => update.fileIds);
}
