import { tables } from "@lapak/db";
import type { TransactionStatus } from "@lapak/shared/schemas/transaction";
import { and, eq, gte, isNull, lt, lte, or, type SQL } from "drizzle-orm";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a WIB calendar day (`YYYY-MM-DD`) starts (WIB is UTC+7 all year). */
export function wibDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+07:00`);
}

/** `created_at` within the WIB days `from`..`to`, both inclusive (DESIGN §3). */
export function createdWithinWibDays(from?: string, to?: string): SQL | undefined {
  const t = tables.transactions;
  return and(
    from ? gte(t.createdAt, wibDayStart(from)) : undefined,
    to ? lt(t.createdAt, new Date(wibDayStart(to).getTime() + DAY_MS)) : undefined,
  );
}

/**
 * `sellerId`'s paid transactions whose payment (`paid_at`) falls in the WIB days `from`..`to`, both
 * inclusive — the sales the statistics blocks count (daily chart, sales per source).
 */
export function paidWithinWibDays(sellerId: string, from: string, to: string): SQL | undefined {
  const t = tables.transactions;
  const end = new Date(wibDayStart(to).getTime() + DAY_MS);
  return and(
    eq(t.sellerId, sellerId),
    eq(t.status, "paid"),
    gte(t.paidAt, wibDayStart(from)),
    lt(t.paidAt, end),
    // Paid never precedes created: this lets the (seller, created_at) index bound the scan.
    lt(t.createdAt, end),
  );
}

/** Transactions that read as `status` at `now`: a pending one past its expiry reads as expired. */
export function hasEffectiveStatus(status: TransactionStatus, now: Date): SQL | undefined {
  const t = tables.transactions;
  if (status === "expired") return or(eq(t.status, "expired"), and(eq(t.status, "pending"), lte(t.expiresAt, now)));
  if (status === "pending") return and(eq(t.status, "pending"), or(isNull(t.expiresAt), gte(t.expiresAt, now)));
  return eq(t.status, status);
}

/** `%text%` for ILIKE, with the pattern characters of `text` escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
