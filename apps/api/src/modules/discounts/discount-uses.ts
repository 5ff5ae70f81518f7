import { type Db, tables } from "@lapak/db";
import { DISCOUNT_MESSAGES } from "@lapak/shared/schemas/discount";
import { and, eq, gt, ne, or, type SQL, sql } from "drizzle-orm";
import { fieldError } from "../../lib/app-error";

/**
 * Transactions that hold a use of a discount at `now` (ADR 0019): paid ones, and pending ones not yet
 * past their expiry. An expired or failed attempt holds none, so its use is given back by itself,
 * before the `expire-transactions` job even stores the status; a late "paid" takes it back.
 */
export function holdsUse(now: Date): SQL | undefined {
  const t = tables.transactions;
  return or(eq(t.status, "paid"), and(eq(t.status, "pending"), gt(t.expiresAt, now)));
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
 * same `tx`, so the use is held once the lock is released. `except` leaves out the attempt a change
 * of payment method replaces. Throws 422 on `discountCode` when the code was deactivated, deleted or
 * ended meanwhile, or its uses are all held.
 */
export async function takeDiscountUse(
  tx: Db,
  { discountId, now, except }: { discountId: string; now: Date; except?: string },
): Promise<void> {
  const d = tables.discounts;
  const [discount] = await tx.select().from(d).where(eq(d.id, discountId)).for("update");
  if (!discount?.active || discount.deletedAt) throw fieldError("discountCode", DISCOUNT_MESSAGES.notFound);
  if (discount.endsAt && discount.endsAt.getTime() <= now.getTime())
    throw fieldError("discountCode", DISCOUNT_MESSAGES.ended);
  if (discount.maxRedemptions === null) return;
  const uses = await usesOf(tx, discountId, now, except);
  if (uses >= discount.maxRedemptions) throw fieldError("discountCode", DISCOUNT_MESSAGES.exhausted);
}
