import { tables } from "@lapak/db";
import type { SalesList, SalesSummary, TransactionExportQuery } from "@lapak/shared/schemas/sales";
import type { TransactionListQuery } from "@lapak/shared/schemas/transaction";
import { type AnyColumn, and, desc, eq, gt, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { saleReleaseTimes } from "../ledger/ledger";
import { refundedSellerAmountOf } from "../refunds/refund-sql";
import {
  afterTransaction,
  containsPattern,
  datedWithinWibDays,
  hasEffectiveStatus,
  isFreeSignUpSql,
  isSaleSql,
  searchTextMatches,
} from "./list-filters";
import { summarizedByDay, summaryFromDaily } from "./sales-daily";
import { loadTransactions, refundedNets, toSellerTransactionView } from "./transaction-view";

/**
 * The seller's transactions a sales filter matches (shared by the list and its CSV export):
 * `status` (derived expiry respected), `from`/`to` (WIB days, inclusive: the payment time of a paid
 * transaction, the creation time of any other — `datedWithinWibDays`), `productId`, `refund`
 * (refunded in part or in whole, ADR 0020), `q` (buyer name or email, product title, order code — `LPK-7F3K2Q` or its last
 * six characters — or discount code, case-insensitive). Always scoped to
 * `sellerId`: another seller's transactions never match.
 */
export function salesWhere(sellerId: string, query: TransactionExportQuery, now: Date): SQL | undefined {
  const t = tables.transactions;
  const pattern = query.q ? containsPattern(query.q) : null;
  return and(
    eq(t.sellerId, sellerId),
    query.status ? hasEffectiveStatus(query.status, now) : undefined,
    datedWithinWibDays(query.from, query.to),
    query.productId ? eq(t.productId, query.productId) : undefined,
    query.refund ? refundedAs(query.refund) : undefined,
    pattern ? searchTextMatches(pattern) : undefined,
  );
}

/** Sales whose refunds match `refund`: some money back (`any`), all of it, or part of it. */
function refundedAs(refund: NonNullable<TransactionExportQuery["refund"]>): SQL {
  const t = tables.transactions;
  if (refund === "refunded") return and(gt(t.refundedAmount, 0), gte(t.refundedAmount, t.amount)) as SQL;
  if (refund === "partially_refunded") return and(gt(t.refundedAmount, 0), lt(t.refundedAmount, t.amount)) as SQL;
  return gt(t.refundedAmount, 0);
}

/**
 * `GET /v1/transactions`: the seller's sales, newest first, paginated, in the seller's view (buyer
 * unmasked, fee parts, net, `availableAt`) without delivery links; filters as in `salesWhere`.
 * `meta.summary` sums the PAID transactions of the whole filter, in rupiah (DASHBOARD-UX §11), from
 * the same rows the ledger credited, net of refunds (`amount` − refunded, `sellerNet` − what the
 * seller gave back), so its `sellerNet` equals the ledger's sales less its refunds.
 */
export async function listTransactions(
  { db }: Pick<Deps, "db">,
  { sellerId, query, now = new Date() }: { sellerId: string; query: TransactionListQuery; now?: Date },
): Promise<SalesList> {
  const t = tables.transactions;
  const where = salesWhere(sellerId, query, now);
  const orderBy = [desc(t.createdAt), desc(t.id)];
  const offset = query.after ? 0 : (query.page - 1) * query.perPage;
  const { total, ...summary } = summarizedByDay(query)
    ? await summaryFromDaily(db, sellerId, query)
    : await summaryOf(db, where);
  // A deep page skips its offset on ids alone (the (seller_id, created_at, id) index), then reads
  // its 100 rows, instead of reading every row it skips (ADR 0035).
  const pageWhere =
    offset > 0
      ? inArray(
          t.id,
          db
            .select({ id: t.id })
            .from(t)
            .where(where)
            .orderBy(...orderBy)
            .limit(query.perPage)
            .offset(offset),
        )
      : query.after
        ? and(where, afterTransaction(query.after))
        : where;
  const rows = await loadTransactions(db, pageWhere, { orderBy, limit: query.perPage, offset: 0 });
  const [releases, refunded] = await Promise.all([
    saleReleaseTimes(
      db,
      rows.map(({ row }) => row.id),
    ),
    refundedNets(
      db,
      rows.map(({ row }) => row),
    ),
  ]);
  return {
    data: rows.map((loaded) =>
      toSellerTransactionView(loaded, {
        availableAt: releases.get(loaded.row.id) ?? null,
        refundedNet: refunded.get(loaded.row.id),
        now,
      }),
    ),
    meta: { page: query.page, perPage: query.perPage, total, summary },
  };
}

/** `meta.total` and `meta.summary` summed over the transactions `where` matches (any filter). */
async function summaryOf(db: Deps["db"], where: SQL | undefined): Promise<SalesSummary & { total: number }> {
  const t = tables.transactions;
  const paid = sql`${t.status} = 'paid'`;
  const sum = (column: AnyColumn | SQL) =>
    sql`coalesce(sum(${column}) filter (where ${paid}), 0)::bigint`.mapWith(Number);
  const [totals] = await db
    .select({
      total: sql`count(*)::int`.mapWith(Number),
      // Sales and pendaftar as `@lapak/shared/sales-metrics` defines them.
      paidCount: sql`(count(*) filter (where ${isSaleSql()}))::int`.mapWith(Number),
      freeCount: sql`(count(*) filter (where ${isFreeSignUpSql()}))::int`.mapWith(Number),
      // Net of refunds (ADR 0020): what buyers kept paid, and what the seller kept of it.
      amount: sum(sql`${t.amount} - ${t.refundedAmount}`),
      // The fees of what was kept: a refund gives back the seller's net and Lapak drops its fees on
      // the refunded part, so Kotor − Biaya = Bersih holds on Penjualan's summary line.
      fee: sum(
        sql`(${t.amount} - ${t.refundedAmount}) - (${t.sellerNet} - ${refundedSellerAmountOf(t.id, t.refundedAmount)})`,
      ),
      sellerNet: sum(sql`${t.sellerNet} - ${refundedSellerAmountOf(t.id, t.refundedAmount)}`),
      refundedAmount: sum(t.refundedAmount),
    })
    .from(t)
    .where(where);
  return totals as SalesSummary & { total: number };
}
