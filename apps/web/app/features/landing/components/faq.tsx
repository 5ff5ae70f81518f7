/** The landing page's questions, as `<details>` that open without JavaScript. */
import { formatPercent } from "@lapak/shared/fees";
import { formatRupiah } from "@lapak/shared/money";
import { MIN_WITHDRAWAL } from "@lapak/shared/schemas/account";
import { Link } from "react-router";
import { paths } from "~/lib/paths";
import { SectionHeading } from "./section-heading";

export function Faq({ platformFeePercent, holdDays }: { platformFeePercent: number; holdDays: number }) {
  const items: { q: string; a: string }[] = [
    {
      q: "Berapa biaya untuk mulai?",
      a: `Nol rupiah. Tidak ada biaya pendaftaran atau bulanan. Anda baru membayar saat ada penjualan: biaya platform ${formatPercent(platformFeePercent)} ditambah biaya metode pembayaran, dipotong dari hasil penjualan. Produk gratis tidak dikenai biaya.`,
    },
    {
      q: "Apakah pembeli harus membuat akun?",
      a: "Tidak. Pembeli cukup mengisi nama, email, dan nomor WhatsApp, memilih metode pembayaran, lalu membayar. Produknya muncul di halaman pesanan dan dikirim ke emailnya.",
    },
    {
      q: "Kapan uang hasil penjualan bisa saya tarik?",
      a: `${holdDays > 0 ? `Setiap penjualan ditahan ${holdDays} hari sejak dibayar, lalu menjadi saldo yang bisa ditarik.` : "Setiap penjualan langsung menjadi saldo yang bisa ditarik."} Penarikan minimal ${formatRupiah(MIN_WITHDRAWAL)} ke rekening bank atas nama Anda, setelah akun diaktivasi dengan KTP.`,
    },
    {
      q: "Kenapa saya harus mengirim foto KTP?",
      a: "Untuk memastikan uang dicairkan ke pemilik toko yang sebenarnya dan mencegah penipuan. NIK disimpan terenkripsi, foto KTP dan swafoto disimpan privat dan hanya bisa dibuka admin peninjau, sesuai UU Pelindungan Data Pribadi.",
    },
    {
      q: "Produk apa saja yang boleh dijual?",
      a: "Produk digital yang Anda buat atau berhak Anda jual: e-book, template, preset, musik, modul, kelas, dan sejenisnya. Barang bajakan, konten dewasa, judi, dan produk melanggar hukum dilarang — daftar lengkapnya ada di Syarat & Ketentuan.",
    },
    {
      q: "Bagaimana jika pembeli tidak bisa mengunduh?",
      a: "Tautan unduhan di halaman pesanan bisa dibuka lagi kapan saja dari email tanda terima; setiap tautan berlaku satu jam dan diperbarui setiap kali halaman dibuka. Jika tetap bermasalah, pembeli bisa menghubungi penjual lewat media sosial di tokonya atau menghubungi tim Lapak.",
    },
  ];
  return (
    <section aria-labelledby="tanya-jawab" className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="tanya-jawab" kicker="Tanya jawab" title="Pertanyaan yang sering diajukan" />
      <div className="mt-8 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
        {items.map((item) => (
          <details key={item.q} className="group px-5 py-4 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-600">
              {item.q}
              <span
                aria-hidden="true"
                className="grid size-7 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-600 transition group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="mt-3 leading-relaxed text-slate-600">{item.a}</p>
          </details>
        ))}
      </div>
      <p className="mt-6 text-center text-slate-600">
        Masih ada pertanyaan? Baca{" "}
        <Link to={paths.help} className="font-semibold text-violet-700 underline underline-offset-4">
          halaman Bantuan
        </Link>
        .
      </p>
    </section>
  );
}
