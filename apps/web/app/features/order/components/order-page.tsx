/**
 * `/my-order/{transaction}` once paid: the thank-you, what was bought, the downloads, the lead
 * magnet's reward, the seller's thank-you message and the way back to the store. A lead magnet or
 * a free download is a gift, not a purchase: "Berhasil! Cek email Anda", no payment badge. The
 * order's lines — the product's price, each bump, the discount — sit above its total (DESIGN §5).
 * A refunded order says **Dana dikembalikan** with the amount (ADR 0020); fully refunded, its
 * heading says so instead of the thank-you, with no "paid" badge, and no downloads; either way
 * the page says how and by when the money arrives (`orderRefundArrivalText`, DESIGN §5). An event's
 * order shows its ticket (`TicketCard`) instead of files, a 1:1 session's its booking (`SessionCard`).
 * `review` is the review card (`ReviewCard`), placed after what was delivered.
 */
import { bundleContentsText } from "@lapak/shared/bundle-contents";
import { formatDateTimeWib } from "@lapak/shared/date";
import { formatRupiah } from "@lapak/shared/money";
import { orderRefundArrivalText } from "@lapak/shared/refund-arrival";
import type { Transaction } from "@lapak/shared/schemas/transaction";
import type { ReactNode } from "react";
import { ProductThumbnail } from "~/features/ui/product-thumbnail";
import { StatusBadge } from "~/features/ui/status-badge";
import { isGift } from "~/lib/gift";
import { libraryLinkFor } from "~/lib/library-link";
import { paths } from "~/lib/paths";
import { priceLabel } from "~/lib/price";
import { OrderFiles } from "./order-files";
import { SessionCard } from "./session-card";
import { TicketCard } from "./ticket-card";

const CARD = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5";

