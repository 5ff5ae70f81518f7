/** How a product's price reads on the public pages. */
import { formatRupiah } from "@lapak/shared/money";

/** `0` → "Gratis", otherwise `Rp49.000`. */
export function priceLabel(price: number): string {
  return price === 0 ? "Gratis" : formatRupiah(price);
}

/**
 * "Hemat N%" of a harga coret (ADR 0019): how much of `compareAtPrice` the price saves, rounded
 * down to a whole percent (never overstated); null when there is nothing to save.
 */
export function savingsPercent(price: number, compareAtPrice: number | null | undefined): number | null {
  if (!compareAtPrice || compareAtPrice <= price) return null;
  return Math.floor(((compareAtPrice - price) * 100) / compareAtPrice);
}
