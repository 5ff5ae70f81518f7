/** What the buyer is about to get: cover, title, seller and price, in one compact card. */
import type { PublicProduct } from "@lapak/shared/schemas/product";
import { ProductThumbnail } from "~/features/ui/product-thumbnail";
import { StruckPrice } from "~/features/ui/struck-price";
import { priceLabel } from "~/lib/price";

/** A small product card; the cover is a thumbnail (the buyer has seen it on the product page). */
export function ProductSummary({ product, className = "" }: { product: PublicProduct; className?: string }) {
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
          <div className="mt-2 flex flex-wrap items-center gap-x-2">
            <p className="text-lg font-bold text-slate-900">{priceLabel(product.price)}</p>
            <StruckPrice price={product.price} compareAtPrice={product.compareAtPrice} />
          </div>
        )}
      </div>
    </section>
  );
}
