/**
 * "Biaya": the worked example (price → what the seller receives with QRIS) and the table per
 * method, all computed from the deployment's fee settings (`fee-table.ts`).
 */
import { feesFor, formatPercent, PAYMENT_METHOD_TABLE } from "@lapak/shared/fees";
import { formatRupiah } from "@lapak/shared/money";
import { MIN_WITHDRAWAL } from "@lapak/shared/schemas/account";
import { EXAMPLE_PRICE, type FeeRow } from "../fee-table";
import { SectionHeading } from "./section-heading";

export function Fees({
  rows,
  platformFeePercent,
  holdDays,
}: {
  rows: FeeRow[];
  platformFeePercent: number;
  holdDays: number;
}) {
  const qris = feesFor(EXAMPLE_PRICE, "qris", platformFeePercent);
  const qrisPercent = formatPercent(PAYMENT_METHOD_TABLE.qris.percent);
  return (
    <section aria-labelledby="biaya" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="biaya" kicker="Biaya" title="Gratis dipakai, bayar hanya saat laku">
        Tanpa biaya bulanan atau biaya pendaftaran. Setiap penjualan dipotong biaya platform{" "}
        {formatPercent(platformFeePercent)} ditambah biaya metode pembayaran. Pembeli membayar tepat sesuai harga, tanpa
        biaya tambahan.
      </SectionHeading>
      <div className="mt-10 grid gap-6 lg:grid-cols-[0.9fr_1.1fr]">
        <figure
          aria-labelledby="contoh-biaya"
          className="rounded-3xl bg-gradient-to-br from-violet-700 to-fuchsia-600 p-6 text-white shadow-lg sm:p-8"
        >
          <figcaption className="text-sm font-semibold text-violet-100">Contoh perhitungan</figcaption>
          <p id="contoh-biaya" className="mt-2 text-2xl leading-snug font-bold sm:text-3xl">
            Harga {formatRupiah(EXAMPLE_PRICE)} → Anda terima {formatRupiah(qris.sellerNet)} dengan QRIS
          </p>
          <dl className="mt-6 space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt>Harga yang dibayar pembeli</dt>
              <dd className="font-semibold tabular-nums">{formatRupiah(EXAMPLE_PRICE)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>Biaya platform ({formatPercent(platformFeePercent)})</dt>
              <dd className="font-semibold tabular-nums">−{formatRupiah(qris.platformFee)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>Biaya QRIS ({qrisPercent})</dt>
              <dd className="font-semibold tabular-nums">−{formatRupiah(qris.methodFee)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-white/30 pt-2 text-base">
              <dt className="font-semibold">Masuk ke saldo Anda</dt>
              <dd className="font-bold tabular-nums">{formatRupiah(qris.sellerNet)}</dd>
            </div>
          </dl>
        </figure>
        <div className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <table className="w-full text-left text-sm">
            <caption className="pb-3 text-left font-semibold text-slate-900">
              Biaya per metode untuk harga {formatRupiah(EXAMPLE_PRICE)}
            </caption>
            <thead className="text-xs text-slate-500">
              <tr>
                <th scope="col" className="py-2 pr-2 font-medium">
                  Metode
                </th>
                <th scope="col" className="py-2 pr-2 text-right font-medium">
                  Biaya metode
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Anda terima
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className="py-3 pr-2 font-medium text-slate-800">
                    {row.label}
                  </th>
                  <td className="py-3 pr-2 text-right text-slate-600 tabular-nums">{row.cost}</td>
                  <td className="py-3 text-right font-semibold text-slate-900 tabular-nums">
                    {formatRupiah(row.sellerNet)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-4 space-y-1.5 text-sm text-slate-600">
            <li>
              Semua angka sudah termasuk biaya platform {formatPercent(platformFeePercent)}, dibulatkan ke rupiah
              terdekat.
            </li>
            <li>
              {holdDays > 0 ? `Uang penjualan ditahan ${holdDays} hari, lalu bisa` : "Uang penjualan bisa"} ditarik ke
              rekening Anda mulai {formatRupiah(MIN_WITHDRAWAL)} setelah akun diaktivasi.
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
