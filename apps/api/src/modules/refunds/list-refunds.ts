import { tables } from "@lapak/db";
import type { AdminRefund, RefundStatus } from "@lapak/shared/schemas/refund";
import { asc, count, desc, eq, sql } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { refundDebts, toRefundView } from "./refund-view";

/**
 * `GET /v1/admin/refunds?status` (page **Pengembalian Dana**): refunds in one status with the sale,
 * the buyer and the bank account they gave; `manual` (to transfer) oldest first, the rest newest
 * first. Admins only.
 */
export async function listRefundsForAdmin(
  { db }: Pick<Deps, "db">,
  { status, page, perPage }: { status: RefundStatus; page: number; perPage: number },
): Promise<{ data: AdminRefund[]; meta: { page: number; perPage: number; total: number } }> {
  const f = tables.refunds;
  const t = tables.transactions;
  const [{ total }] = await db.select({ total: count() }).from(f).where(eq(f.status, status));
  const rows = await db
    .select({
      refund: f,
      title: sql<string>`${t.productSnapshot}->>'title'`,
      buyerName: t.buyerName,
      buyerEmail: t.buyerEmail,
      username: tables.users.username,
    })
    .from(f)
    .innerJoin(t, eq(t.id, f.transactionId))
    .innerJoin(tables.users, eq(tables.users.id, f.sellerId))
    .where(eq(f.status, status))
    .orderBy(status === "manual" ? asc(f.createdAt) : desc(f.createdAt))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const debts = await refundDebts(
    db,
    rows.map(({ refund }) => refund.id),
  );
  return {
    data: rows.map(({ refund, title, buyerName, buyerEmail, username }) => ({
      ...toRefundView(refund, debts.get(refund.id)),
      productTitle: title ?? "",
      buyerName,
      buyerEmail,
      sellerUsername: username,
      buyerBank: refund.buyerBank ?? null,
    })),
    meta: { page, perPage, total: Number(total) },
  };
}

/** The refunds of one transaction, oldest first (the sale detail and the order page). */
export async function refundsOfTransaction({ db }: Pick<Deps, "db">, transactionId: string) {
  const rows = await db
    .select()
    .from(tables.refunds)
    .where(eq(tables.refunds.transactionId, transactionId))
    .orderBy(asc(tables.refunds.createdAt));
  const debts = await refundDebts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toRefundView(row, debts.get(row.id)));
}
