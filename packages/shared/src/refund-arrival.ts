/**
 * How and when a refund reaches the buyer, in the words the order page and the refund email use
 * (DESIGN §5, ADR 0020). A QRIS or e-wallet payment is refunded through the gateway, back to the
 * method it was paid with; a virtual account or a bill has no refund API, so the money is
 * transferred to the bank account the buyer gives through the emailed link. The times are what
 * the platform promises buyers (operations decides them, like `PAYOUT_SLA`).
 */
import { PAYMENT_METHOD_TABLE } from "./fees";
import type { PaymentMethodCode } from "./schemas/transaction";

/** Longest time a gateway refund takes to show in the buyer's e-wallet or bank app. */
export const GATEWAY_REFUND_SLA = "14 hari kerja";
/** Longest time, after the buyer gave a bank account, for the transfer of a manual refund. */
export const BANK_REFUND_SLA = "3 hari kerja";

/** `payment_method`: back through the gateway; `bank_transfer`: to a bank account the buyer gives. */
export type RefundRoute = "payment_method" | "bank_transfer";

/** The route a refund of a payment made with `method` takes (a virtual account: a bank transfer). */
export function refundRouteOf(method: string | null): RefundRoute {
  const row = method ? PAYMENT_METHOD_TABLE[method as PaymentMethodCode] : undefined;
  return row?.kind === "va" ? "bank_transfer" : "payment_method";
}

/** One sentence: where the money goes and by when (`methodName`: "QRIS", "GoPay" …). */
export function refundArrivalText(route: RefundRoute, methodName: string | null): string {
  if (route === "bank_transfer")
    return `Metode pembayaran Anda tidak bisa dikembalikan otomatis: isi rekening bank tujuan lewat tautan di email pengembalian dana, lalu dana ditransfer ke rekening itu paling lambat ${BANK_REFUND_SLA}.`;
  return `Dana kembali ke ${methodName ?? "metode pembayaran"} Anda, biasanya paling lambat ${GATEWAY_REFUND_SLA}, tergantung penyedia pembayaran.`;
}

/**
 * The sentence for an order's refund: by the route its newest refund really took (`refundRoute`,
 * from `GET /v1/transactions/{id}`: a QRIS refund that became manual is a bank transfer), else by
 * how it was paid.
 */
export function orderRefundArrivalText(order: {
  refundRoute?: RefundRoute | null;
  paymentMethod: string | null;
  paymentMethodName: string | null;
}): string {
  return refundArrivalText(order.refundRoute ?? refundRouteOf(order.paymentMethod), order.paymentMethodName);
}
