import { tables } from "@lapak/db";
import type { Discount } from "@lapak/shared/schemas/discount";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { discountViews } from "./discount-view";

/** `GET /v1/discounts`: the seller's live discount codes, newest first, with uses and revenue. */
export async function listDiscounts({ db }: Pick<Deps, "db">, { sellerId }: { sellerId: string }): Promise<Discount[]> {
  const d = tables.discounts;
  const rows = await db
    .select()
    .from(d)
    .where(and(eq(d.sellerId, sellerId), isNull(d.deletedAt)))
    .orderBy(desc(d.createdAt), desc(d.id));
  return discountViews(db, rows);
}
