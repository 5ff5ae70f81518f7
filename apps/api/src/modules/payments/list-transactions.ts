import { tables } from "@lapak/db";
import type { Transaction, TransactionListQuery } from "@lapak/shared/schemas/transaction";
import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { containsPattern, createdWithinWibDays, hasEffectiveStatus } from "./list-filters";
import { loadTransactions, toTransactionView } from "./transaction-view";

/**
 * `GET /v1/transactions`: the seller's sales, newest first, paginated, in the seller's (unmasked)
 * view without delivery links. Filters: `status` (derived expiry respected), `from`/`to` (WIB days,
 * inclusive, on the creation time), `productId`, `q` (buyer name or email, or product title,
 * case-insensitive). Another seller's transactions never appear.
 */
export async function listTransactions(
  { db }: Pick<Deps, "db">,
  { sellerId, query, now = new Date() }: { sellerId: string; query: TransactionListQuery; now?: Date },
): Promise<{ data: Transaction[]; meta: { page: number; perPage: number; total: number } }> {
  const t = tables.transactions;
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = and(
    eq(t.sellerId, sellerId),
    query.status ? hasEffectiveStatus(query.status, now) : undefined,
    createdWithinWibDays(query.from, query.to),
    query.productId ? eq(t.productId, query.productId) : undefined,
    pattern
      ? or(
          ilike(t.buyerName, pattern),
          ilike(t.buyerEmail, pattern),
          sql`${t.productSnapshot}->>'title' ilike ${pattern}`,
        )
      : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(t).where(where);
  const rows = await loadTransactions(db, where, {
    orderBy: [desc(t.createdAt), desc(t.id)],
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  return {
    data: rows.map((loaded) => toTransactionView(loaded, { whole: true, now })),
    meta: { page: query.page, perPage: query.perPage, total: Number(total) },
  };
}
