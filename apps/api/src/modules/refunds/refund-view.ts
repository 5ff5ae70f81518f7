import { type Db, tables } from "@lapak/db";
import type { Refund } from "@lapak/shared/schemas/refund";
import { REFUND_STATUS_LABELS_OF_SALE } from "@lapak/shared/transaction-status";
import { and, eq, inArray, sql } from "drizzle-orm";

export type RefundRow = typeof tables.refunds.$inferSelect;

/**
 * The API view of a refund row (`refundSchema`); `debtAmount` = the part of `sellerAmount` the
 * balance could not cover, booked as the seller's debt (ADR 0027), rupiah (`refundDebts`).
 */
export function toRefundView(row: RefundRow, debtAmount = 0): Refund {
  return {
    id: row.id,
    transactionId: row.transactionId,
    amount: row.amount,
    status: row.status,
    method: row.method,
    reason: row.reason,
    sellerAmount: row.sellerAmount,
    debtAmount,
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

/**
 * Refund id → the rupiah each booked as the seller's debt (its `debt` ledger rows, ADR 0027); a
 * refund the balance covered is absent.
 */
export async function refundDebts(db: Db, refundIds: string[]): Promise<Map<string, number>> {
  if (refundIds.length === 0) return new Map();
  const le = tables.ledgerEntries;
  const rows = await db
    .select({ id: le.sourceId, debt: sql<string>`-sum(${le.amount})` })
    .from(le)
    .where(and(inArray(le.sourceId, refundIds), eq(le.kind, "refund"), eq(le.bucket, "debt")))
    .groupBy(le.sourceId);
  return new Map(rows.map((row) => [row.id, Number(row.debt)]));
}
