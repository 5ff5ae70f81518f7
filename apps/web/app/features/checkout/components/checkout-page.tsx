/**
 * `/checkout/{product}`: a short header, then the checkout form. Rendered on the server only
 * (ADR 0010); a lead magnet's page is "Dapatkan Hadiah", not a checkout (nothing is bought); a
 * sold-out event's says "Tiket habis" instead of the form.
 */
import { isSoldProductType } from "@lapak/shared/schemas/product";
import { Link } from "react-router";
import { eventUnavailable } from "~/lib/event-availability";
import { paths } from "~/lib/paths";
import { needsPayment } from "../submit-label";
import { CHECKOUT_FORM_ID, CheckoutForm, type CheckoutFormProps } from "./checkout-form";
import { PromoCodeForm } from "./promo-code-form";

/** The whole page, mobile first (390 px), two columns from `lg`. */
export function CheckoutPage(props: CheckoutFormProps & { typedCode: string; promoError: string | null }) {
  const { product, quote, typedCode, promoError, failure } = props;
  // A sold-out event, or one whose sales ended, offers no form (the API would refuse it: 422).
  const unavailable = eventUnavailable(product.event);
  const discountable = isSoldProductType(product.type) && product.pricing !== "pay_what_you_want" && product.price > 0;
  return (
    <div className="min-h-dvh bg-slate-50 lg:pb-12">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-md items-center gap-2 px-2 lg:max-w-4xl">
          <Link
            to={paths.product(product.seller.username, product.slug)}
            reloadDocument
            className="grid size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-600"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
              <path
                fillRule="evenodd"
                d="M12.8 4.2a.75.75 0 0 1 0 1.06L8.06 10l4.74 4.74a.75.75 0 1 1-1.06 1.06l-5.27-5.27a.75.75 0 0 1 0-1.06l5.27-5.27a.75.75 0 0 1 1.06 0Z"
                clipRule="evenodd"
              />
            </svg>
            <span className="sr-only">Kembali ke halaman produk</span>
          </Link>
          <h1 className="flex-1 text-lg font-bold text-slate-900">
            {product.type === "collect_email" ? "Dapatkan Hadiah" : "Pemesanan"}
          </h1>
          {needsPayment(product) ? (
            <p className="flex items-center gap-1.5 pr-3 text-xs font-medium text-emerald-700">
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
                <path
                  fillRule="evenodd"
                  d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z"
                  clipRule="evenodd"
                />
              </svg>
              Pembayaran aman
            </p>
          ) : null}
        </div>
      </header>
      <div className="mx-auto max-w-md px-4 pt-4 lg:max-w-4xl lg:pt-8">
        {unavailable ? (
          <section role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
            <h2 className="text-lg font-bold text-slate-900">{unavailable}</h2>
            <p className="mt-1 text-sm text-slate-600">Tiket {product.title} tidak bisa dibeli lagi.</p>
            <a
              href={paths.store(product.seller.username)}
              className="mt-4 inline-flex min-h-12 items-center justify-center rounded-xl border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              Lihat produk lain dari {product.seller.name}
            </a>
          </section>
        ) : null}
        {discountable && !unavailable ? (
          <PromoCodeForm
            quote={quote}
            typedCode={typedCode}
            error={failure?.errors.discountCode?.[0] ?? promoError}
            form={CHECKOUT_FORM_ID}
          />
        ) : null}
        {unavailable ? null : <CheckoutForm {...props} />}
      </div>
    </div>
  );
}
