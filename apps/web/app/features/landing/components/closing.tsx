/** The end of the landing page: the newsletter and the last call to register. */
import { ButtonLink } from "~/features/ui/button";
import { paths } from "~/lib/paths";
import { NEWSLETTER_ANCHORS } from "../newsletter";
import { NewsletterForm } from "./newsletter-form";

export function Closing({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="mulai" className="px-4 pb-16 sm:px-6 sm:pb-20">
      <div className="mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-violet-800 via-violet-700 to-fuchsia-600 px-6 py-12 text-white shadow-xl sm:px-12 sm:py-16">
        <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="mulai" className="text-3xl font-bold tracking-tight sm:text-4xl">
              Buka toko Anda hari ini
            </h2>
            <p className="mt-3 max-w-md text-lg text-violet-100">
              Gratis, tanpa kartu kredit. Produk pertama Anda bisa tayang dalam lima menit.
            </p>
            <ButtonLink
              to={signedIn ? paths.dashboard.home : paths.register}
              variant="secondary"
              className="mt-6 border-0 px-6 py-3 text-base text-violet-800"
            >
              {signedIn ? "Buka Dasbor" : "Daftar Gratis"}
            </ButtonLink>
          </div>
          <div
            id={NEWSLETTER_ANCHORS.section}
            className="scroll-mt-24 rounded-2xl bg-white/10 p-5 ring-1 ring-white/20 sm:p-6"
          >
            <h3 className="text-lg font-semibold">Belum siap berjualan? Dapatkan kabar Lapak</h3>
            <p className="mt-1 text-sm text-violet-100">
              Tips berjualan produk digital dan fitur baru, paling banyak dua kali sebulan. Berhenti kapan saja.
            </p>
            <div className="mt-4">
              <NewsletterForm next={paths.home} anchor={NEWSLETTER_ANCHORS.section} tone="dark" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
