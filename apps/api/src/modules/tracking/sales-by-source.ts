import { tables } from "@lapak/db";
import { DIRECT_SOURCE } from "@lapak/shared/attribution";
import type { SalesSource } from "@lapak/shared/schemas/tracking";
import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Deps } from "../../lib/deps";

/**
 * `GET /v1/transactions/sources` (ADR 0022, Statistik "Penjualan per Sumber"): the seller's sales
 * (paid, above Rp0: `@lapak/shared/sales-metrics`) of the WIB days `from`..`to` (inclusive, already
 * resolved by `resolveDayRange`, by `paid_at`) grouped by landing source and campaign. The source is the stored `utm_source`, else
 * `facebook`/`tiktok` for a bare click id, else "Langsung" (no landing parameter). `revenue` is what
 * buyers paid less what was refunded, integer rupiah. Most sales first, then most rupiah, then by name.
 */
export async function salesBySource(
  { db }: Pick<Deps, "db">,
  { sellerId, from, to }: { sellerId: string; from: string; to: string },
): Promise<SalesSource[]> {
  // From the per-day rollup the transactions' trigger keeps (`sales_sources_daily`, migration 0025,
  // ADR 0035): a few rows per day instead of every sale's attribution. `''` is a direct visit, or
  // no campaign.
  const d = tables.salesSourcesDaily;
  const sales = sql<number>`sum(${d.sales})::int`.mapWith(Number);
  const grouped = await db
    .select({
      source: d.source,
      campaign: d.campaign,
      sales,
      revenue: sql<number>`coalesce(sum(${d.revenue}), 0)::bigint`.mapWith(Number),
    })
    .from(d)
    .where(and(eq(d.sellerId, sellerId), gte(d.day, from), lte(d.day, to)))
    .groupBy(d.source, d.campaign)
    .having(sql`sum(${d.sales}) > 0`);
  const rows = grouped.map((row) => ({
    ...row,
    source: row.source || DIRECT_SOURCE,
    campaign: row.campaign || null,
  }));
  // Sorted here, not in SQL: text order follows the database's collation, which differs by engine.
  return rows.sort(
    (a, b) =>
      b.sales - a.sales ||
      b.revenue - a.revenue ||
      a.source.localeCompare(b.source, "id") ||
      (a.campaign ?? "").localeCompare(b.campaign ?? "", "id"),
  );
}
