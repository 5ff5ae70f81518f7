/** The store's address with "Salin tautan toko" and "Bagikan ke WhatsApp". */
import { useToast } from "~/features/ui/toast-context";
import { noteStoreLinkShared } from "~/lib/store-link-shared";

/** `wa.me` link that opens WhatsApp with a ready message carrying `storeUrl`. */
export function whatsAppShareUrl(storeUrl: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`Yuk, mampir ke toko saya di Lapak: ${storeUrl}`)}`;
}

/** The link box and the two share buttons. */
export function ShareActions({ storeUrl }: { storeUrl: string }) {
  const { push } = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(storeUrl);
      push({ message: "Tautan toko disalin" });
      noteStoreLinkShared();
    } catch {
      push({ message: "Gagal menyalin, salin tautan secara manual", type: "error" });
    }
  }
  const button =
    "inline-flex items-center justify-center gap-2 rounded-xl px-3.5 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600";
  return (
    <section aria-label="Bagikan toko" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <p className="text-sm font-semibold text-slate-700">Tautan toko Anda</p>
      <a
        href={storeUrl}
        className="mt-1 block truncate font-medium text-violet-800 underline-offset-4 hover:underline"
        target="_blank"
        rel="noreferrer"
      >
        {storeUrl.replace(/^https?:\/\//, "")}
      </a>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:flex">
        <button type="button" onClick={copy} className={`${button} bg-violet-700 text-white hover:bg-violet-800`}>
          Salin tautan toko
        </button>
        <a
          href={whatsAppShareUrl(storeUrl)}
          target="_blank"
          rel="noreferrer"
          onClick={noteStoreLinkShared}
          className={`${button} bg-emerald-700 text-white hover:bg-emerald-800`}
        >
          Bagikan ke WhatsApp
        </a>
      </div>
    </section>
  );
}
