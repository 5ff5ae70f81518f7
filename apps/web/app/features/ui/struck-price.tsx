/**
 * A harga coret (ADR 0019): the former price struck through (`<s>`) and "Hemat N%" beside the
 * price. Renders nothing without a former price above the price.
 */
import { formatRupiah } from "@lapak/shared/money";
import { savingsPercent } from "~/lib/price";

export function StruckPrice({ price, compareAtPrice }: { price: number; compareAtPrice: number | null | undefined }) {
  const percent = savingsPercent(price, compareAtPrice);
  if (percent === null || !compareAtPrice) return null;
  return (
    <span className="inline-flex items-center gap-2 text-sm">
      <s className="text-slate-500">
        <span className="sr-only">Harga sebelumnya </span>
        {formatRupiah(compareAtPrice)}
      </s>
      <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700">
        Hemat {percent}%
      </span>
    </span>
  );
}
