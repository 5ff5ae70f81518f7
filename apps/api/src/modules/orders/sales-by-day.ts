import type { SalesDay } from "@lapak/shared/schemas/traffic";
import type { Deps } from "../../lib/deps";
import { daysBetween } from "../traffics/day-range";
import { salesDays } from "./sales-daily";

/**
 * `GET /v1/transactions/daily`: the seller's paid transactions per WIB day (DASHBOARD-UX §9, §11), by
 * the time the payment was confirmed (`paid_at`), for every day of `from`..`to` (inclusive WIB days,
 * already resolved by `resolveDayRange`), 0 for a day without sales. `paidCount` counts sales and
 * `freeCount` free sign-ups (`@lapak/shared/sales-metrics`); `amount` is what buyers paid and
 * `sellerNet` what the seller keeps, both integer rupiah net of refunds. Only paid transactions of `sellerId`
 * count; WIB is UTC+7 all year, so the day is computed with a fixed offset (no time zone database).
 * Read from the `sales_daily` rollup (`sales-daily.ts`): 90 days are 90 rows however many sales.
 */
export async function salesByDay(
  { db }: Pick<Deps, "db">,
  { sellerId, from, to }: { sellerId: string; from: string; to: string },
): Promise<SalesDay[]> {
  const rows = await salesDays(db, sellerId, from, to);
  const byDay = new Map(rows.map((row) => [row.date, row]));
  return daysBetween(from, to).map(
    (date) => byDay.get(date) ?? { date, paidCount: 0, freeCount: 0, amount: 0, sellerNet: 0 },
  );
}
