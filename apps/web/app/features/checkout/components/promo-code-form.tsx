/**
 * "Punya kode promo?" (ADR 0019): a plain GET form that reloads the checkout with `?kode=`, so the
 * server quotes the discounted total — no JavaScript needed, and the checkout page is never cached
 * (ADR 0019). Shows the applied code, or why it was refused.
 */
import { formatRupiah } from "@lapak/shared/money";
import type { Quote } from "@lapak/shared/schemas/discount";

interface PromoCodeFormProps {
  quote: Quote;
  typedCode: string;
  /** Why the code was refused (by the quote, or by the checkout's submit). */
  error: string | null;
}

export function PromoCodeForm({ quote, typedCode, error }: PromoCodeFormProps) {
  const applied = quote.discountCode;
  return (
    <form method="get" className="mb-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <label htmlFor="promo-code" className="text-sm font-semibold text-slate-900">
        Punya kode promo?
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id="promo-code"
          name="kode"
          defaultValue={applied ?? typedCode}
          autoCapitalize="none"
          autoComplete="off"
          maxLength={32}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || applied ? "promo-code-status" : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 px-3 text-base focus:border-violet-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-violet-600/30"
        />
        <button
          type="submit"
          className="min-h-11 shrink-0 rounded-xl border border-violet-700 px-4 text-sm font-semibold text-violet-700 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-violet-600"
        >
          Pakai
        </button>
      </div>
      {error ? (
        <p id="promo-code-status" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : applied ? (
        <p id="promo-code-status" className="mt-2 text-sm text-emerald-700">
          Kode {applied} dipakai: hemat {formatRupiah(quote.discount)}
        </p>
      ) : null}
    </form>
  );
}
