import { type Db, tables } from "@lapak/db";
import type { Discount } from "@lapak/shared/schemas/discount";
import { and, eq, inArray, sql } from "drizzle-orm";
import { holdsUse } from "./discount-uses";

type DiscountRow = typeof tables.discounts.$inferSelect;

/** Per discount id: uses held at `now`, paid transactions and their revenue (rupiah). */
async function usageOf(db: Db, ids: string[], now: Date) {
  if (ids.length === 0) return new Map<string, { redemptions: number; paidCount: number; revenue: number }>();
  const t = tables.transactions;
  const rows = await db
    .select({
      id: t.discountId,
      redemptions: sql<number>`(count(*) filter (where ${holdsUse(now)}))::int`.mapWith(Number),
      paidCount: sql<number>`(count(*) filter (where ${t.status} = 'paid'))::int`.mapWith(Number),
      // Net of refunds, as every revenue figure (DASHBOARD-UX §1): what buyers kept paid.
      revenue:
        sql<number>`coalesce(sum(${t.amount} - ${t.refundedAmount}) filter (where ${t.status} = 'paid'), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(t)
    .where(inArray(t.discountId, ids))
    .groupBy(t.discountId);
  return new Map(rows.map(({ id, ...usage }) => [id as string, usage]));
}

/** The seller's views of discount rows, with their usage at `now` (see `discountSchema`). */
export async function discountViews(db: Db, rows: DiscountRow[], now = new Date()): Promise<Discount[]> {
  const usage = await usageOf(
    db,
    rows.map((row) => row.id),
    now,
  );
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.value,
    productIds: row.productIds ?? null,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxRedemptions: row.maxRedemptions,
    redemptions: 0,
    paidCount: 0,
    revenue: 0,
    ...usage.get(row.id),
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The live discount `id` of `sellerId`, or undefined (another seller's reads as missing). */
export async function ownDiscount(db: Db, { sellerId, id }: { sellerId: string; id: string }) {
  const d = tables.discounts;
  const [row] = await db
    .select()
    .from(d)
    .where(and(eq(d.id, id), eq(d.sellerId, sellerId), sql`${d.deletedAt} is null`));
  return row;
}
