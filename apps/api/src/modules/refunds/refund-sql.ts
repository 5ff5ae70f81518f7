import type { AnyColumn } from "drizzle-orm";
import { sql } from "drizzle-orm";

/**
 * SQL: rupiah the seller gave back on the refunds of the transaction whose id is `id` (the sum of
 * their `seller_amount`, ADR 0020), for sums of what a seller earned net of refunds.
 *
 * `refundedAmount` is that transaction's `refunded_amount`: a refund row is only ever written in
 * the DB transaction that adds its (positive) amount there (`create-refund.ts`), so a transaction
 * with 0 refunded has no refund and the lookup is skipped — a sum over 100,000 sales then probes
 * the refunds index only for the refunded ones (ADR 0035).
 */
export const refundedSellerAmountOf = (id: AnyColumn, refundedAmount: AnyColumn) =>
  sql<number>`(case when ${refundedAmount} > 0 then (select coalesce(sum(r.seller_amount), 0) from refunds r where r.transaction_id = ${id}) else 0 end)`;
