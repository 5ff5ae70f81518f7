/** How a product's price reads on the public pages. */
import { formatRupiah } from "@lapak/shared/money";

/** `0` → "Gratis", otherwise `Rp49.000`. */
export function priceLabel(price: number): string {
  return price === 0 ? "Gratis" : formatRupiah(price);
}
