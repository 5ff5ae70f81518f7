/**
 * How a sale reads on the seller's screens and exports (DASHBOARD-UX §0, §3): the status label and
 * its tone. A paid 0-rupiah transaction is a lead-magnet sign-up ("Pendaftar") or a free download
 * ("Gratis"), never "Pembayaran Berhasil Rp0".
 */
import { isSignUp } from "./sales-metrics";
import type { ProductType } from "./schemas/product";
import { TRANSACTION_STATUS_LABELS, type TransactionStatus } from "./transaction-status";

export type SaleTone = "emerald" | "amber" | "slate" | "red" | "violet";

export interface SaleLabel {
  label: string;
  tone: SaleTone;
}

const TONES: Record<TransactionStatus, SaleTone> = {
  paid: "emerald",
  pending: "amber",
  expired: "slate",
  failed: "red",
};

/** The status label of a sale: `status` as it reads now, `amount` in rupiah, the product's type at checkout. */
export function saleLabel(sale: { status: TransactionStatus; amount: number; productType: ProductType }): SaleLabel {
  if (isSignUp(sale)) {
    return { label: sale.productType === "collect_email" ? "Pendaftar" : "Gratis", tone: "violet" };
  }
  return { label: TRANSACTION_STATUS_LABELS[sale.status], tone: TONES[sale.status] };
}
