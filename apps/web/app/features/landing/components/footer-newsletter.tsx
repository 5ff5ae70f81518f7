/** The footer's newsletter block, on every landing-layout page. */
import { NEWSLETTER_ANCHORS } from "../newsletter";
import { NewsletterForm } from "./newsletter-form";

/** "Kabar Lapak" and the form; `next` is the page's path, where the visitor comes back to. */
export function FooterNewsletter({ next }: { next: string }) {
  return (
    <div
      id={NEWSLETTER_ANCHORS.footer}
      className="mx-auto grid max-w-6xl scroll-mt-24 gap-4 border-b border-slate-200 px-4 py-8 sm:px-6 md:grid-cols-2 md:items-center"
    >
      <div>
        <h2 className="font-semibold text-slate-900">Kabar Lapak</h2>
        <p className="mt-1 text-sm text-slate-600">
          Tips berjualan produk digital dan fitur baru, paling banyak dua kali sebulan.
        </p>
      </div>
      <NewsletterForm next={next} anchor={NEWSLETTER_ANCHORS.footer} />
    </div>
  );
}
