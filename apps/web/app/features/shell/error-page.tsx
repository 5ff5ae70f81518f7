/**
 * The two error pages of SPEC §8: 404 "Halaman tidak ditemukan" and everything else "Internal Server
 * Error". A 404 under a store that exists (`/{username}/{unknown}`) offers that store first.
 */
import { ButtonLink } from "~/features/ui/button";
import { Logo } from "~/features/ui/logo";
import { paths } from "~/lib/paths";

/** The store a 404 happened under, when it exists: the loader throws it as the response's data. */
export interface NotFoundStore {
  name: string;
  username: string;
}

/** Full-page error with a heading, an Indonesian explanation, the store (if any) and a way home. */
export function ErrorPage({
  notFound,
  gone = false,
  store,
}: {
  notFound: boolean;
  /** A suspended store (410, DESIGN §4). */
  gone?: boolean;
  store?: NotFoundStore | null;
}) {
  const code = gone ? "410" : notFound ? "404" : "500";
  const title = gone ? "Toko ini tidak tersedia" : notFound ? "Halaman tidak ditemukan" : "Internal Server Error";
  const text = gone
    ? "Toko ini sedang tidak bisa dikunjungi. Pembeli yang sudah membayar tetap bisa membuka pesanannya dari email."
    : notFound
      ? "Alamat ini tidak ada. Mungkin salah ketik, atau halamannya sudah dipindahkan atau dihapus."
      : "Maaf, terjadi kesalahan pada server kami. Silakan muat ulang halaman atau coba lagi beberapa saat lagi.";
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-6 py-16 text-center">
      <Logo />
      <p className="mt-10 text-sm font-semibold text-violet-700">{code}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 max-w-sm text-slate-600">{text}</p>
      {/* Plain <a>s: after an error the app may be in a bad state, so start fresh. */}
      <div className="mt-8 flex w-full max-w-xs flex-col gap-3">
        {notFound && store ? (
          <ButtonLink to={paths.store(store.username)} reloadDocument block>
            {`Lihat toko ${store.name}`}
          </ButtonLink>
        ) : null}
        <ButtonLink to={paths.home} reloadDocument block variant={notFound && store ? "secondary" : "primary"}>
          Kembali ke beranda
        </ButtonLink>
      </div>
    </main>
  );
}

/** The store a thrown 404's data names (see `notFound` in the storefront feature), or null. */
export function notFoundStore(data: unknown): NotFoundStore | null {
  if (typeof data !== "object" || data === null || !("store" in data)) return null;
  const store = (data as { store: unknown }).store;
  if (typeof store !== "object" || store === null) return null;
  const { name, username } = store as Record<string, unknown>;
  return typeof name === "string" && typeof username === "string" ? { name, username } : null;
}
