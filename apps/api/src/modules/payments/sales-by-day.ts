import { tables } from "@lapak/db";
import type { SalesDay } from "@lapak/shared/schemas/traffic";
import { sql } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { refundedSellerAmountOf } from "../refunds/refund-sql";
import { daysBetween } from "../traffics/day-range";
import { isFreeSignUpSql, isSaleSql, paidWithinWibDays } from "./list-filters";

/**
 * `GET /v1/transactions/daily`: the seller's paid transactions per WIB day (DASHBOARD-UX §9, §11), by
 * the time the payment was confirmed (`paid_at`), for every day of `from`..`to` (inclusive WIB days,
 * already resolved by `resolveDayRange`), 0 for a day without sales. `paidCount` counts sales and
 * `freeCount` free sign-ups (`@lapak/shared/sales-metrics`); `amount` is what buyers paid and
 * `sellerNet` what the seller keeps, both integer rupiah net of refunds. Only paid transactions of `sellerId`
 * count; WIB is UTC+7 all year, so the day is computed with a fixed offset (no time zone database).
 */
export async function salesByDay(
  { db }: Pick<Deps, "db">,
  { sellerId, from, to }: { sellerId: string; from: string; to: string },
): Promise<SalesDay[]> {
  const t = tables.transactions;
  const day = sql<string>`to_char((${t.paidAt} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: day,
      // Sales and pendaftar as `@lapak/shared/sales-metrics` defines them.
      paidCount: sql<number>`(count(*) filter (where ${isSaleSql()}))::int`.mapWith(Number),
      freeCount: sql<number>`(count(*) filter (where ${isFreeSignUpSql()}))::int`.mapWith(Number),
      // Net of refunds (ADR 0020), booked on the sale's day.
      amount: sql<number>`coalesce(sum(${t.amount} - ${t.refundedAmount}), 0)::bigint`.mapWith(Number),
      sellerNet: sql<number>`coalesce(sum(${t.sellerNet} - ${refundedSellerAmountOf(t.id)}), 0)::bigint`.mapWith(
        Number,
      ),
    })
    .from(t)
    .where(paidWithinWibDays(sellerId, from, to))
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.date, row]));
  return daysBetween(from, to).map(
    (date) => byDay.get(date) ?? { date, paidCount: 0, freeCount: 0, amount: 0, sellerNet: 0 },
  );
}
