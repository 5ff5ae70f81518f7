/**
 * `/dashboard/statistics` — "Statistik" (DASHBOARD-UX §5): heading, range chips (sticky under the
 * phone's top bar), summary tiles, the daily charts, then sources, top pages and cities, then the
 * sales per landing source ("Penjualan per Sumber"). Every
 * block renders or fails on its own; "Coba lagi" reloads the page's data.
 */

import type { ResolvedRange } from "@lapak/shared/date-range";
import { formatRupiah } from "@lapak/shared/money";
import type { SalesSource } from "@lapak/shared/schemas/tracking";
import type { SalesDay, TrafficCity, TrafficDay, TrafficSource } from "@lapak/shared/schemas/traffic";
import { useMemo } from "react";
import { useRevalidator } from "react-router";
import { ButtonLink } from "~/features/ui/button";
import { BlockError, Card } from "~/features/ui/card";
import { CopyButton } from "~/features/ui/copy-button";
import { EmptyState } from "~/features/ui/empty-state";
import { RangeChips } from "~/features/ui/range-chips";
import { cityLabel, formatCount, formatRupiahCompact, sourceLabel } from "../labels";
import { type ChartMetric, DailyChart } from "./daily-chart";
import { RankedList, type RankedRow } from "./ranked-list";
import { SalesSources } from "./sales-sources";
import { StatTiles } from "./stat-tiles";

export interface StatisticsData {
  range: ResolvedRange & { from: string; to: string };
  today: string;
  storeUrl: string;
  everViewed: boolean;
  daily: TrafficDay[] | null;
  /** Top pages, already named and linked by the route. */
  pages: RankedRow[] | null;
  cities: TrafficCity[] | null;
  sources: TrafficSource[] | null;
  sales: SalesDay[] | null;
  /** "Penjualan per Sumber" (ADR 0022). */
  salesSources: SalesSource[] | null;
  /** Active members and this month's membership revenue (ADR 0049); null or absent without memberships. */
  memberships?: { activeMembers: number; monthRevenue: number; monthPasses: number } | null;
}

/** The whole screen from the loader's data. */
export function StatisticsScreen({ data }: { data: StatisticsData }) {
  const { range, daily, sales } = data;
  const revalidator = useRevalidator();
  const retry = () => void revalidator.revalidate();
  const views = daily?.reduce((sum, day) => sum + day.views, 0) ?? 0;
  const oneDay = range.from === range.to;
  // No visits in the range (the traffic blocks give way to one line), and sales in it, which show regardless.
  const quiet = daily !== null && views === 0;
  const sold = sales?.some((day) => day.paidCount + day.freeCount > 0) ?? false;

  const trafficMetrics = useMemo<ChartMetric[]>(
    () => [
      {
        label: "Pengunjung",
        values: daily?.map((day) => day.visitors) ?? [],
        format: (n) => `${formatCount(n)} pengunjung`,
        formatAxis: formatCount,
      },
      {
        label: "Tayangan",
        values: daily?.map((day) => day.views) ?? [],
        format: (n) => `${formatCount(n)} tayangan`,
        formatAxis: formatCount,
      },
    ],
    [daily],
  );
  const salesMetrics = useMemo<ChartMetric[]>(
    () => [
      {
        label: "Pendapatan bersih",
        values: sales?.map((day) => day.sellerNet) ?? [],
        format: formatRupiah,
        formatAxis: formatRupiahCompact,
      },
    ],
    [sales],
  );
  const trafficDays = useMemo(() => daily?.map((day) => day.date) ?? [], [daily]);
  const salesDays = useMemo(() => sales?.map((day) => day.date) ?? [], [sales]);

  const sourceRows = data.sources?.map((row) => ({
    key: row.source,
    label: sourceLabel(row.source),
    value: row.views,
  }));
  // "Tidak diketahui" goes last, whatever its count.
  const cityRows = data.cities && [
    ...data.cities.filter((row) => row.city).map((row) => ({ key: row.city, label: row.city, value: row.views })),
    ...data.cities.filter((row) => !row.city).map((row) => ({ key: "", label: cityLabel(""), value: row.views })),
  ];

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Statistik</h1>
        <p className="mt-1 text-sm text-slate-600">Hari dihitung dalam WIB · tanpa alamat IP</p>
      </div>
      <div className="sticky top-14 z-20 -mx-4 bg-slate-50/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none">
        <RangeChips value={range} today={data.today} />
      </div>

      {!data.everViewed && !sold ? (
        <EmptyState
          action={
            <CopyButton text={data.storeUrl} copiedMessage="Tautan toko disalin">
              Salin Tautan Toko
            </CopyButton>
          }
        >
          Belum ada kunjungan. Statistik terisi setelah orang membuka toko Anda.
        </EmptyState>
      ) : (
        <>
          <StatTiles daily={daily} sales={sales} memberships={data.memberships} onRetry={retry} />
          {quiet ? (
            <EmptyState
              action={range.range === "30d" ? undefined : <ButtonLink to="?range=30d">Lihat 30 hari</ButtonLink>}
            >
              Tidak ada kunjungan pada {range.label}.
            </EmptyState>
          ) : oneDay ? null : daily ? (
            <DailyChart id="kunjungan" title="Kunjungan harian" days={trafficDays} metrics={trafficMetrics} />
          ) : (
            <Card id="kunjungan" title="Kunjungan harian">
              <BlockError what="Kunjungan harian" onRetry={retry} />
            </Card>
          )}
          {/* Sales show even without visits: a buyer may come straight to the checkout link (Beranda counts them too). */}
          {oneDay || (quiet && !sold) ? null : sales ? (
            <DailyChart
              id="penjualan"
              title="Penjualan harian"
              days={salesDays}
              metrics={salesMetrics}
              empty="Belum ada penjualan pada rentang ini."
            />
          ) : (
            <Card id="penjualan" title="Penjualan harian">
              <BlockError what="Penjualan harian" onRetry={retry} />
            </Card>
          )}
          {quiet ? null : (
            <>
              <RankedList id="halaman" title="Halaman teratas" rows={data.pages} onRetry={retry} />
              <div className="grid gap-6 lg:grid-cols-2">
                <RankedList id="sumber" title="Sumber pengunjung" rows={sourceRows ?? null} onRetry={retry} />
                <RankedList id="kota" title="Kota" rows={cityRows ?? null} onRetry={retry} />
              </div>
            </>
          )}
          <SalesSources rows={data.salesSources} onRetry={retry} />
        </>
      )}
    </div>
  );
}
