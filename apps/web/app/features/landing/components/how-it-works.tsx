/** "Cara kerja": from sign-up to the first sale in three steps. */
import { BandSection } from "./band-section";
import { SectionHeading } from "./section-heading";

const STEPS = [
  {
    title: "Daftar dan pilih alamat toko",
    text: "Cukup nama, email, dan kata sandi. Pilih username — lapak.id/namaanda — warna, dan gaya tombol toko Anda.",
  },
  {
    title: "Tambahkan produk",
    text: "Unggah berkas dan tentukan harga, buat hadiah gratis untuk mengumpulkan email, atau pasang tautan kelas dan toko marketplace Anda.",
  },
  {
    title: "Bagikan tautan, terima uang",
    text: "Pasang tautan toko di bio Instagram, TikTok, atau status WhatsApp. Pembeli membayar, produk terkirim sendiri, saldo Anda bertambah.",
  },
];

export function HowItWorks() {
  return (
    <BandSection labelledBy="cara-kerja">
      <SectionHeading id="cara-kerja" kicker="Cara kerja" title="Mulai berjualan dalam tiga langkah" />
      <ol className="mt-10 grid gap-4 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span className="grid size-10 place-items-center rounded-full bg-violet-700 text-lg font-bold text-white">
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </BandSection>
  );
}
