/** "Pertanyaan umum" of the balance page (DASHBOARD-UX §6 block 6), as native `<details>`. */
import { feesFor, formatPercent } from "@lapak/shared/fees";
import { formatRupiah } from "@lapak/shared/money";
import { PAYOUT_SLA } from "~/lib/constants";

export function BalanceFaq({ holdDays, platformFeePercent }: { holdDays: number; platformFeePercent: number }) {
  const example = feesFor(100_000, "qris", platformFeePercent).sellerNet;
  const items: [string, string][] = [
    [
      "Kenapa saldo ditahan?",
      `Saldo ditahan ${holdDays} hari untuk memastikan pembayaran benar-benar masuk. Tanggal cair tiap penjualan ada di Penjualan.`,
    ],
    [
      "Berapa lama penarikan?",
      `Penarikan diproses dalam ${PAYOUT_SLA} ke rekening atas nama Anda yang sudah diverifikasi. Biaya transfer Rp0. Jika gagal, saldonya kembali ke Bisa ditarik.`,
    ],
    [
      "Kenapa saldo uji coba tidak bisa ditarik?",
      "Pembayaran lewat mode uji coba (sandbox) bukan uang sungguhan. Saldo dari pembayaran itu tetap tercatat agar Anda bisa mencoba alurnya, tetapi tidak pernah bisa ditarik ke rekening. Selama toko memakai mode uji coba, Anda bisa mencoba Simulasi Penarikan: hasilnya ditandai Simulasi dan tidak ada uang yang dikirim.",
    ],
    [
      "Berapa potongan setiap penjualan?",
      `Biaya layanan Lapak ${formatPercent(platformFeePercent)} dari harga ditambah biaya metode pembayaran (QRIS 0,7%, Virtual Account Rp4.000, e-wallet 1,5–2%). Contoh: produk Rp100.000 dibayar dengan QRIS, Anda terima ${formatRupiah(example)}.`,
    ],
  ];
  return (
    <div className="divide-y divide-slate-100">
      {items.map(([question, answer]) => (
        <details key={question} className="group py-3">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 text-sm font-semibold text-slate-900">
            {question}
            <span aria-hidden="true" className="text-slate-400 transition group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">{answer}</p>
        </details>
      ))}
    </div>
  );
}
