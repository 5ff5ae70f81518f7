import type { tables } from "@lapak/db";
import type { Refund } from "@lapak/shared/schemas/refund";
import { REFUND_STATUS_LABELS_OF_SALE } from "@lapak/shared/transaction-status";

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

/** The status label of a refunded sale ("Dana Dikembalikan", "Dikembalikan Sebagian"), null when none. */
export function refundLabelOf(row: { amount: number; refundedAmount: number }): string | null {
  const status = refundStatusOf(row);
  return status ? REFUND_STATUS_LABELS_OF_SALE[status] : null;
}

/** What a transaction's refunds say to its views: `refunded`, `partially_refunded` or null. */
export function refundStatusOf(row: { amount: number; refundedAmount: number }) {
  if (row.refundedAmount <= 0) return null;
  return row.refundedAmount >= row.amount ? ("refunded" as const) : ("partially_refunded" as const);
}
