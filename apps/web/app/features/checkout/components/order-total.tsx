/** "Harga" and "Total": the buyer pays the price and nothing more (DESIGN §4, no surcharge). */
import { priceLabel } from "~/lib/price";

/** Two lines of the checkout summary; `price` in rupiah. */
export function OrderTotal({ price }: { price: number }) {
  return (
    <div>
      <dl className="space-y-2 text-sm">
        <div className="flex items-center justify-between gap-4">
          <dt className="text-slate-600">Harga</dt>
          <dd className="font-medium text-slate-900">{priceLabel(price)}</dd>
        </div>
        <div className="flex items-center justify-between gap-4 border-t border-slate-100 pt-2">
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="text-lg font-bold text-slate-900">{priceLabel(price)}</dd>
        </div>
      </dl>
      {price > 0 ? <p className="mt-2 text-xs text-slate-500">Tanpa biaya tambahan.</p> : null}
    </div>
  );
}
