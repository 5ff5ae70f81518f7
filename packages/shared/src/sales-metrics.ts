/**
 * What a seller's numbers mean, written once (DASHBOARD-UX §1, §10). Beranda, Statistik,
 * Penjualan and the sales CSV all count with these rules, so the same data gives the same numbers:
 *
 * - a **sale** ("penjualan") is a paid transaction whose total is above 0 rupiah;
 * - a paid transaction of 0 rupiah (a Kumpulkan Email sign-up or a free download) is a
 *   **pendaftar**, counted apart and never as a sale;
 * - a sale or sign-up belongs to the WIB day it was paid (`paid_at`); a transaction never paid to
 *   the day it was created;
 * - **revenue** is net of refunds (ADR 0020): what buyers paid less what was given back, and the
 *   seller's net less the seller's share of each refund;
 * - **conversion** = sales ÷ unique visitors of the seller's pages (store and products) over the
 *   same WIB days, visitors counted per day (the `traffic_totals` "day" rollup), never less than
 *   the sales: a rate, at most 100 %.
 *
 * The API applies the sale rule in SQL (`apps/api/src/modules/orders/list-filters.ts`, `isSaleSql`),
 * which its tests hold to `isSale`.
 */
import type { TransactionStatus } from "./transaction-status";

/**
 * A sale's net now, rupiah: its `sellerNet` less what refunds took back (`refundedNet`, ADR 0020),
 * the figure a row shows so a list's rows sum to its header.
 */
export function netAfterRefunds(sale: { sellerNet: number; refundedNet: number }): number {
  return sale.sellerNet - sale.refundedNet;
}

/** What a seller's screens say the conversion is: one line, under the number. */
export const CONVERSION_NOTE = "Penjualan ÷ pengunjung unik";

/** True when the transaction is a sale: paid, total (`amount`, rupiah) above 0. */
export function isSale(transaction: { status: TransactionStatus; amount: number }): boolean {
  return transaction.status === "paid" && transaction.amount > 0;
}

/** True when the transaction is a free sign-up ("pendaftar"): paid, total 0 rupiah. */
export function isSignUp(transaction: { status: TransactionStatus; amount: number }): boolean {
  return transaction.status === "paid" && transaction.amount === 0;
}

/**
 * Sales ÷ unique visitors of the same pages and days, 0–1 by construction; `null` without visitors. Every sale had a visitor, so the visitors counted are at least the sales: a beacon a
 * browser blocked, or several purchases in one visit, never make a rate above 100 % (DASHBOARD-UX §10).
 */
export function conversionRate(sales: number, visitors: number): number | null {
  if (visitors <= 0) return null;
  return sales / Math.max(visitors, sales);
}

const percent = new Intl.NumberFormat("id-ID", { style: "percent", maximumFractionDigits: 1 });

/** A conversion as a seller reads it: `0.6667` → `"66,7%"`, `null` → `"–"`. */
export function formatConversion(rate: number | null): string {
  return rate === null ? "–" : percent.format(rate).replace(/\s/g, "");
}

/**
 * Sales totals as `GET /v1/transactions/daily` gives them per WIB day and `meta.summary` of
 * `GET /v1/transactions` for a filter: `paidCount` sales, `freeCount` pendaftar, rupiah net of refunds.
 */
export interface SalesDayTotals {
  paidCount: number;
  freeCount: number;
  amount: number;
  sellerNet: number;
}

/** The days' totals summed: sales, sign-ups, what buyers paid and the seller's net, all net of refunds. */
export function sumSalesDays(days: readonly SalesDayTotals[]): SalesDayTotals {
  return days.reduce(
    (sum, day) => ({
      paidCount: sum.paidCount + day.paidCount,
      freeCount: sum.freeCount + day.freeCount,
      amount: sum.amount + day.amount,
      sellerNet: sum.sellerNet + day.sellerNet,
    }),
    { paidCount: 0, freeCount: 0, amount: 0, sellerNet: 0 },
  );
}
