/** "Dibanding jualan manual": selling by hand over WhatsApp next to selling with Lapak, point by point. */
import { BandSection } from "./band-section";
import { SectionHeading } from "./section-heading";

const POINTS: { topic: string; manual: string; lapak: string }[] = [
  {
    topic: "Pembayaran",
    manual: "Minta bukti transfer, lalu cek mutasi rekening satu per satu — dan waspada bukti transfer editan.",
    lapak: "QRIS, virtual account, atau e-wallet dikonfirmasi otomatis oleh penyedia pembayaran.",
  },
  {
    topic: "Pengiriman",
    manual: "Kirim file atau link Google Drive satu per satu lewat chat; kadang terlewat atau salah kirim.",
    lapak: "Tautan unduhan muncul begitu pembayaran berhasil, plus email tanda terima ke pembeli.",
  },
  {
    topic: "Jam jualan",
    manual: "Pembeli menunggu Anda online. Pesanan tengah malam baru diproses besok pagi.",
    lapak: "Toko berjalan 24 jam, juga saat Anda tidur, mengajar, atau manggung.",
  },
  {
    topic: "Data pembeli",
    manual: "Tercecer di riwayat chat; sulit menawari mereka produk berikutnya.",
    lapak: "Daftar pelanggan rapi, bisa dicari dan diunduh sebagai CSV.",
  },
  {
    topic: "Pembukuan",
    manual: "Dicatat manual di buku atau spreadsheet, sering tidak cocok dengan saldo.",
    lapak: "Penjualan, biaya, dan saldo tercatat otomatis sampai ke rupiah.",
  },
];

function Mark({ ok }: { ok: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className={`mt-0.5 size-5 shrink-0 rounded-full p-1 ${ok ? "bg-emerald-100 text-emerald-700" : "bg-slate-200 text-slate-500"}`}
    >
      <path
        d={ok ? "M4.5 10.5l3.5 3.5 7.5-8" : "M5 5l10 10M15 5L5 15"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Comparison() {
  return (
    <BandSection labelledBy="perbandingan">
      <SectionHeading id="perbandingan" kicker="Perbandingan" title="Berhenti jualan manual lewat WhatsApp">
        WhatsApp tetap untuk ngobrol dengan pembeli. Urusan bayar dan kirim biar Lapak yang kerjakan.
      </SectionHeading>
      <div className="mt-10 grid gap-4 md:grid-cols-2">
        <div className="rounded-3xl bg-white p-6 ring-1 ring-slate-200">
          <h3 className="text-lg font-semibold text-slate-700">Jualan manual lewat WhatsApp</h3>
          <ul className="mt-5 space-y-4">
            {POINTS.map((point) => (
              <li key={point.topic} className="flex gap-3">
                <Mark ok={false} />
                <p className="text-slate-600">
                  <span className="font-semibold text-slate-800">{point.topic}: </span>
                  {point.manual}
                </p>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-md ring-2 ring-violet-600">
          <h3 className="text-lg font-semibold text-violet-800">Dengan Lapak — otomatis</h3>
          <ul className="mt-5 space-y-4">
            {POINTS.map((point) => (
              <li key={point.topic} className="flex gap-3">
                <Mark ok />
                <p className="text-slate-700">
                  <span className="font-semibold text-slate-900">{point.topic}: </span>
                  {point.lapak}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </BandSection>
  );
}
