/**
 * What the buyer is about to get: cover, title, seller and price, in one compact card. With a
 * promo code the price is what the code leaves, beside one struck price and its saving (DESIGN §5).
 */
import type { Quote } from "@lapak/shared/schemas/discount";
import type { PublicProduct } from "@lapak/shared/schemas/product";
import { ProductThumbnail } from "~/features/ui/product-thumbnail";
import { StruckPrice } from "~/features/ui/struck-price";
import { priceLabel } from "~/lib/price";

/** A small product card; the cover is a thumbnail (the buyer has seen it on the product page). */
export function ProductSummary({
  product,
  quote,
  className = "",
}: {
  product: PublicProduct;
  /** The server's quote of the applied code (without the bump). */
  quote: Quote;
  className?: string;
}) {
  return (
    <section
      aria-label="Produk"
      className={`flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 ${className}`}
    >
      <ProductThumbnail coverImageUrl={product.coverImageUrl} title={product.title} />
      <div className="min-w-0 flex-1">
        <h2 className="line-clamp-2 text-base leading-snug font-semibold text-slate-900">{product.title}</h2>
        <p className="mt-1 truncate text-sm text-slate-600">oleh {product.seller.name}</p>
        {product.pricing === "pay_what_you_want" ? (
          <p className="mt-2 text-sm font-semibold text-slate-900">Bayar sesukamu</p>
        ) : (
          <div className="mt-2 flex flex-wrap items-center gap-x-2" data-promo-part="summary-price">
            <p className="text-lg font-bold text-slate-900">{priceLabel(quote.amount)}</p>
            <StruckPrice price={quote.amount} listPrice={quote.subtotal} compareAtPrice={product.compareAtPrice} />
          </div>
        )}
      </div>
    </section>
  );
}
