/**
 * The library's purchases, newest first: each with its cover, title, store, payment day in WIB and
 * order code, and the way in — "Buka Kelas" for a course (Kelas Online), "Lihat Pesanan & Unduh"
 * (the order page: receipt and downloads) for the rest, "Lihat Tiket" (the order page: the ticket,
 * its QR and link) with the date for an event, and "Ubah Jadwal" with the booked time for a 1:1
 * session, "Buka Langganan" (its posts, or its end and renewal link) for a membership; and under a
 * paid order, "Beri Ulasan" or the buyer's stars with "Ubah Ulasan" (the order page's review card).
 */
import { formatDateWib, formatEventTimeWib } from "@lapak/shared/date";
import { formatRupiah } from "@lapak/shared/money";
import type { LibraryPurchase } from "@lapak/shared/schemas/library";
import { buttonClass } from "~/features/ui/button";
import { ProductThumbnail } from "~/features/ui/product-thumbnail";
import { Stars } from "~/features/ui/stars";
import { paths } from "~/lib/paths";

export function PurchaseList({ purchases }: { purchases: LibraryPurchase[] }) {
  if (purchases.length === 0) {
    return (
      <section className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <h2 className="text-base font-semibold text-slate-900">Belum ada pembelian</h2>
        <p className="mt-1 text-sm text-slate-600">
          Belum ada pembelian dengan email ini. Pembelian berikutnya dengan email ini akan muncul di sini.
        </p>
      </section>
    );
  }
  return (
    <ul className="space-y-3">
      {purchases.map((purchase) => (
        <li key={purchase.transactionId}>
          <PurchaseCard purchase={purchase} />
        </li>
      ))}
    </ul>
  );
}

function PurchaseCard({ purchase }: { purchase: LibraryPurchase }) {
  const { product, seller } = purchase;
  const course = product.type === "course";
  const event = product.type === "event";
  const membership = product.type === "membership";
  return (
    <article className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex gap-4">
        <ProductThumbnail coverImageUrl={product.cover} title={product.title} />
        <div className="min-w-0 flex-1">
          <h2 className="text-base leading-snug font-semibold text-slate-900">{product.title}</h2>
          <p className="mt-0.5 text-sm text-slate-600">oleh {seller.name}</p>
          <p className="mt-1 text-xs text-slate-500">
            <span className="font-mono">{purchase.code}</span> · {formatDateWib(purchase.paidAt)} ·{" "}
            {purchase.amount > 0 ? formatRupiah(purchase.amount) : "Gratis"}
          </p>
          {purchase.session ? (
            <p className="mt-1 text-sm font-medium text-slate-800">
              Sesi: {formatEventTimeWib(purchase.session.startsAt, purchase.session.endsAt)}
            </p>
          ) : null}
          {purchase.event ? (
            <p className="mt-1 text-sm font-medium text-slate-800">
              {formatEventTimeWib(purchase.event.startsAt, purchase.event.endsAt)}
            </p>
          ) : null}
          {purchase.refundedAmount > 0 ? (
            <p className="mt-1 text-xs font-medium text-amber-800">
              Dana dikembalikan {formatRupiah(purchase.refundedAmount)}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        {purchase.event?.certificateUrl ? (
          <a href={purchase.event.certificateUrl} download className={`${buttonClass("primary", true)} min-h-12`}>
            Unduh Sertifikat
          </a>
        ) : null}
        {purchase.session ? (
          <a
            href={paths.library.session(purchase.transactionId)}
            className={`${buttonClass("primary", true)} min-h-12`}
          >
            {Date.now() < Date.parse(purchase.session.rescheduleUntil) ? "Ubah Jadwal" : "Lihat Jadwal"}
          </a>
        ) : null}
        {membership ? (
          <a href={paths.library.membership(product.id)} className={`${buttonClass("primary", true)} min-h-12`}>
            Buka Langganan
          </a>
        ) : null}
        {course ? (
          <a href={paths.library.course(purchase.transactionId)} className={`${buttonClass("primary", true)} min-h-12`}>
            Buka Kelas
          </a>
        ) : null}
        <a
          href={paths.myOrder(purchase.transactionId)}
          className={`${buttonClass(course || membership || purchase.session || purchase.event?.certificateUrl ? "secondary" : "primary", true)} min-h-12`}
        >
          {course || membership
            ? "Lihat Struk"
            : event
              ? "Lihat Tiket"
              : purchase.session
                ? "Lihat Pesanan"
                : "Lihat Pesanan & Unduh"}
        </a>
      </div>
      {purchase.review ? <ReviewLink purchase={purchase} rating={purchase.review.rating} /> : null}
    </article>
  );
}

/** "Beri Ulasan", or the buyer's stars with "Ubah Ulasan": both to the order page's review card. */
function ReviewLink({ purchase, rating }: { purchase: LibraryPurchase; rating: number | null }) {
  const link = "inline-flex min-h-11 items-center text-sm font-semibold text-violet-700 hover:underline";
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 border-t border-slate-100 pt-2">
      {rating === null ? (
        <a href={`${paths.myOrder(purchase.transactionId)}#ulasan`} className={link}>
          Beri Ulasan
        </a>
      ) : (
        <>
          <span className="inline-flex items-center gap-2 text-sm text-slate-700">
            Ulasan Anda <Stars rating={rating} />
          </span>
          <a href={`${paths.myOrder(purchase.transactionId)}?ulasan=ubah#ulasan`} className={link}>
            Ubah Ulasan
          </a>
        </>
      )}
    </p>
  );
}
