/** The two error pages of SPEC §8: 404 "Page Not Found" and everything else "Internal Server Error". */
import { ButtonLink } from "~/features/ui/button";
import { Logo } from "~/features/ui/logo";
import { paths } from "~/lib/paths";

/** Full-page error with the SPEC's English heading, an Indonesian explanation and a way home. */
export function ErrorPage({ notFound }: { notFound: boolean }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-6 py-16 text-center">
      <Logo />
      <p className="mt-10 text-sm font-semibold text-violet-700">{notFound ? "404" : "500"}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
        {notFound ? "Page Not Found" : "Internal Server Error"}
      </h1>
      <p className="mt-3 max-w-sm text-slate-600">
        {notFound
          ? "Halaman yang Anda cari tidak ditemukan. Mungkin alamatnya salah ketik atau halamannya sudah dipindahkan."
          : "Maaf, terjadi kesalahan pada server kami. Silakan muat ulang halaman atau coba lagi beberapa saat lagi."}
      </p>
      {/* A plain <a>: after an error the app may be in a bad state, so start fresh. */}
      <ButtonLink to={paths.home} reloadDocument className="mt-8">
        Kembali ke beranda
      </ButtonLink>
    </main>
  );
}
