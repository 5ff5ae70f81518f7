/** What a seller gets, in four short cards, and how to start in three steps. */

const FEATURES = [
  { title: "Produk digital", text: "Unggah berkas, tentukan harga, dan pembeli langsung mengunduh setelah membayar." },
  { title: "Kumpulkan email", text: "Beri hadiah gratis sebagai ganti email — daftar pelanggan Anda tumbuh sendiri." },
  {
    title: "Tautan eksternal",
    text: "Satukan kelas, video, dan toko marketplace Anda di satu halaman, lengkap dengan jumlah klik.",
  },
  {
    title: "Pembayaran lokal",
    text: "QRIS, virtual account BCA, BNI, BRI, Mandiri, Permata, serta GoPay, OVO, DANA, dan ShopeePay.",
  },
];

const STEPS = ["Daftar dengan email", "Pilih username dan tampilan toko", "Tambahkan produk, bagikan tautannya"];

/** Feature cards followed by the three steps to start. */
export function FeatureGrid() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Semua yang Anda butuhkan untuk mulai berjualan
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h3 className="font-semibold text-slate-900">{feature.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{feature.text}</p>
          </li>
        ))}
      </ul>
      <h2 className="mt-16 text-2xl font-bold tracking-tight text-slate-900">Mulai dalam tiga langkah</h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step} className="flex items-center gap-3 rounded-2xl bg-violet-50 p-4">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-violet-700 font-bold text-white">
              {index + 1}
            </span>
            <span className="font-medium text-slate-800">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
