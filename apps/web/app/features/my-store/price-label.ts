/** The price column of the seller's product list (Toko Saya). */
import { formatRupiah } from "@lapak/shared/money";
import type { Product } from "@lapak/shared/schemas/product";

/**
 * A link's clicks ("12 klik"); pay what you want as "Mulai Rp10.000" (its minimum; "Bayar sesukamu"
 * with no minimum); a membership from its cheapest period ("Mulai Rp50.000"); else the price, or
 * "Gratis" at Rp0.
 */
export function priceLabel(product: Pick<Product, "type" | "price" | "clicks" | "pricing" | "minimumPrice">): string {
  if (product.type === "external_url") return `${product.clicks.toLocaleString("id-ID")} klik`;
  // A membership's price is its cheapest period's.
  if (product.type === "membership") return `Mulai ${formatRupiah(product.price)}`;
  if (product.pricing === "pay_what_you_want") {
    return product.minimumPrice > 0 ? `Mulai ${formatRupiah(product.minimumPrice)}` : "Bayar sesukamu";
  }
  return product.price > 0 ? formatRupiah(product.price) : "Gratis";
}
