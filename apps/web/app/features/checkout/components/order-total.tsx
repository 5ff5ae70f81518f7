/**
 * "Harga", the discount and "Total": the buyer pays the quote and nothing more (DESIGN §4, no
 * surcharge). With an order bump, both totals are rendered and CSS shows the one that matches the
 * bump's box (`group-has-[…:checked]`), so ticking it updates the total without JavaScript. For
 * pay what you want the quote is the amount typed; `enhance/checkout.ts` updates `[data-subtotal]`,
 * `[data-total]` and `[data-total-with-bump]` as the buyer types it (DESIGN §5).
 */
import { formatRupiah } from "@lapak/shared/money";
import type { Quote } from "@lapak/shared/schemas/discount";
import { priceLabel } from "~/lib/price";

/** `bumpPrice`: rupiah the ticked order bump adds (the discount never applies to it). */
export function OrderTotal({ quote, bumpPrice }: { quote: Quote; bumpPrice: number | null }) {
  return (
    <div>
      <dl className="space-y-2 text-sm">
        <div className="flex items-center justify-between gap-4">
          <dt className="text-slate-600">Harga</dt>
          <dd className="font-medium text-slate-900" data-subtotal="">
            {priceLabel(quote.subtotal)}
          </dd>
        </div>
        {bumpPrice !== null ? (
          <div className="hidden items-center justify-between gap-4 group-has-[[data-bump]:checked]:flex">
            <dt className="text-slate-600">Penawaran tambahan</dt>
            <dd className="font-medium text-slate-900">{formatRupiah(bumpPrice)}</dd>
          </div>
        ) : null}
        {quote.discount > 0 ? (
          <div className="flex items-center justify-between gap-4">
            <dt className="text-slate-600">Diskon ({quote.discountCode})</dt>
            <dd className="font-medium text-emerald-700">−{formatRupiah(quote.discount)}</dd>
          </div>
        ) : null}
        <div className="flex items-center justify-between gap-4 border-t border-slate-100 pt-2">
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="text-lg font-bold text-slate-900">
            <TotalAmount quote={quote} bumpPrice={bumpPrice} />
          </dd>
        </div>
      </dl>
      {quote.amount > 0 ? <p className="mt-2 text-xs text-slate-500">Tanpa biaya tambahan.</p> : null}
    </div>
  );
}

/** The total, with and without the bump when there is one (CSS picks). */
export function TotalAmount({ quote, bumpPrice }: { quote: Quote; bumpPrice: number | null }) {
  if (bumpPrice === null)
    return (
      <span data-testid="order-total" data-total="">
        {priceLabel(quote.amount)}
      </span>
    );
  return (
    <>
      <span data-testid="order-total" data-total="" className="group-has-[[data-bump]:checked]:hidden">
        {priceLabel(quote.amount)}
      </span>
      <span
        data-testid="order-total-with-bump"
        data-total-with-bump=""
        className="hidden group-has-[[data-bump]:checked]:inline"
      >
        {priceLabel(quote.amount + bumpPrice)}
      </span>
    </>
  );
}
