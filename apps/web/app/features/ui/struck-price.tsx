/**
 * A harga coret (ADR 0019, DESIGN §5): one former price struck through (`<s>`) and "Hemat N%"
 * beside the price shown — `price`, or what a promo code leaves of `listPrice`. The former price is
 * the harga coret when there is one, otherwise the list price a code lowered (`struckPriceOf`), and
 * the saving is counted against it. Renders nothing when nothing is saved.
 */
import { formatRupiah } from "@lapak/shared/money";
import { struckPriceOf } from "~/lib/price";
import { STRUCK_FORMER_CLASS, STRUCK_PRICE_CLASS, STRUCK_SAVING_CLASS } from "./struck-price-styles";

export function StruckPrice({
  price,
  listPrice = price,
  compareAtPrice,
}: {
  price: number;
  listPrice?: number;
  compareAtPrice: number | null | undefined;
}) {
  const struck = struckPriceOf(price, listPrice, compareAtPrice);
  if (!struck) return null;
  return (
    <span className={STRUCK_PRICE_CLASS} data-struck="">
      <s className={STRUCK_FORMER_CLASS}>
        <span className="sr-only">Harga sebelumnya </span>
        {formatRupiah(struck.former)}
      </s>
      <span className={STRUCK_SAVING_CLASS}>Hemat {struck.percent}%</span>
    </span>
  );
}
