/**
 * "Punya kode promo?" (DESIGN §5, ADR 0019). Its box and "Pakai" belong to the checkout form (`form=`),
 * so "Pakai" posts everything the buyer typed with `intent=promo` and the page comes back with the
 * code's quote and every field kept — without JavaScript too; `enhance/checkout.ts` does the same
 * in place. The form's first submit button, hidden, stands for Enter (`intent=enter`): Enter in a
 * field pays, or applies a code typed and not yet applied. Shows the applied code, or why it was
 * refused.
 */
import { formatRupiah } from "@lapak/shared/money";
import type { Quote } from "@lapak/shared/schemas/discount";

interface PromoCodeFormProps {
  quote: Quote;
  typedCode: string;
  /** Why the code was refused (by the quote, or by the checkout's submit). */
  error: string | null;
  /** The `id` of the checkout form the box and the button post with. */
  form: string;
}

export function PromoCodeForm({ quote, typedCode, error, form }: PromoCodeFormProps) {
  const applied = quote.discountCode;
  return (
    <div className="mb-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      {/* The default button of the form comes first in tree order: Enter is not "Pakai". */}
      <button type="submit" form={form} name="intent" value="enter" hidden tabIndex={-1}>
        Bayar
      </button>
      <label htmlFor="promo-code" className="text-sm font-semibold text-slate-900">
        Punya kode promo?
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id="promo-code"
          name="kode"
          form={form}
          defaultValue={applied ?? typedCode}
          autoCapitalize="none"
          autoComplete="off"
          maxLength={32}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || applied ? "promo-code-status" : undefined}
          data-promo-code=""
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 px-3 text-base focus:border-violet-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-violet-600/30"
        />
        <button
          type="submit"
          form={form}
          name="intent"
          value="promo"
          className="min-h-11 shrink-0 rounded-xl border border-violet-700 px-4 text-sm font-semibold text-violet-700 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-violet-600"
        >
          Pakai
        </button>
      </div>
      <div data-promo-part="status" aria-live="polite">
        {error ? (
          <p id="promo-code-status" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        ) : applied ? (
          <p id="promo-code-status" className="mt-2 text-sm text-emerald-700">
            Kode {applied} dipakai: hemat {formatRupiah(quote.discount)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
