import { tables } from "@lapak/db";
import type { TransactionStatus } from "@lapak/shared/schemas/transaction";
import { and, eq, gte, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a WIB calendar day (`YYYY-MM-DD`) starts (WIB is UTC+7 all year). */
export function wibDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+07:00`);
}

/**
 * Transactions dated within the WIB days `from`..`to`, both inclusive: a paid transaction by the
 * time it was paid, any other by the time it was created (`sales-metrics.ts`: the day a sale
 * belongs to is one rule on Beranda, Statistik, Penjualan and the CSV).
 */
export function datedWithinWibDays(from?: string, to?: string): SQL | undefined {
  const t = tables.transactions;
  const dated = sql`coalesce(${t.paidAt}, ${t.createdAt})`;
  const end = to ? new Date(wibDayStart(to).getTime() + DAY_MS) : undefined;
  return and(
    from ? sql`${dated} >= ${wibDayStart(from).toISOString()}::timestamptz` : undefined,
    end ? sql`${dated} < ${end.toISOString()}::timestamptz` : undefined,
    // Paid never precedes created: this lets the (seller, created_at) index bound the scan.
    end ? lt(t.createdAt, end) : undefined,
  );
}

/**
 * A sale (`sales-metrics.ts` `isSale`): paid, total above Rp0. `isFreeSignUpSql` is the rest of
 * the paid transactions, the pendaftar counted apart.
 */
export function isSaleSql(): SQL {
  const t = tables.transactions;
  return sql`(${t.status} = 'paid' and ${t.amount} > 0)`;
}

/** A free sign-up ("pendaftar", `sales-metrics.ts` `isSignUp`): paid, total Rp0. */
export function isFreeSignUpSql(): SQL {
  const t = tables.transactions;
  return sql`(${t.status} = 'paid' and ${t.amount} = 0)`;
}

/** Transactions that read as `status` at `now`: a pending one past its expiry reads as expired. */
export function hasEffectiveStatus(status: TransactionStatus, now: Date): SQL | undefined {
  const t = tables.transactions;
  if (status === "expired") return or(eq(t.status, "expired"), and(eq(t.status, "pending"), lte(t.expiresAt, now)));
  if (status === "pending") return and(eq(t.status, "pending"), or(isNull(t.expiresAt), gte(t.expiresAt, now)));
  return eq(t.status, status);
}

/**
 * Transactions of which one searched field (`TRANSACTION_SEARCH_TEXT`: buyer name or email, order
 * code, discount code, product title) contains `pattern` (a LIKE pattern, `containsPattern`),
 * case-insensitive: the lower-cased `search_text` against the lower-cased pattern, as ILIKE does on
 * UTF-8 text; answered by the trigram index (migration 0026).
 */
export function searchTextMatches(pattern: string): SQL {
  return sql`${tables.transactions.searchText} like lower(${pattern})`;
}

/** `%text%` for LIKE and ILIKE, with the pattern characters of `text` escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The transactions after `id` in the lists' order, newest first (`created_at` desc, then `id` desc):
 * keyset paging for `GET /v1/transactions?after=` and the CSV export's batches. The plain
 * `created_at <=` lets the (seller_id, created_at) index start there instead of rescanning from the
 * newest row. An unknown `id` matches nothing.
 */
export function afterTransaction(id: string): SQL {
  const t = tables.transactions;
  return sql`${t.createdAt} <= (select c.created_at from transactions c where c.id = ${id})
    and (${t.createdAt}, ${t.id}) < (select c.created_at, c.id from transactions c where c.id = ${id})`;
}
