import { newId, tables } from "@lapak/db";
import { DISCOUNT_MESSAGES, type Discount, type DiscountBody } from "@lapak/shared/schemas/discount";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { fieldError, notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { isUniqueViolation } from "../../lib/postgres-errors";
import { isUuid } from "../../lib/uuid";
import { discountViews, ownDiscount } from "./discount-view";

export const discountNotFound = () => notFound("Kode promo tidak ditemukan");

/**
 * `POST /v1/discounts` (no `id`) and `PUT /v1/discounts/{id}` (ADR 0019): saves a discount code of
 * `sellerId`. The code is unique per seller ignoring case (422 on `code`, also when two requests
 * race: the unique index decides); `productIds` must all be the seller's live products (422 on
 * `productIds`); once a transaction used the code, `type` and `value` cannot change (422 on
 * `value`) — a receipt must keep meaning what it said. Unknown or another seller's `id` → 404.
 * Returns the discount with its usage.
 */
export async function saveDiscount(
  { db }: Pick<Deps, "db">,
  { sellerId, id, body }: { sellerId: string; id?: string; body: DiscountBody },
): Promise<Discount> {
  const existing = id ? (isUuid(id) ? await ownDiscount(db, { sellerId, id }) : undefined) : undefined;
  if (id && !existing) throw discountNotFound();
  if (body.productIds) await checkProducts(db, sellerId, body.productIds);
  if (existing && (existing.type !== body.type || existing.value !== body.value) && (await wasUsed(db, existing.id)))
    throw fieldError("value", DISCOUNT_MESSAGES.lockedOnceUsed);
  const values = {
    code: body.code,
    type: body.type,
    value: body.value,
    productIds: body.productIds,
    startsAt: body.startsAt ? new Date(body.startsAt) : null,
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
    maxRedemptions: body.maxRedemptions ?? null,
    active: body.active,
    updatedAt: new Date(),
  };
  const d = tables.discounts;
  try {
    const [row] = existing
      ? await db.update(d).set(values).where(eq(d.id, existing.id)).returning()
      : await db
          .insert(d)
          .values({ id: newId(), sellerId, ...values })
          .returning();
    if (!row) throw discountNotFound();
    const [view] = await discountViews(db, [row]);
    return view as Discount;
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("code", DISCOUNT_MESSAGES.codeTaken);
    throw error;
  }
}

/** Whether any transaction ever took a use of the discount (whatever became of it). */
async function wasUsed(db: Deps["db"], discountId: string): Promise<boolean> {
  const t = tables.transactions;
  const [row] = await db.select({ id: t.id }).from(t).where(eq(t.discountId, discountId)).limit(1);
  return Boolean(row);
}

/** 422 on `productIds` unless every id is a live product of `sellerId`. */
async function checkProducts(db: Deps["db"], sellerId: string, ids: string[]) {
  const p = tables.products;
  const unique = [...new Set(ids)];
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(p)
    .where(and(eq(p.sellerId, sellerId), inArray(p.id, unique), isNull(p.deletedAt)));
  if ((row?.count ?? 0) !== unique.length) throw fieldError("productIds", "Produk tidak ditemukan");
}

/**
 * `DELETE /v1/discounts/{id}`: removes the code from the seller's list (soft: past orders keep it
 * on their receipts, and its code is free to reuse). Unknown or another seller's id → 404.
 */
export async function deleteDiscount(
  { db }: Pick<Deps, "db">,
  { sellerId, id }: { sellerId: string; id: string },
): Promise<void> {
  const d = tables.discounts;
  const deleted = isUuid(id)
    ? await db
        .update(d)
        .set({ deletedAt: new Date(), active: false, updatedAt: new Date() })
        .where(and(eq(d.id, id), eq(d.sellerId, sellerId), isNull(d.deletedAt)))
        .returning({ id: d.id })
    : [];
  if (deleted.length === 0) throw discountNotFound();
}
