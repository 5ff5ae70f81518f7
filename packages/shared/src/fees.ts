/**
 * Fees (DESIGN §4): each payment method's gateway cost (flat rupiah + percent of the amount) and
 * the platform fee, and what the seller receives. One place for the API (checkout, ledger) and the
 * web (what a seller sees beside a price: "Anda terima …").
 *
 * Costs follow the gateways' published Indonesian price lists (Midtrans and Xendit pricing pages,
 * 2025): QRIS MDR 0.7 % (Bank Indonesia's regulated rate), bank virtual accounts a flat Rp4.000,
 * e-wallets 1.5–2 %. They are what the platform pays; the buyer never pays a surcharge (Bank
 * Indonesia forbids passing the MDR to buyers), so the cost is part of the seller's fee.
 */
import { formatRupiah, roundHalfUp } from "./money";
import { MIN_PAID_PRICE } from "./schemas/product";
import { PAYMENT_METHOD_CODES, type PaymentKind, type PaymentMethodCode } from "./schemas/transaction";

export interface MethodRow {
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

const percentFormat = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 2 });

/** `0.7` → `"0,7%"`. */
export function formatPercent(percent: number): string {
  return `${percentFormat.format(percent)}%`;
}

/**
 * What a seller receives from a sale at `price`, paid with QRIS (the method most buyers use), in
 * the words every money field shows (DASHBOARD-UX §1): `"Anda terima Rp23.575 (QRIS: biaya
 * pembayaran 0,7% + biaya platform 5%)"`. Free products: null.
 */
export function sellerReceivesText(price: number, platformFeePercent: number): string | null {
  if (price <= 0) return null;
  const { sellerNet } = feesFor(price, "qris", platformFeePercent);
  const qris = PAYMENT_METHOD_TABLE.qris.percent;
  return `Anda terima ${formatRupiah(sellerNet)} (QRIS: biaya pembayaran ${formatPercent(qris)} + biaya platform ${formatPercent(platformFeePercent)})`;
}

/** The method groups a seller compares (ADR 0023): QRIS, bank virtual accounts, e-wallets. */
export const METHOD_GROUPS = [
  { kind: "qris", label: "QRIS" },
  { kind: "va", label: "Virtual account" },
  { kind: "ewallet", label: "E-wallet" },
] as const satisfies readonly { kind: MethodRow["kind"]; label: string }[];

/** What one method group leaves the seller on a sale at a given price. */
export interface GroupReceives {
  kind: (typeof METHOD_GROUPS)[number]["kind"];
  label: string;
  /** The group's smallest and largest `sellerNet` (rupiah) over its methods that take this price; null when none does. */
  net: { min: number; max: number } | null;
  /** The lowest price one of its methods takes (when `net` is null because the price is below it). */
  minPrice: number;
  /** `"QRIS: Anda terima Rp33.005"`, `"E-wallet: Anda terima Rp32.550–Rp32.725"`, or `"Virtual account: mulai harga Rp10.000"`. */
  text: string;
}

/**
 * What a seller receives from a sale at `price` (rupiah) per method group, from `feesFor` — the
 * function the ledger books with — over the group's methods among `codes` (default: all) that take
 * this price (`minAmountFor` … `maxAmount`). A group with none of `codes` is left out. Free
 * products: an empty list. On Rp35.000 at 5%: QRIS Rp33.005, virtual account Rp29.250, e-wallet
 * Rp32.550–Rp32.725.
 */
export function sellerReceivesByGroup(
  price: number,
  platformFeePercent: number,
  codes: readonly PaymentMethodCode[] = PAYMENT_METHOD_CODES,
): GroupReceives[] {
  if (price <= 0) return [];
  return METHOD_GROUPS.flatMap(({ kind, label }) => {
    const members = codes.filter((code) => PAYMENT_METHOD_TABLE[code].kind === kind);
    if (members.length === 0) return [];
    const minPrice = Math.min(...members.map((code) => minAmountFor(code, platformFeePercent)));
    const nets = members
      .filter(
        (code) => price >= minAmountFor(code, platformFeePercent) && price <= PAYMENT_METHOD_TABLE[code].maxAmount,
      )
      .map((code) => feesFor(price, code, platformFeePercent).sellerNet);
    const net = nets.length > 0 ? { min: Math.min(...nets), max: Math.max(...nets) } : null;
    const text = !net
      ? `${label}: ${price < minPrice ? `mulai harga ${formatRupiah(minPrice)}` : "tidak tersedia untuk harga ini"}`
      : `${label}: Anda terima ${formatRupiah(net.min)}${net.max > net.min ? `–${formatRupiah(net.max)}` : ""}`;
    return [{ kind, label, net, minPrice, text }];
  });
}