/** The paid order's content, in the two columns of `PaymentShell`. */
export function OrderPage({ transaction, review }: { transaction: Transaction; review?: ReactNode }) {
  const { product, seller, buyer, delivery } = transaction;
  const gift = isGift(transaction);
  // A fully refunded order's links answer 410 (ADR 0020): none are offered.
  const fullyRefunded = transaction.refundStatus === "refunded";
  return (
    <>
      <div className="space-y-4">
        <section className={`${CARD} text-center`}>
          <span
            aria-hidden="true"
            className={`mx-auto grid size-14 place-items-center rounded-full ${
              fullyRefunded ? "bg-amber-100 text-amber-700" : "bg-emerald-100 text-emerald-700"
            }`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              className="size-7"
            >
              <path strokeLinecap="round" strokeLinejoin="round" d="m5 12.5 4.5 4.5L19 7.5" />
            </svg>
          </span>
          <h1 className="mt-3 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            {fullyRefunded
              ? "Dana pesanan ini sudah dikembalikan"
              : gift
                ? "Berhasil! Cek email Anda"
                : "Terima kasih atas pembelian Anda"}
          </h1>
          {gift || fullyRefunded ? null : (
            <div className="mt-3">
              <StatusBadge status="paid" />
            </div>
          )}
          <p className="mt-3 text-sm leading-relaxed text-slate-700">
            {fullyRefunded
              ? "Rincian pengembalian dana telah dikirim ke "
              : gift
                ? "Hadiah Anda sudah siap. Tautannya juga telah dikirim ke "
                : "Struk dan tautan pesanan ini telah dikirim ke "}
            <span className="font-semibold">{buyer.email}</span>.
          </p>
        </section>

        {transaction.refundStatus ? (
          <section
            aria-labelledby="refund-heading"
            className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:p-5"
          >
            <h2 id="refund-heading" className="text-base font-semibold text-amber-900">
              Dana dikembalikan
            </h2>
            <p className="mt-1 text-sm text-amber-900">
              <strong className="tabular-nums">{formatRupiah(transaction.refundedAmount ?? 0)}</strong> dari{" "}
              {formatRupiah(transaction.amount)} dikembalikan kepada Anda oleh {seller.name}.
              {fullyRefunded ? " Berkas pesanan ini tidak bisa diunduh lagi." : ""}
            </p>
            <p className="mt-2 text-sm text-amber-900">{orderRefundArrivalText(transaction)}</p>
          </section>
        ) : null}

        <section aria-labelledby="bought-heading" className={CARD}>
          <h2 id="bought-heading" className="sr-only">
            Detail pesanan
          </h2>
          <div className="flex gap-4">
            <ProductThumbnail coverImageUrl={product.coverImageUrl} title={product.title} />
            <div className="min-w-0 flex-1">
              <p className="text-base leading-snug font-semibold text-slate-900">{product.title}</p>
              <p className="mt-1 text-sm text-slate-600">oleh {seller.name}</p>
              {product.bundleProducts.length > 0 ? (
                <p className="mt-1 text-sm text-slate-700">Isi paket: {bundleContentsText(product.bundleProducts)}</p>
              ) : null}
            </div>
          </div>
          <dl className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm">
            <Row label="Kode Pesanan">
              <span className="font-mono font-semibold">{transaction.code}</span>
            </Row>
            {/* Every line of the order, so the total can be checked against them (DESIGN §5). */}
            {gift ? null : <Row label="Harga">{priceLabel(transaction.items[0]?.price ?? transaction.subtotal)}</Row>}
            {transaction.items.slice(1).map((item) => (
              <Row key={item.productId} label="Tambahan">
                {item.title} ({priceLabel(item.price)})
              </Row>
            ))}
            {transaction.discount > 0 ? (
              <Row label={`Diskon ${transaction.discountCode ?? ""}`}>−{priceLabel(transaction.discount)}</Row>
            ) : null}
            <Row label="Total">{priceLabel(transaction.amount)}</Row>
            {transaction.paidAt ? (
              <Row label={gift ? "Didapat pada" : "Dibayar pada"}>{formatDateTimeWib(transaction.paidAt)}</Row>
            ) : null}
            {transaction.paymentMethodName ? <Row label="Metode">{transaction.paymentMethodName}</Row> : null}
            {transaction.refundedAmount ? (
              <Row label="Dana dikembalikan">{formatRupiah(transaction.refundedAmount)}</Row>
            ) : null}
            <Row label="Nama">{buyer.name}</Row>
            <Row label="ID Pesanan">
              <span className="font-mono text-xs break-all">{transaction.id}</span>
            </Row>
          </dl>
        </section>
      </div>

      <div className="space-y-4">
        {delivery?.ticket && !fullyRefunded ? <TicketCard ticket={delivery.ticket} /> : null}
        {delivery?.session && !fullyRefunded ? (
          <SessionCard session={delivery.session} transactionId={transaction.id} />
        ) : null}
        {fullyRefunded || product.type === "event" || product.type === "coaching" ? null : (
          <OrderFiles files={delivery?.files ?? []} />
        )}
        {delivery && product.type === "course" && !fullyRefunded ? (
          <section aria-labelledby="course-heading" className={CARD}>
            <h2 id="course-heading" className="text-base font-semibold text-slate-900">
              Akses kelas ada di Pustaka Saya
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Masuk ke Pustaka Saya dengan email {buyer.email} untuk mulai belajar.
            </p>
            <a
              href={paths.library.course(transaction.id)}
              className="mt-3 inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-violet-700 px-5 text-base font-semibold text-white shadow-sm hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600"
            >
              Buka Kelas
            </a>
          </section>
        ) : null}
        {delivery?.link ? (
          <section aria-labelledby="reward-heading" className={CARD}>
            <h2 id="reward-heading" className="text-base font-semibold text-slate-900">
              Hadiah Anda
            </h2>
            <p className="mt-1 text-sm text-slate-600">Hadiah dari {seller.name} menunggu di tautan berikut.</p>
            <a
              href={delivery.link}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-violet-700 px-5 text-base font-semibold text-white shadow-sm hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600"
            >
              Buka Hadiah
            </a>
          </section>
        ) : null}
        {delivery?.message ? (
          <section aria-labelledby="message-heading" className={CARD}>
            <h2 id="message-heading" className="text-base font-semibold text-slate-900">
              Pesan dari {seller.name}
            </h2>
            <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-700">{delivery.message}</p>
          </section>
        ) : null}
        {review}
        {/* A course's own card above already leads into the library. */}
        {fullyRefunded || product.type === "course" ? null : <LibraryCard transaction={transaction} />}
        <a
          href={paths.store(seller.username)}
          className="flex min-h-12 items-center justify-center rounded-xl border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600"
        >
          Lihat produk lain dari {seller.name}
        </a>
      </div>
    </>
  );
}

/** The way to the buyer library, where this and every other purchase of the email stays. */
function LibraryCard({ transaction }: { transaction: Transaction }) {
  const link = libraryLinkFor(transaction);
  return (
    <section aria-labelledby="library-heading" className={CARD}>
      <h2 id="library-heading" className="text-base font-semibold text-slate-900">
        Pustaka Saya
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Semua pembelian dengan email Anda tersimpan di Pustaka Saya. Masuk dengan kode dari email, tanpa kata sandi.
      </p>
      <a
        href={link.href}
        className="mt-3 inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-violet-700 px-5 text-base font-semibold text-white shadow-sm hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600"
      >
        {link.label}
      </a>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <dt className="shrink-0 text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}
