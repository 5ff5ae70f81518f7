/** What a seller without products sees: why it matters and "Tambah Produk". */
import { ButtonLink } from "~/features/ui/button";
import { paths } from "~/lib/paths";

/** The empty state of /dashboard/my-store. */
export function EmptyStore() {
  return (
    <section className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <span
        aria-hidden="true"
        className="mx-auto grid size-12 place-items-center rounded-2xl bg-violet-100 text-2xl text-violet-700"
      >
        +
      </span>
      <h2 className="mt-3 text-lg font-bold text-slate-900">Toko Anda masih kosong</h2>
      <p className="mx-auto mt-1 max-w-sm text-sm text-slate-600">
        Tambahkan produk digital, hadiah gratis untuk mengumpulkan email, atau tautan ke halaman lain.
      </p>
      <ButtonLink to={paths.dashboard.add} className="mt-5">
        Tambah Produk
      </ButtonLink>
    </section>
  );
}
