import type { AnyColumn } from "drizzle-orm";
import { sql } from "drizzle-orm";

/**
 * SQL: rupiah the seller gave back on the refunds of the transaction whose id is `id` (the sum of
 * their `seller_amount`, ADR 0020), for sums of what a seller earned net of refunds.
 */
export const refundedSellerAmountOf = (id: AnyColumn) =>
  sql<number>`(select coalesce(sum(r.seller_amount), 0) from refunds r where r.transaction_id = ${id})`;
