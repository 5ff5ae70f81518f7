import type { tables } from "@lapak/db";
import type { Refund } from "@lapak/shared/schemas/refund";

export type RefundRow = typeof tables.refunds.$inferSelect;

/** The API view of a refund row (`refundSchema`). */
export function toRefundView(row: RefundRow): Refund {
  return {
    id: row.id,
    transactionId: row.transactionId,
    amount: row.amount,
    status: row.status,
    method: row.method,
    reason: row.reason,
    sellerAmount: row.sellerAmount,
    platformFeeAmount: row.platformFeeAmount,
    gatewayCostAmount: row.gatewayCostAmount,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

/** What a transaction's refunds say to its views: `refunded`, `partially_refunded` or null. */
export function refundStatusOf(row: { amount: number; refundedAmount: number }) {
  if (row.refundedAmount <= 0) return null;
  return row.refundedAmount >= row.amount ? ("refunded" as const) : ("partially_refunded" as const);
}
