/**
 * `GET /v1/payment-methods` (DESIGN §3): which gateway offers which method, with the costs and
 * limits of the shared fee table (`@lapak/shared/fees`, DESIGN §4).
 */

import { type MethodRow, minAmountFor, PAYMENT_METHOD_TABLE } from "@lapak/shared/fees";
import type { PaymentMethod, PaymentMethodCode } from "@lapak/shared/schemas/transaction";
import type { GatewayName } from "./gateway";

export {
  type FeeBreakdown,
  feesFor,
  methodCost,
  minAmountFor,
  PAYMENT_METHOD_TABLE,
  platformFee,
} from "@lapak/shared/fees";

/** Which methods each gateway offers, in checkout order. Midtrans has no OVO or DANA; Xendit no GoPay. */
export const GATEWAY_METHODS: Record<GatewayName, readonly PaymentMethodCode[]> = {
  sandbox: ["qris", "bca_va", "bni_va", "bri_va", "mandiri_va", "permata_va", "gopay", "ovo", "dana", "shopeepay"],
  midtrans: ["qris", "bca_va", "bni_va", "bri_va", "mandiri_va", "permata_va", "gopay", "shopeepay"],
  xendit: ["qris", "bca_va", "bni_va", "bri_va", "mandiri_va", "permata_va", "ovo", "dana", "shopeepay"],
};

/**
 * Mandiri on Midtrans is Mandiri Bill (`echannel`: biller code + bill key), kind `bill`; the sandbox
 * imitates Midtrans so the bill screen is exercised locally. Everywhere else it is a VA.
 */
function kindFor(gateway: GatewayName, code: PaymentMethodCode): MethodRow["kind"] {
  if (code === "mandiri_va" && gateway !== "xendit") return "bill";
  return PAYMENT_METHOD_TABLE[code].kind;
}

/** `GET /v1/payment-methods`: what `gateway` offers, with costs and limits. */
export function paymentMethodsFor(gateway: GatewayName, platformFeePercent: number): PaymentMethod[] {
  return GATEWAY_METHODS[gateway].map((code) => {
    const row = PAYMENT_METHOD_TABLE[code];
    return {
      code,
      name: gateway === "midtrans" && code === "mandiri_va" ? "Mandiri Bill Payment" : row.name,
      kind: kindFor(gateway, code),
      fee: { flat: row.flat, percent: row.percent },
      minAmount: minAmountFor(code, platformFeePercent),
      maxAmount: row.maxAmount,
    };
  });
}
