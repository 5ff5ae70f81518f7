/**
 * The Statistik summary (DASHBOARD-UX §5 block 3): "Pengunjung unik", "Tayangan", "Penjualan",
 * "Konversi" for the range, each with its one-line definition, and for a seller with memberships
 * "Anggota aktif" and "Langganan bulan ini" (ADR 0049). Tiles are not links. Sales,
 * pendaftar and conversion are counted as `@lapak/shared/sales-metrics` defines them, like Beranda
 * and Penjualan.
 */
import { formatRupiah } from "@lapak/shared/money";
import { CONVERSION_NOTE, conversionRate, formatConversion, sumSalesDays } from "@lapak/shared/sales-metrics";
import type { SalesDay, TrafficDay } from "@lapak/shared/schemas/traffic";
import { BlockError } from "~/features/ui/card";
import { formatCount } from "../labels";

function Tile({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums tracking-tight text-slate-900">{value}</dd>
      <dd className="mt-1 text-xs leading-snug text-slate-500">{note}</dd>
    </div>
  );
}

/** Totals of `daily` and `sales` over the range; either `null` (failed) shows the block's error. */
export function StatTiles({
  daily,
  sales,
  memberships,
  onRetry,
}: {
  daily: TrafficDay[] | null;
  sales: SalesDay[] | null;
  /** A seller with memberships: active members now and this month's membership revenue. */
  memberships?: { activeMembers: number; monthRevenue: number; monthPasses: number } | null;
  onRetry: () => void;
}) {
  if (!daily || !sales) {
    return (
      <section aria-label="Ringkasan" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <BlockError what="Ringkasan" onRetry={onRetry} />
      </section>
    );
  }
  const visitors = daily.reduce((sum, day) => sum + day.visitors, 0);
  const views = daily.reduce((sum, day) => sum + day.views, 0);
  const totals = sumSalesDays(sales);
  const signUps = totals.freeCount > 0 ? ` · ${formatCount(totals.freeCount)} pendaftar gratis` : "";
  return (
    <section aria-label="Ringkasan">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile label="Pengunjung unik" value={formatCount(visitors)} note="Orang berbeda, dihitung per hari" />
        <Tile label="Tayangan" value={formatCount(views)} note="Berapa kali halaman dibuka" />
        <Tile
          label="Penjualan"
          value={formatCount(totals.paidCount)}
          note={`Pendapatan bersih ${formatRupiah(totals.sellerNet)}${signUps}`}
        />
        <Tile
          label="Konversi"
          value={formatConversion(conversionRate(totals.paidCount, visitors))}
          note={CONVERSION_NOTE}
        />
        {memberships ? (
          <>
            <Tile
              label="Anggota aktif"
              value={formatCount(memberships.activeMembers)}
              note="Langganan yang masih berjalan hari ini"
            />
            <Tile
              label="Langganan bulan ini"
              value={formatRupiah(memberships.monthRevenue)}
              note={`${formatCount(memberships.monthPasses)} pembayaran bulan ini, setelah refund`}
            />
          </>
        ) : null}
      </dl>
    </section>
  );
}
