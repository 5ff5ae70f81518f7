/**
 * The active gateway's methods the store accepts, for a payment page's "Ganti metode pembayaran"
 * (`GET /v1/payment-methods?productId=`, ADR 0023).
 */
import type { PaymentMethod, Transaction } from "@lapak/shared/schemas/transaction";
import type { AppLoadContext } from "react-router";
import { groupPaymentMethods, type MethodGroup } from "~/lib/payment-methods";

/**
 * The methods grouped for `transaction`'s amount; none when it has nothing to pay (a free order)
 * or is paid, or when the API fails (the page then offers only "Pesan Ulang").
 */
export async function methodsFor(context: AppLoadContext, transaction: Transaction): Promise<MethodGroup[]> {
  if (transaction.status === "paid" || transaction.paymentMethod === null) return [];
  const response = await context.api<{ data: PaymentMethod[] }>(
    `/payment-methods?productId=${encodeURIComponent(transaction.product.id)}`,
  );
  if (response.status !== 200) return [];
  return groupPaymentMethods(response.body.data, transaction.amount);
}
