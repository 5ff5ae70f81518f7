/**
 * Reading the `sales_daily` rollup (migration 0023, ADR 0035): the seller's transactions summed per
 * WIB day by database triggers, so a summary over 100,000 sales reads at most a few hundred rows
 * (up to `ROLLUP_SHARDS` per day, migration 0027: every read sums them).
 * The figures mean what `@lapak/shared/sales-metrics` says, exactly as the sums over
 * `transactions` that they replace (`list-transactions.ts`, `sales-by-day.ts`; the tests of
 * `sales-daily.test.ts` hold the two to each other).
 */
import { type Db, tables } from "@lapak/db";
import type { SalesSummary } from "@lapak/shared/schemas/sales";
import type { TransactionListQuery } from "@lapak/shared/schemas/transaction";
import { and, eq, gte, lte, sql } from "drizzle-orm";

const d = tables.salesDaily;

/** The rollup rows of `sellerId` within the WIB days `from`..`to` (inclusive; open ends allowed). */
const within = (sellerId: string, from?: string, to?: string) =>
  and(eq(d.sellerId, sellerId), from ? gte(d.day, from) : undefined, to ? lte(d.day, to) : undefined);

/**
 * Whether `query` filters only by what the rollup knows — the WIB days and `status` absent or
 * `paid` (the derived expiry of `pending`/`expired` is not in it, nor products, refunds or search).
 */
export function summarizedByDay(query: TransactionListQuery): boolean {
  return !query.q && !query.productId && !query.refund && (query.status === undefined || query.status === "paid");
}

/**
 * `GET /v1/transactions`' `meta.total` and `meta.summary` for a filter `summarizedByDay` accepts:
 * `total` counts every transaction of the days (only the paid ones when `status` is `paid`); the
 * summary sums the paid ones, rupiah net of refunds (ADR 0020).
 */
export async function summaryFromDaily(
  db: Db,
  sellerId: string,
  query: Pick<TransactionListQuery, "from" | "to" | "status">,
): Promise<SalesSummary & { total: number }> {
  const sum = (expression: ReturnType<typeof sql>) => sql`coalesce(sum(${expression}), 0)::bigint`.mapWith(Number);
  const [row] = await db
    .select({
      paidCount: sum(sql`${d.paidCount}`),
      freeCount: sum(sql`${d.freeCount}`),
      otherCount: sum(sql`${d.otherCount}`),
      amount: sum(sql`${d.amount} - ${d.refundedAmount}`),
      fee: sum(sql`(${d.amount} - ${d.refundedAmount}) - (${d.sellerNet} - ${d.refundedNet})`),
      sellerNet: sum(sql`${d.sellerNet} - ${d.refundedNet}`),
      refundedAmount: sum(sql`${d.refundedAmount}`),
    })
    .from(d)
    .where(within(sellerId, query.from, query.to));
  const { otherCount, ...summary } = row as NonNullable<typeof row>;
  const paid = summary.paidCount + summary.freeCount;
  return { ...summary, total: query.status === "paid" ? paid : paid + otherCount };
}

/**
 * Per WIB day of `from`..`to` that has any: sales, sign-ups, rupiah paid and the seller's net, net of
 * refunds — each day's shards summed (`ROLLUP_SHARDS`, migration 0027).
 */
export async function salesDays(db: Db, sellerId: string, from: string, to: string) {
  const sum = (expression: ReturnType<typeof sql>) => sql<number>`sum(${expression})::bigint`.mapWith(Number);
  return db
    .select({
      date: sql<string>`to_char(${d.day}, 'YYYY-MM-DD')`,
      paidCount: sum(sql`${d.paidCount}`),
      freeCount: sum(sql`${d.freeCount}`),
      amount: sum(sql`${d.amount} - ${d.refundedAmount}`),
      sellerNet: sum(sql`${d.sellerNet} - ${d.refundedNet}`),
    })
    .from(d)
    .where(within(sellerId, from, to))
    .groupBy(d.day);
}
