/**
 * The checkout form's action: `POST /v1/transactions` with the form's `Idempotency-Key`, then on to
 * the payment page (pending) or straight to the order (a free product or a lead magnet is paid at
 * once). Field errors (ours or the API's 422) go back beside the fields with the buyer's values.
 */

import { cookieFromHeader } from "@lapak/shared/cookies";
import { parseRupiah, RupiahInputError } from "@lapak/shared/parse-rupiah";
import { REFERRAL_COOKIE } from "@lapak/shared/schemas/affiliate";
import {
  checkoutBodySchema,
  IDEMPOTENCY_KEY_PATTERN,
  paymentMethodCodeSchema,
  type Transaction,
} from "@lapak/shared/schemas/transaction";
import { type AppLoadContext, redirect } from "react-router";
import { type ActionFailure, failureFrom, field, validate } from "~/lib/api.server";
import { paths } from "~/lib/paths";
import { privatePageHeaders } from "~/lib/private-page";
import { checkoutAttribution } from "../attribution.server";
import { marketingConsentFrom } from "../marketing-consent";

/** What the form had, to fill it in again after a failure (also without JavaScript). */
export interface CheckoutValues {
  name: string;
  email: string;
  phone: string;
  paymentMethod: string;
  /** The box "Saya mau menerima kabar dan penawaran dari {toko}" was ticked. */
  marketingConsent: boolean;
  /** The box "Kirim info pesanan ke WhatsApp saya" was ticked. */
  whatsappConsent: boolean;
  /** The discount code carried from the quote, the ticked bump, the typed amount (ADR 0019). */
  discountCode: string;
  bumpProductId: string;
  amount: string;
  /** A 1:1 session's chosen slot (ISO 8601), "" when none. */
  slotStartsAt: string;
  /** A membership's period in months, "" for other products (ADR 0049). */
  periodMonths: string;
}

export type CheckoutFailure = ActionFailure & { values: CheckoutValues };

/** The posted checkout form's values as typed, to send or to fill the form in again. */
export function checkoutValuesOf(form: FormData): CheckoutValues {
  return {
    name: field(form, "name"),
    email: field(form, "email"),
    phone: field(form, "phone"),
    paymentMethod: field(form, "paymentMethod"),
    marketingConsent: marketingConsentFrom(form),
    whatsappConsent: form.get("whatsappConsent") === "1",
    discountCode: field(form, "discountCode"),
    bumpProductId: field(form, "bumpProductIds"),
    amount: field(form, "amount"),
    slotStartsAt: field(form, "slotStartsAt"),
    periodMonths: field(form, "periodMonths"),
  };
}

/**
 * A paid product also needs a method (and a WhatsApp number when its seller asks — the API knows
 * the product and checks that); the API checks everything again.
 */
const paidCheckoutSchema = checkoutBodySchema.extend({ paymentMethod: paymentMethodCodeSchema });

/**
 * Submits the checkout of `productId` from the posted `form` (`name`, `email`, `phone`,
 * `paymentMethod`, `marketingConsent` and `whatsappConsent` = "1" when ticked, `discountCode`,
 * `bumpProductIds`, `amount` as typed for pay what you want, `slotStartsAt` for a 1:1 session,
 * `periodMonths` for a membership,
 * `idempotencyKey`, `needsPayment`,
 * `store`) with the landing `request` carries (`checkoutAttribution`). Resolves to a redirect to
 * `/payment/{id}` or `/my-order/{id}`, or to a failure: 422 field errors, or the API's message for
 * a 429 (too many attempts) or a 502 (the gateway failed).
 */
export async function createTransaction(
  context: AppLoadContext,
  productId: string,
  form: FormData,
  request: Request,
): Promise<Response | CheckoutFailure> {
  const values = checkoutValuesOf(form);
  let amount: number | undefined;
  if (values.amount.trim()) {
    try {
      amount = parseRupiah(values.amount, { label: "Jumlah" });
    } catch (error) {
      if (!(error instanceof RupiahInputError)) throw error;
      return { ok: false, message: error.message, errors: { amount: [error.message] }, values };
    }
  }
  const schema = field(form, "needsPayment") === "1" ? paidCheckoutSchema : checkoutBodySchema;
  const parsed = validate(schema, {
    productId,
    name: values.name,
    email: values.email,
    phone: values.phone.trim() || undefined,
    paymentMethod: values.paymentMethod || undefined,
    marketingConsent: values.marketingConsent,
    whatsappConsent: values.whatsappConsent,
    discountCode: values.discountCode || undefined,
    bumpProductIds: values.bumpProductId ? [values.bumpProductId] : undefined,
    amount,
    slotStartsAt: values.slotStartsAt || undefined,
    periodMonths: values.periodMonths ? Number(values.periodMonths) : undefined,
    attribution: checkoutAttribution(request, field(form, "store")),
    // The last affiliate link the buyer followed (ADR 0050): the API reads no cookie of an in-process call.
    referralCode: cookieFromHeader(request.headers.get("cookie"), REFERRAL_COOKIE) ?? undefined,
  });
  if (!parsed.ok) return { ...parsed, values };

  const submittedKey = field(form, "idempotencyKey");
  const key = IDEMPOTENCY_KEY_PATTERN.test(submittedKey) ? submittedKey : crypto.randomUUID();
  const response = await context.api<{ data: Transaction }>("/transactions", {
    method: "POST",
    body: parsed.value,
    headers: { "Idempotency-Key": key },
  });
  if (response.status !== 200 && response.status !== 201) return { ...failureFrom(response), values };
  const transaction = response.body.data;
  const next = transaction.status === "paid" ? paths.myOrder(transaction.id) : paths.payment(transaction.id);
  return redirect(next, { headers: privatePageHeaders() });
}
