/**
 * The checkout form: the buyer's details, the payment method (paid products only), the total and
 * the submit button. A plain POST to the route's action, so it works before (and without)
 * hydration; after a failure the action hands back the values and the errors.
 */
import type { PublicProduct } from "@lapak/shared/schemas/product";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Spinner } from "~/features/ui/spinner-overlay";
import { TextField } from "~/features/ui/text-field";
import { paths } from "~/lib/paths";
import type { CheckoutValues } from "../api/create-transaction.server";
import { initialMethod, type MethodGroup } from "../payment-methods";
import { needsPayment, submitLabel } from "../submit-label";
import { MethodPicker } from "./method-picker";
import { OrderTotal } from "./order-total";
import { ProductSummary } from "./product-summary";

export interface CheckoutFormProps {
  product: PublicProduct;
  groups: MethodGroup[];
  idempotencyKey: string;
  /** The action's answer after a failed submit. */
  failure?: { message: string; errors: Record<string, string[]>; values: CheckoutValues };
}

const CARD = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5";

/** Mobile: product, details, method, total and button in one column; wide screens: two columns. */
export function CheckoutForm({ product, groups, idempotencyKey, failure }: CheckoutFormProps) {
  const navigation = useNavigation();
  // Also while the redirect after a successful submit loads: the button stays busy until the page changes.
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const paid = needsPayment(product);
  const errors = failure?.errors ?? {};
  const values = failure?.values;
  const hasFieldErrors = Object.keys(errors).length > 0;
  const formRef = useRef<HTMLFormElement>(null);

  // After a failed submit the buyer is at the button, far below the field to fix: take them to it.
  useEffect(() => {
    if (failure) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [failure]);

  return (
    <Form
      method="post"
      noValidate
      className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-6"
    >
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="needsPayment" value={paid ? "1" : "0"} />

      <ProductSummary product={product} className="lg:col-start-2 lg:row-start-1" />

      <div className="space-y-4 lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <section aria-labelledby="buyer-heading" className={CARD}>
          <h2 id="buyer-heading" className="text-base font-semibold text-slate-900">
            Data Pembeli
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
              hint={paid ? "Struk dan tautan unduhan dikirim ke email ini." : "Tautan unduhan dikirim ke email ini."}
              defaultValue={values?.email}
              errors={errors.email}
            />
            {paid ? (
              <TextField
                name="phone"
                label="Nomor WhatsApp"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                required
                placeholder="08…"
                hint="Awali dengan 08 atau +62."
                defaultValue={values?.phone}
                errors={errors.phone}
              />
            ) : null}
          </div>
        </section>

        {paid ? (
          <section className={CARD}>
            <MethodPicker
              groups={groups}
              defaultValue={initialMethod(groups, values?.paymentMethod)}
              errors={errors.paymentMethod}
            />
          </section>
        ) : null}
      </div>

      <section aria-labelledby="total-heading" className={`${CARD} lg:sticky lg:top-4 lg:col-start-2 lg:row-start-2`}>
        <h2 id="total-heading" className="sr-only">
          Ringkasan Pembayaran
        </h2>
        <OrderTotal price={product.price} />
        {/* The toast announces it; this copy stays after the toast fades, and shows without JavaScript. */}
        {failure && !hasFieldErrors ? (
          <p className="mt-4 rounded-xl bg-red-50 px-3 py-2.5 text-sm text-red-800 ring-1 ring-red-200">
            {failure.message}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={submitting}
          className="mt-4 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-violet-700 px-5 text-base font-semibold text-white shadow-sm transition hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 disabled:cursor-wait disabled:opacity-80"
        >
          {submitting ? (
            <>
              <Spinner />
              Memproses...
            </>
          ) : (
            submitLabel(product)
          )}
        </button>
        <p className="mt-3 text-center text-xs leading-relaxed text-slate-500">
          Dengan melanjutkan, Anda menyetujui{" "}
          <Link to={paths.terms} className="underline underline-offset-2 hover:text-slate-700">
            Syarat & Ketentuan
          </Link>{" "}
          dan{" "}
          <Link to={paths.privacy} className="underline underline-offset-2 hover:text-slate-700">
            Kebijakan Privasi
          </Link>
          .
        </p>
      </section>
    </Form>
  );
}
