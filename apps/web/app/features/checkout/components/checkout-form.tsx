/**
 * The checkout form (DESIGN §6, ADR 0010): rendered on the server, never hydrated. A plain POST to
 * the route's action, so it works without JavaScript; after a failure the action hands back the
 * values and the errors. `enhance/checkout.ts` adds the in-browser checks, the spinner, the pay
 * bar's method and the unsaved-changes guard through the `data-*` attributes here. The buyer's
 * details end with the unticked "Saya mau menerima kabar dan penawaran dari {toko}", after the
 * unticked "Kirim info pesanan ke WhatsApp saya" when the platform sends WhatsApp.
 *
 * On a phone the total and the pay button sit in a bar stuck to the bottom of the screen; from
 * `lg` they are a card beside the details.
 */

import { phoneLabel } from "@lapak/shared/checkout-rules";
import { formatRupiah } from "@lapak/shared/money";
import { formatRupiahInput, tryParseRupiah } from "@lapak/shared/parse-rupiah";
import type { Quote } from "@lapak/shared/schemas/discount";
import { periodLabel } from "@lapak/shared/schemas/membership";
import type { PublicProduct } from "@lapak/shared/schemas/product";
import { Link } from "react-router";
import { MethodPicker } from "~/features/ui/method-picker";
import { SlotPicker } from "~/features/ui/slot-picker";
import { TextField } from "~/features/ui/text-field";
import { paths } from "~/lib/paths";
import { initialMethod, type MethodGroup } from "~/lib/payment-methods";
import type { SlotPage } from "~/lib/slot-page.server";
import type { CheckoutValues } from "../api/create-transaction.server";
import { bumpHeadline } from "../bump-headline";
import { needsPayment, submitLabel } from "../submit-label";
import { MarketingConsentBox } from "./marketing-consent-box";
import { OrderTotal, TotalAmount } from "./order-total";
import { ProductSummary } from "./product-summary";
import { WhatsappConsentBox } from "./whatsapp-consent-box";

export interface CheckoutFormProps {
  product: PublicProduct;
  /** The server's quote (ADR 0019): the discount of the applied code, without the bump. */
  quote: Quote;
  groups: MethodGroup[];
  idempotencyKey: string;
  /** Show "Kirim info pesanan ke WhatsApp saya" (the platform sends WhatsApp and the product asks for a number). */
  offerWhatsapp?: boolean;
  /** The action's answer after a failed submit. */
  failure?: { message: string; errors: Record<string, string[]>; values: CheckoutValues };
  /** What the buyer had typed when "Pakai" posted the form: filled in again, with no error. */
  kept?: CheckoutValues;
  /** A 1:1 session's free slots (one page of days), or null for any other product. */
  slotPage?: SlotPage | null;
  /** A membership: the months of the period on this page (`?periode=`), or null for any other product. */
  periodMonths?: number | null;
}

/** The checkout form's `id`: "Punya kode promo?" above it posts with it (`form=`). */
export const CHECKOUT_FORM_ID = "checkout";

const CARD = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5";

/** What the email field says is sent to it. */
function emailHint(type: PublicProduct["type"], paid: boolean): string {
  const what =
    type === "coaching"
      ? "detail sesi"
      : type === "event"
        ? "tiket"
        : type === "membership"
          ? "akses anggota"
          : "tautan unduhan";
  return paid
    ? `Struk dan ${what} dikirim ke email ini.`
    : `${what[0]?.toUpperCase()}${what.slice(1)} dikirim ke email ini.`;
}

/**
 * A membership's periods (ADR 0049) as links to this page with `?periode=` (the form is not
 * hydrated: the server prices the period chosen), the chosen one marked and sent as `periodMonths`.
 */
