/**
 * The payment-methods table (DESIGN §3 `GET /v1/payment-methods`, §4 fees): each method's display
 * name, kind, gateway cost (flat rupiah + percent of the amount) and amount limits, and which
 * gateway offers which method.
 *
 * Costs follow the gateways' published Indonesian price lists (Midtrans and Xendit pricing pages,
 * 2025): QRIS MDR 0.7 % (Bank Indonesia's regulated rate), bank virtual accounts a flat Rp4.000,
 * e-wallets 1.5–2 %. They are what the platform pays; the buyer never pays a surcharge (Bank
 * Indonesia forbids passing the MDR to buyers), so the cost is part of the seller's fee.
 */

import { roundHalfUp } from "@lapak/shared/money";
import { MIN_PAID_PRICE } from "@lapak/shared/schemas/product";
import type { PaymentKind, PaymentMethod, PaymentMethodCode } from "@lapak/shared/schemas/transaction";
import type { GatewayName } from "./gateway";

interface MethodRow {
  name: string;
  kind: Exclude<PaymentKind, "none">;
  flat: number;
  percent: number;
  /** The gateway's own minimum, rupiah. */
  minAmount: number;
  /** The gateway's / scheme's maximum per payment, rupiah (QRIS: Rp10.000.000 per BI rules). */
  maxAmount: number;
}

const VA = { kind: "va", flat: 4000, percent: 0, minAmount: 10_000, maxAmount: 50_000_000 } as const;

export const PAYMENT_METHOD_TABLE: Record<PaymentMethodCode, MethodRow> = {
  qris: { name: "QRIS", kind: "qris", flat: 0, percent: 0.7, minAmount: MIN_PAID_PRICE, maxAmount: 10_000_000 },
  bca_va: { name: "BCA Virtual Account", ...VA },
  bni_va: { name: "BNI Virtual Account", ...VA },
  bri_va: { name: "BRI Virtual Account", ...VA },
  mandiri_va: { name: "Mandiri Virtual Account", ...VA },
  permata_va: { name: "Permata Virtual Account", ...VA },
  gopay: { name: "GoPay", kind: "ewallet", flat: 0, percent: 2, minAmount: MIN_PAID_PRICE, maxAmount: 10_000_000 },
  ovo: { name: "OVO", kind: "ewallet", flat: 0, percent: 1.5, minAmount: MIN_PAID_PRICE, maxAmount: 10_000_000 },
  dana: { name: "DANA", kind: "ewallet", flat: 0, percent: 1.5, minAmount: MIN_PAID_PRICE, maxAmount: 10_000_000 },
  shopeepay: {
    name: "ShopeePay",
    kind: "ewallet",
    flat: 0,
    percent: 2,
    minAmount: MIN_PAID_PRICE,
    maxAmount: 10_000_000,
  },
};

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

/** A method's gateway cost for `amount` rupiah, rounded half up (DESIGN §4). */
export function methodCost(code: PaymentMethodCode, amount: number): number {
  const row = PAYMENT_METHOD_TABLE[code];
  return row.flat + roundHalfUp((amount * row.percent) / 100);
}

/** The platform's cut of `amount`, rounded half up (`PLATFORM_FEE_PERCENT`, DESIGN §4). */
export function platformFee(amount: number, platformFeePercent: number): number {
  return roundHalfUp((amount * platformFeePercent) / 100);
}

export interface FeeBreakdown {
  platformFee: number;
  methodFee: number;
  /** platformFee + methodFee */
  fee: number;
  /** amount − fee, ≥ 0 */
  sellerNet: number;
}

/**
 * Fee and seller's net for a sale of `amount` rupiah paid with `code` (null: nothing paid, so no
 * method cost; a free product has no platform fee either).
 */
export function feesFor(amount: number, code: PaymentMethodCode | null, platformFeePercent: number): FeeBreakdown {
  const pf = platformFee(amount, platformFeePercent);
  const mf = code ? methodCost(code, amount) : 0;
  const fee = Math.min(amount, pf + mf);
  return { platformFee: pf, methodFee: mf, fee, sellerNet: amount - fee };
}

/**
 * The smallest amount for which `code` leaves the seller something: the gateway's minimum, raised
 * until `sellerNet` > 0 (DESIGN §4 "a method whose cost would eat the sale is not offered").
 */
export function minAmountFor(code: PaymentMethodCode, platformFeePercent: number): number {
  let amount = Math.max(MIN_PAID_PRICE, PAYMENT_METHOD_TABLE[code].minAmount);
  while (feesFor(amount, code, platformFeePercent).sellerNet <= 0) amount += 1000;
  return amount;
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
