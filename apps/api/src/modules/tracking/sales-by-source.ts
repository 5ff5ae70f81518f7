import { tables } from "@lapak/db";
import { DIRECT_SOURCE } from "@lapak/shared/attribution";
import type { SalesSource } from "@lapak/shared/schemas/tracking";
import { and, sql } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { isSaleSql, paidWithinWibDays } from "../payments/list-filters";

/**
 * `GET /v1/transactions/sources` (issue 23, Statistik "Penjualan per Sumber"): the seller's sales
 * (paid, above Rp0: `@lapak/shared/sales-metrics`) of the WIB days `from`..`to` (inclusive, already
 * resolved by `resolveDayRange`, by `paid_at`) grouped by landing source and campaign. The source is the stored `utm_source`, else
 * `facebook`/`tiktok` for a bare click id, else "Langsung" (no landing parameter). `revenue` is what
 * buyers paid less what was refunded, integer rupiah. Most sales first, then most rupiah, then by name.
 */
export async function salesBySource(
  { db }: Pick<Deps, "db">,
  { sellerId, from, to }: { sellerId: string; from: string; to: string },
): Promise<SalesSource[]> {
  const t = tables.transactions;
  const source = sql<string>`coalesce(
    nullif(${t.attribution}->>'utmSource', ''),
    case when ${t.attribution} ? 'fbclid' then 'facebook' when ${t.attribution} ? 'ttclid' then 'tiktok' end,
    ${DIRECT_SOURCE}::text)`;
  const campaign = sql<string | null>`nullif(${t.attribution}->>'utmCampaign', '')`;
  const sales = sql<number>`count(*)::int`.mapWith(Number);
  const rows = await db
    .select({
      source,
      campaign,
      sales,
      // Net of refunds, as on every revenue figure (ADR 0020).
      revenue: sql<number>`coalesce(sum(${t.amount} - ${t.refundedAmount}), 0)::bigint`.mapWith(Number),
    })
    .from(t)
    .where(and(paidWithinWibDays(sellerId, from, to), isSaleSql()))
    // By position: the source expression carries a bound parameter, which GROUP BY would not
    // recognise as the same expression as the select list's.
    .groupBy(sql`1, 2`);
  // Sorted here, not in SQL: text order follows the database's collation, which differs by engine.
  return rows.sort(
    (a, b) =>
      b.sales - a.sales ||
      b.revenue - a.revenue ||
      a.source.localeCompare(b.source, "id") ||
      (a.campaign ?? "").localeCompare(b.campaign ?? "", "id"),
  );
}
