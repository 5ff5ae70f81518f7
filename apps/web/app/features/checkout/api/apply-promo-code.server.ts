/**
 * "Pakai" on "Punya kode promo?" (DESIGN §5, ADR 0019): the button posts the whole checkout form, so
 * the page comes back with the code's quote and every field as the buyer left it — Nama, Email,
 * WhatsApp, the boxes and the ticked bump — with or without JavaScript (`enhance/checkout.ts` swaps
 * the quoted parts of this answer into the page in place).
 */
import type { Quote } from "@lapak/shared/schemas/discount";
import type { AppLoadContext } from "react-router";
import { field } from "~/lib/api.server";
import { type CheckoutValues, checkoutValuesOf } from "./create-transaction.server";
import { getCheckout } from "./get-checkout.server";

/** The action's answer to "Pakai": the new quote, the code as typed and why it was refused, the values. */
export interface PromoApplied {
  ok: true;
  promo: { quote: Quote; typedCode: string; promoError: string | null };
  values: CheckoutValues;
}

/**
 * Whether the posted form asks for a quote rather than a payment: "Pakai" was pressed, or Enter was
 * pressed in a field (the form's default button says `intent=enter`) while the code box holds a code
 * other than the one applied — the buyer sees the new total before anything is charged.
 */
export function wantsQuote(form: FormData): boolean {
  const intent = field(form, "intent");
  if (intent === "promo") return true;
  const typed = field(form, "kode").trim().toUpperCase();
  return intent === "enter" && typed !== "" && typed !== field(form, "discountCode").toUpperCase();
}

/**
 * Quotes the code in the posted `form`'s `kode` for product `productId` (`POST /v1/checkout/quote`
 * through `getCheckout`; an empty code removes the applied one). Throws what `getCheckout` throws
 * (404 and 410 responses).
 */
export async function applyPromoCode(
  context: AppLoadContext,
  productId: string,
  form: FormData,
): Promise<PromoApplied> {
  const address = new URL("http://checkout.invalid/");
  address.searchParams.set("kode", field(form, "kode"));
  // A membership's period stays the one chosen (ADR 0049).
  if (field(form, "periodMonths")) address.searchParams.set("periode", field(form, "periodMonths"));
  const { quote, typedCode, promoError } = await getCheckout(context, productId, address);
  return { ok: true, promo: { quote, typedCode, promoError }, values: checkoutValuesOf(form) };
}
