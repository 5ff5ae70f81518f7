/** The landing page's opening: what Lapak is, "Daftar" / "Masuk", and "Lihat contoh toko". */
import { Link } from "react-router";
import { ButtonLink } from "~/features/ui/button";
import { paths } from "~/lib/paths";

/** Headline, sub-headline and the two calls to action. */
export function Hero({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-violet-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-14 pb-16 sm:px-6 sm:pt-20 sm:pb-24">
        <p className="inline-flex rounded-full bg-white px-3 py-1 text-xs font-semibold text-violet-700 shadow-sm ring-1 ring-violet-100">
          Toko Digital Kreator Indonesia
        </p>
        <h1 className="mt-5 max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-6xl">
          Jual karya digital Anda dari <span className="text-violet-700">satu tautan</span>.
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">
          Lapak adalah toko online untuk kreator: pasang tautannya di bio Instagram atau TikTok, jual e-book, template,
          preset, atau kelas, dan terima pembayaran lewat QRIS, virtual account, dan e-wallet. Pembeli langsung mendapat
          produknya begitu pembayaran berhasil.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
          {signedIn ? (
            <ButtonLink to={paths.dashboard.home} className="px-6 py-3 text-base">
              Buka Dasbor
            </ButtonLink>
          ) : (
            <>
              <ButtonLink to={paths.register} className="px-6 py-3 text-base">
                Daftar
              </ButtonLink>
              <ButtonLink to={paths.login} variant="secondary" className="px-6 py-3 text-base">
                Masuk
              </ButtonLink>
            </>
          )}
          <Link
            to={paths.demoStore}
            className="rounded px-1 text-center text-base font-semibold text-violet-700 underline-offset-4 hover:underline sm:ml-2"
          >
            Lihat contoh toko →
          </Link>
        </div>
      </div>
    </section>
  );
}
