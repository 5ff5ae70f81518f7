import { type Db, tables } from "@lapak/db";
import { DISCOUNT_MESSAGES } from "@lapak/shared/schemas/discount";
import { and, eq, gt, ne, or, type SQL, sql } from "drizzle-orm";
import { fieldError } from "../../lib/app-error";

/**
 * Transactions that hold a use of a discount at `now` (ADR 0019, ADR 0025): paid ones, and pending
 * ones not yet past their expiry nor their hold (`discount_held_until`). An expired or failed
 * attempt holds none, so its use is given back by itself, before the `expire-transactions` job even
 * stores the status; a late "paid" takes it back.
 */
export function holdsUse(now: Date): SQL | undefined {
  const t = tables.transactions;
  return or(eq(t.status, "paid"), and(eq(t.status, "pending"), gt(t.expiresAt, now), gt(t.discountHeldUntil, now)));
}

/** How many uses of `discountId` are held at `now`, leaving out transaction `except` (an attempt being replaced). */
export async function usesOf(db: Db, discountId: string, now: Date, except?: string): Promise<number> {
  const t = tables.transactions;
  const [row] = await db
    .select({ uses: sql<number>`count(*)::int`.mapWith(Number) })
    .from(t)
    .where(and(eq(t.discountId, discountId), holdsUse(now), except ? ne(t.id, except) : undefined));
  return row?.uses ?? 0;
}

/**
 * Takes one use of discount `discountId` inside the checkout's DB transaction `tx` (issue 21: "20
 * concurrent checkouts on a 5-use code → exactly 5 succeed"): the discount row is locked (`SELECT …
 * FOR UPDATE`), so checkouts with one code queue here, and each counts the uses committed before it
 * (READ COMMITTED reads a fresh snapshot per statement). The caller inserts its transaction in the
 * same `tx`, so the use is held once the lock is released. `replacing`, the attempt a change of
 * payment method replaces, gives its hold up in the same `tx` (`discount_held_until` = null, which no
 * `now` of a request still waiting for the lock can read as held): the use moves, and is never
 * counted twice by a checkout in between (ADR 0025). Throws 422 on `discountCode` when the code was
 * deactivated, deleted or ended meanwhile, or its uses are all held.
 */
export async function takeDiscountUse(
  tx: Db,
  { discountId, now, replacing }: { discountId: string; now: Date; replacing?: string },
): Promise<void> {
  const d = tables.discounts;
  const t = tables.transactions;
  const [discount] = await tx.select().from(d).where(eq(d.id, discountId)).for("update");
  if (!discount?.active || discount.deletedAt) throw fieldError("discountCode", DISCOUNT_MESSAGES.notFound);
  if (discount.endsAt && discount.endsAt.getTime() <= now.getTime())
    throw fieldError("discountCode", DISCOUNT_MESSAGES.ended);
  if (replacing) {
    await tx
      .update(t)
      .set({ discountHeldUntil: null })
      .where(and(eq(t.id, replacing), eq(t.discountId, discountId)));
  }
  if (discount.maxRedemptions === null) return;
  const uses = await usesOf(tx, discountId, now);
  if (uses >= discount.maxRedemptions) throw fieldError("discountCode", DISCOUNT_MESSAGES.exhausted);
}
