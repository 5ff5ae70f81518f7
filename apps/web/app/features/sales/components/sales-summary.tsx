/**
 * The filter's summary (DASHBOARD-UX §3): "12 penjualan · Kotor Rp1.200.000 · Biaya Rp75.000 ·
 * Bersih Rp1.125.000", and the free sign-ups apart so they never pass for sales.
 */
import { formatRupiah } from "@lapak/shared/money";
import type { SalesSummary as Summary } from "@lapak/shared/schemas/sales";

export function SalesSummary({ summary }: { summary: Summary }) {
  return (
    <p className="flex flex-wrap gap-x-2 gap-y-1 text-sm text-slate-600 tabular-nums" data-testid="sales-summary">
      <span className="font-semibold text-slate-900">{summary.paidCount.toLocaleString("id-ID")} penjualan</span>
      <span aria-hidden="true">·</span>
      <span>Kotor {formatRupiah(summary.amount)}</span>
      <span aria-hidden="true">·</span>
      <span title="Biaya layanan Lapak + biaya metode pembayaran">Biaya {formatRupiah(summary.fee)}</span>
      <span aria-hidden="true">·</span>
      <span className="font-bold text-slate-900">Bersih {formatRupiah(summary.sellerNet)}</span>
      {summary.freeCount > 0 ? (
        <>
          <span aria-hidden="true">·</span>
          <span>{summary.freeCount.toLocaleString("id-ID")} pendaftar gratis</span>
        </>
      ) : null}
    </p>
  );
}
