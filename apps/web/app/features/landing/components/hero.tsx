/** The landing page's opening: what Lapak is, "Daftar" / "Masuk", and the example store on a phone. */
import { Link } from "react-router";
import { ButtonLink } from "~/features/ui/button";
import { paths } from "~/lib/paths";
import type { ExampleStore } from "../api/get-landing.server";
import { StorePreview } from "./store-preview";

/** Headline, sub-headline, the calls to action and, beside them, the example store. */
export function Hero({ signedIn, example }: { signedIn: boolean; example: ExampleStore | null }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-violet-50 via-white to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-24 size-[28rem] rounded-full bg-fuchsia-200/40 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-10 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.15fr_0.85fr] lg:pb-24">
        <div>
          <p className="inline-flex rounded-full bg-white px-3 py-1 text-xs font-semibold text-violet-700 shadow-sm ring-1 ring-violet-100">
            Toko Digital Kreator Indonesia
          </p>
          <h1 className="mt-5 text-4xl leading-[1.1] font-extrabold tracking-tight text-slate-900 sm:text-6xl">
            Jual karya digital Anda dari <span className="text-violet-700">satu tautan</span>.
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">
            Lapak adalah toko online untuk kreator: pasang tautannya di bio Instagram atau TikTok, jual e-book,
            template, preset, atau kelas, dan terima pembayaran lewat QRIS, virtual account, dan e-wallet. Pembeli
            langsung mendapat produknya begitu pembayaran berhasil — tanpa Anda harus membalas chat.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            {signedIn ? (
              <ButtonLink to={paths.dashboard.home} className="px-6 py-3 text-base">
                Buka Dasbor
              </ButtonLink>
            ) : (
              <ButtonLink to={paths.register} className="px-6 py-3 text-base">
                Daftar Gratis
              </ButtonLink>
            )}
            <Link
              to={paths.demoStore}
              className="rounded-xl px-4 py-3 text-center text-base font-semibold text-violet-700 ring-1 ring-violet-200 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-violet-600"
            >
              Lihat contoh toko
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
            {["Tanpa biaya bulanan", "Pembeli tanpa akun", "Produk terkirim otomatis"].map((point) => (
              <li key={point} className="flex items-center gap-2">
                <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4 text-emerald-600">
                  <path
                    d="M5 10.5l3 3 7-7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {point}
              </li>
            ))}
          </ul>
        </div>
        {example ? <StorePreview example={example} /> : null}
      </div>
    </section>
  );
}
