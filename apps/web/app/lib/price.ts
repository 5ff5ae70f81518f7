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

/**
 * The one struck price beside the price shown (`shown`, rupiah: the list price, or what a promo
 * code leaves) and the saving it reads as (DESIGN §5): the harga coret when the product has one
 * above `listPrice`, otherwise the list price itself when a code took something off. `percent`
 * is `savingsPercent(shown, former)`, so the saving matches the two prices on screen. Null when
 * nothing is saved.
 */
export function struckPriceOf(
  shown: number,
  listPrice: number,
  compareAtPrice: number | null | undefined,
): { former: number; percent: number } | null {
  const former = Math.max(compareAtPrice ?? 0, listPrice);
  const percent = savingsPercent(shown, former);
  return percent === null ? null : { former, percent };
}
