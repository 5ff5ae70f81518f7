/**
 * A product page's reviews (DESIGN §4 "Reviews"): the average and count, then the newest reviews,
 * each marked "Pembeli terverifikasi" (only a paid order may review), with the seller's reply.
 * Nothing without reviews. `productJsonLd` gives the page's schema.org Product with
 * `aggregateRating` when there are any.
 */
import { formatDateWib } from "@lapak/shared/date";
import type { PublicProduct } from "@lapak/shared/schemas/product";
import { ratingText, Stars } from "~/features/ui/stars";

export function ProductReviews({ reviews }: { reviews: PublicProduct["reviews"] }) {
  if (reviews.count === 0 || reviews.average === null) return null;
  return (
    <section aria-labelledby="reviews-heading" className="mt-5 border-t border-slate-100 pt-5">
      <h2 id="reviews-heading" className="text-base font-semibold text-slate-900">
        Ulasan pembeli
      </h2>
      <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
        <Stars rating={reviews.average} />
        <span>
          <strong className="text-slate-900">{ratingText(reviews.average)}</strong> dari 5 · {reviews.count} ulasan
        </span>
      </p>
      <ul className="mt-4 space-y-4">
        {reviews.latest.map((review) => (
          <li key={review.id} className="rounded-xl bg-slate-50 p-4">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <Stars rating={review.rating} />
              <span className="font-semibold text-slate-900">{review.reviewerName}</span>
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                Pembeli terverifikasi
              </span>
            </div>
            <p className="mt-1 text-xs text-slate-600">{formatDateWib(review.createdAt)}</p>
            {review.text ? (
              <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-800">{review.text}</p>
            ) : null}
            {review.reply ? (
              <div className="mt-3 border-l-2 border-slate-300 pl-3">
                <p className="text-xs font-semibold text-slate-700">Balasan penjual</p>
                <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-slate-700">{review.reply}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The page's schema.org Product as JSON-LD text: name, image, offer in IDR, and `aggregateRating`
 * (`ratingValue`, `reviewCount`) when it has reviews. `<` is escaped so the text cannot close its
 * `<script>`.
 */
export function productJsonLd(product: PublicProduct, url: string): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    url,
    ...(product.coverImageUrl && { image: product.coverImageUrl }),
    offers: { "@type": "Offer", price: product.price, priceCurrency: "IDR", url },
    ...(product.reviews.count > 0 &&
      product.reviews.average !== null && {
        aggregateRating: {
          "@type": "AggregateRating",
          ratingValue: product.reviews.average,
          reviewCount: product.reviews.count,
          bestRating: 5,
          worstRating: 1,
        },
      }),
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
