/**
 * What is wrong with the checkout form before it is sent, in the server's own words
 * (`@lapak/shared/checkout-rules`, the messages `checkoutBodySchema` answers with): one message per
 * field, the first problem only, as the server's first message for that field.
 */
import {
  amountProblem,
  CHECKOUT_MESSAGES,
  emailProblem,
  nameProblem,
  phoneProblem,
} from "@lapak/shared/checkout-rules";
import { parseRupiah, RupiahInputError } from "@lapak/shared/parse-rupiah";

export type CheckoutField = "name" | "email" | "phone" | "amount" | "paymentMethod";

export interface CheckoutFields {
  name: string;
  email: string;
  /** Null when the form has no WhatsApp field (free products and lead magnets). */
  phone: string | null;
  /** The checked method's code; null when none is checked. */
  paymentMethod: string | null;
  /** The pay-what-you-want amount as typed; null (or absent) when the product has a price. */
  amount?: string | null;
}

export interface CheckoutNeeds {
  /** A priced download: a method must be chosen. */
  needsPayment: boolean;
  /** The seller asks for a WhatsApp number ("Wajibkan nomor WhatsApp"). */
  phoneRequired: boolean;
  /** Pay what you want: the least the buyer may pay, rupiah. */
  minimumAmount?: number;
}

/** Field → message for every field with a problem; `{}` when the form can go. */
export function checkoutProblems(fields: CheckoutFields, needs: CheckoutNeeds): Partial<Record<CheckoutField, string>> {
  const problems: Partial<Record<CheckoutField, string>> = {};
  const name = nameProblem(fields.name);
  if (name) problems.name = name;
  const email = emailProblem(fields.email);
  if (email) problems.email = email;
  if (fields.phone !== null) {
    const ovo = needs.needsPayment && fields.paymentMethod === "ovo";
    const phone =
      ovo && fields.phone.trim() === ""
        ? CHECKOUT_MESSAGES.ovoPhoneRequired
        : phoneProblem(fields.phone, needs.needsPayment && needs.phoneRequired);
    if (phone) problems.phone = phone;
  }
  if (fields.amount != null) {
    const amount = typedAmountProblem(fields.amount, needs.minimumAmount ?? 0);
    if (amount) problems.amount = amount;
  }
  if (needs.needsPayment && !fields.paymentMethod) problems.paymentMethod = CHECKOUT_MESSAGES.methodRequired;
  return problems;
}

/**
 * Whether leaving would lose what the buyer typed: a text field holds something other than what
 * the page came with — or, after a failed submit (the page came back filled in), anything at all.
 */
export function hasUnsavedInput(fields: { value: string; initial: string }[], afterFailure: boolean): boolean {
  return fields.some(({ value, initial }) => value.trim() !== "" && (afterFailure || value !== initial));
}

/**
 * The pay-what-you-want amount as typed ("40.000", "40rb"): what the server answers on `amount` —
 * unreadable (`parseRupiah`'s message for "Jumlah"), below `minimum` or Rp1–Rp999 (`amountProblem`)
 * — or null. Left empty it may go: the server takes the suggested price.
 */
export function typedAmountProblem(text: string, minimum: number): string | null {
  if (text.trim() === "") return null;
  try {
    return amountProblem(parseRupiah(text, { label: "Jumlah" }), minimum);
  } catch (error) {
    if (error instanceof RupiahInputError) return error.message;
    throw error;
  }
}