function PeriodChooser({
  periods,
  chosen,
  discountCode,
  errors,
}: {
  periods: NonNullable<PublicProduct["membership"]>["periods"];
  chosen: number;
  discountCode: string | null;
  errors?: string[];
}) {
  return (
    <section aria-labelledby="period-heading" className={CARD}>
      <h2 id="period-heading" className="text-base font-semibold text-slate-900">
        Masa langganan
      </h2>
      <p className="mt-1 text-sm text-slate-600">Bayar sekali di muka, tanpa tagihan otomatis.</p>
      <input type="hidden" name="periodMonths" value={chosen} />
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {periods.map((period) => {
          const on = period.months === chosen;
          const query = new URLSearchParams({ periode: String(period.months) });
          if (discountCode) query.set("kode", discountCode);
          return (
            <li key={period.months}>
              <a
                href={`?${query}`}
                aria-current={on ? "true" : undefined}
                className={`flex min-h-12 items-center justify-between gap-3 rounded-xl px-3 text-sm ring-1 ${
                  on
                    ? "bg-violet-50 font-semibold text-violet-900 ring-2 ring-violet-600"
                    : "text-slate-800 ring-slate-300"
                }`}
              >
                <span>{periodLabel(period.months)}</span>
                <span>
                  {period.compareAtPrice ? (
                    <s className="mr-1 text-xs font-normal text-slate-600">{formatRupiah(period.compareAtPrice)}</s>
                  ) : null}
                  {formatRupiah(period.price)}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      {errors?.[0] ? <p className="mt-2 text-sm font-medium text-red-700">{errors[0]}</p> : null}
    </section>
  );
}

/** Mobile: product, details, method, notes, then the sticky pay bar; wide screens: two columns. */
export function CheckoutForm({
  product,
  quote,
  groups,
  idempotencyKey,
  offerWhatsapp,
  failure,
  kept,
  slotPage,
  periodMonths,
}: CheckoutFormProps) {
  const pwyw = product.pricing === "pay_what_you_want";
  const bump = product.type === "digital_download" ? product.orderBump : null;
  // A code that takes it all leaves nothing to pay — unless the buyer ticks a priced bump.
  const paid = needsPayment(product) && (quote.amount > 0 || pwyw || (bump?.price ?? 0) > 0);
  const errors = failure?.errors ?? {};
  const values = failure?.values ?? kept;
  const hasFieldErrors = Object.keys(errors).length > 0;
  const method = initialMethod(groups, values?.paymentMethod);
  const methodName = groups.flatMap((group) => group.options).find((option) => option.method.code === method)
    ?.method.name;
  const phoneRequired = paid && product.requirePhone;
  // Pay what you want: the totals show the amount typed (else the one the field starts with).
  const startAmount = product.suggestedPrice ?? product.minimumPrice;
  const chosen = pwyw ? (tryParseRupiah(values?.amount ?? "") ?? startAmount) : null;
  const shown = chosen === null ? quote : { ...quote, subtotal: chosen, amount: chosen };

  return (
    <form
      id={CHECKOUT_FORM_ID}
      method="post"
      noValidate
      data-checkout=""
      data-needs-payment={paid ? "1" : "0"}
      data-phone-required={phoneRequired ? "1" : "0"}
      data-failure={failure?.message}
      data-minimum-amount={pwyw ? product.minimumPrice : undefined}
      data-start-amount={pwyw ? startAmount : undefined}
      data-bump-price={bump?.price}
      className="group grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_auto_1fr] lg:items-start lg:gap-6"
    >
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="needsPayment" value={paid ? "1" : "0"} />
      <input type="hidden" name="discountCode" value={quote.discountCode ?? ""} data-promo-part="code" />
      {/* Whose store's landing cookie counts for this order (ADR 0022). */}
      <input type="hidden" name="store" value={product.seller.username} />

      <ProductSummary product={product} quote={quote} className="lg:col-start-2 lg:row-start-1" />

      <div className="space-y-4 lg:col-start-1 lg:row-span-3 lg:row-start-1">
        {product.membership && periodMonths ? (
          <PeriodChooser
            periods={product.membership.periods}
            chosen={periodMonths}
            discountCode={quote.discountCode}
            errors={errors.periodMonths}
          />
        ) : null}
        {slotPage && product.coaching ? (
          <SlotPicker
            page={slotPage}
            durationMinutes={product.coaching.durationMinutes}
            chosen={values?.slotStartsAt}
            errors={errors.slotStartsAt}
            discountCode={quote.discountCode}
            className={CARD}
          />
        ) : null}
        <section aria-labelledby="buyer-heading" className={CARD}>
          <h2 id="buyer-heading" className="text-base font-semibold text-slate-900">
            {paid ? "Data Pembeli" : "Data Anda"}
          </h2>
          <div className="mt-4 space-y-4">
            <TextField
              name="name"
              label="Nama Lengkap"
              autoComplete="name"
              required
              defaultValue={values?.name}
              errors={errors.name}
            />
            <TextField
              name="email"
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              placeholder="nama@email.com"
              hint={emailHint(product.type, paid)}
              defaultValue={values?.email}
              errors={errors.email}
            />
            {paid ? (
              <TextField
                name="phone"
                label={phoneLabel(method, phoneRequired)}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                required={phoneRequired || method === "ovo"}
                placeholder="08…"
                hint="Awali dengan 08 atau +62."
                defaultValue={values?.phone}
                errors={errors.phone}
              />
            ) : null}
            {paid && offerWhatsapp ? <WhatsappConsentBox checked={values?.whatsappConsent} /> : null}
            <MarketingConsentBox store={product.seller.name} checked={values?.marketingConsent} />
          </div>
        </section>

        {/* Cards, not sections: the field's label and the fieldset's legend name them (no heading). */}
        {pwyw ? (
          <div className={CARD}>
            <TextField
              name="amount"
              label="Jumlah yang ingin Anda bayar"
              inputMode="numeric"
              prefix="Rp"
              required
              defaultValue={values?.amount ?? formatRupiahInput(product.suggestedPrice ?? product.minimumPrice)}
              hint={
                product.minimumPrice > 0
                  ? `Minimal ${formatRupiah(product.minimumPrice)}.`
                  : "Boleh Rp0, atau minimal Rp1.000."
              }
              errors={errors.amount}
            />
          </div>
        ) : null}

        {bump ? (
          <label className="flex cursor-pointer gap-3 rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-4 has-[:checked]:border-solid has-[:checked]:border-violet-600 has-[:checked]:bg-violet-50">
            <input
              type="checkbox"
              name="bumpProductIds"
              value={bump.productId}
              data-bump=""
              defaultChecked={values?.bumpProductId === bump.productId}
              className="mt-1 size-5 shrink-0 accent-violet-700"
            />
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">
                {bumpHeadline(bump.headline)} — {formatRupiah(bump.price)}
              </span>
              {bump.description ? <span className="mt-1 block text-sm text-slate-600">{bump.description}</span> : null}
              {errors.bumpProductIds ? (
                <span className="mt-1 block text-sm text-red-700">{errors.bumpProductIds[0]}</span>
              ) : null}
            </span>
          </label>
        ) : null}

        {paid ? (
          <div className={CARD}>
            <MethodPicker groups={groups} defaultValue={method} errors={errors.paymentMethod} />
          </div>
        ) : null}
      </div>

      <div className="space-y-3 lg:col-start-2 lg:row-start-3">
        {/* Shows without JavaScript; with it the toast says it too. */}
        {failure && !hasFieldErrors ? (
          <p className="rounded-xl bg-red-50 px-3 py-2.5 text-sm text-red-800 ring-1 ring-red-200">{failure.message}</p>
        ) : null}
        <p className="px-1 text-center text-xs leading-relaxed text-slate-600">
          Dengan melanjutkan, Anda menyetujui{" "}
          <Link to={paths.terms} className="underline underline-offset-2 hover:text-slate-800">
            Syarat & Ketentuan
          </Link>{" "}
          dan{" "}
          <Link to={paths.privacy} className="underline underline-offset-2 hover:text-slate-800">
            Kebijakan Privasi
          </Link>
          .
        </p>
      </div>

      <section
        aria-labelledby="total-heading"
        data-testid="pay-bar"
        className="sticky bottom-0 z-10 -mx-4 flex items-center gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] lg:top-4 lg:bottom-auto lg:col-start-2 lg:row-start-2 lg:mx-0 lg:block lg:rounded-2xl lg:border-0 lg:p-5 lg:shadow-sm lg:ring-1 lg:ring-slate-200"
      >
        <h2 id="total-heading" className="sr-only">
          {paid ? "Ringkasan Pembayaran" : "Ringkasan"}
        </h2>
        <div className="min-w-0 flex-1 lg:hidden">
          <p className="text-xs text-slate-600">
            Total{methodName ? " · " : ""}
            <span data-paybar-method="">{methodName}</span>
          </p>
          <p className="text-lg leading-tight font-bold text-slate-900" data-promo-part="paybar-total">
            <TotalAmount quote={shown} bumpPrice={bump?.price ?? null} />
          </p>
        </div>
        <div className="hidden lg:block" data-promo-part="order-total">
          <OrderTotal quote={shown} bumpPrice={bump?.price ?? null} />
        </div>
        <button
          type="submit"
          className="inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-xl bg-violet-700 px-5 text-base font-semibold text-white shadow-sm transition hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 lg:mt-4 lg:w-full"
        >
          {paid ? "Bayar Sekarang" : submitLabel(product)}
        </button>
      </section>
    </form>
  );
}
