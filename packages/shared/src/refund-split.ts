/**
 * Who pays what when part of a sale goes back to the buyer (ADR 0020). Pure, integer rupiah.
 */

/**
 * The money parts of a paid transaction, rupiah (DESIGN §4: `sellerNet` = `amount` − `fee` −
 * `commission`; ADR 0050: `commission` is the affiliate's, 0 without one).
 */
export interface SaleMoney {
  amount: number;
  sellerNet: number;
  platformFee: number;
  commission?: number;
}

/** One refund's parts, rupiah; they add up to `amount`. */
export interface RefundSplit {
  /** Taken back from the seller's balance: the net they earned on the refunded part. */
  sellerAmount: number;
  /** Taken back from the affiliate: their commission on the refunded part (ADR 0050). */
  affiliateAmount: number;
  /** The platform's fee on the refunded part, not kept. */
  platformFeeAmount: number;
  /** The payment method's cost on the refunded part: the gateway keeps it, the platform bears it. */
  gatewayCostAmount: number;
}

/**
 * Splits a refund of `amount` rupiah of `sale` pro rata (ADR 0020, ADR 0050): the seller gives back
 * their net on the refunded part, the affiliate their commission on it, the platform gives up its
 * fee on it, and the rest is the gateway cost the platform bears. `before` are the parts of earlier
 * refunds of the same sale. Each part is the difference of cumulative pro-rata targets
 * (`round(part × refunded so far / sale.amount)`), so rounding never piles up: a sale refunded in
 * pieces gives back exactly its `sellerNet`, the commission and the platform's fee, never a rupiah
 * more or less, and every part is ≥ 0.
 */
export function splitRefund(
  sale: SaleMoney,
  amount: number,
  before: Array<Omit<RefundSplit, "affiliateAmount"> & { affiliateAmount?: number }> = [],
): RefundSplit {
  const sum = (pick: (split: (typeof before)[number]) => number) =>
    before.reduce((total, split) => total + pick(split), 0);
  const refunded = Math.min(
    sale.amount,
    sum((s) => s.sellerAmount + (s.affiliateAmount ?? 0) + s.platformFeeAmount + s.gatewayCostAmount) + amount,
  );
  const commission = Math.max(0, Math.min(sale.commission ?? 0, sale.amount - sale.sellerNet));
  const platformFee = Math.max(0, Math.min(sale.platformFee, sale.amount - sale.sellerNet - commission));
  const target = (part: number) => Math.round((part * refunded) / sale.amount);
  const sellerAmount = Math.min(amount, Math.max(0, target(sale.sellerNet) - sum((s) => s.sellerAmount)));
  const affiliateAmount = Math.min(
    amount - sellerAmount,
    Math.max(0, target(commission) - sum((s) => s.affiliateAmount ?? 0)),
  );
  const platformFeeAmount = Math.min(
    amount - sellerAmount - affiliateAmount,
    Math.max(0, target(platformFee) - sum((s) => s.platformFeeAmount)),
  );
  return {
    sellerAmount,
    affiliateAmount,
    platformFeeAmount,
    gatewayCostAmount: amount - sellerAmount - affiliateAmount - platformFeeAmount,
  };
}
