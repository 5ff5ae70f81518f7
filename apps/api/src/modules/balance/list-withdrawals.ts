import { tables } from "@lapak/db";
import { count, desc, eq } from "drizzle-orm";
import type { DisbursementService } from "../../integrations/disbursements/disbursement";
import type { Deps } from "../../lib/deps";
import { isSuspended, toWithdrawalView } from "./withdrawal-view";

/** `GET /v1/withdrawals`: the seller's withdrawals, newest first, paginated, account masked. */
export async function listWithdrawals(
  { db }: Pick<Deps, "db">,
  { sellerId, page, perPage }: { sellerId: string; page: number; perPage: number },
) {
  const w = tables.withdrawals;
  const [{ total }] = await db.select({ total: count() }).from(w).where(eq(w.sellerId, sellerId));
  const rows = await db
    .select()
    .from(w)
    .where(eq(w.sellerId, sellerId))
    .orderBy(desc(w.createdAt), desc(w.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const suspended = await isSuspended(db, sellerId);
  return {
    data: rows.map((row) => toWithdrawalView(row, { suspended })),
    meta: { page, perPage, total: Number(total) },
  };
}

/**
 * `GET /v1/admin/withdrawals?status`: every seller's withdrawals in one status (pending oldest first,
 * the rest newest first), with the whole account number, whose it is and how it is paid out
 * (admins only).
 */
export async function listWithdrawalsForAdmin(
  { db, disbursement }: Pick<Deps, "db"> & { disbursement: DisbursementService | null },
  { status, page, perPage }: { status: "pending" | "paid" | "failed"; page: number; perPage: number },
) {
  const w = tables.withdrawals;
  const u = tables.users;
  const [{ total }] = await db.select({ total: count() }).from(w).where(eq(w.status, status));
  const rows = await db
    .select({ row: w, email: u.email, name: u.name, username: u.username, suspendedAt: u.suspendedAt })
    .from(w)
    .innerJoin(u, eq(u.id, w.sellerId))
    .where(eq(w.status, status))
    .orderBy(status === "pending" ? w.createdAt : desc(w.processedAt))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    data: rows.map(({ row, email, name, username, suspendedAt }) => ({
      ...toWithdrawalView(row, { whole: true, suspended: suspendedAt !== null }),
      sellerId: row.sellerId,
      sellerEmail: email,
      sellerName: name,
      username,
      payoutId: row.payoutId,
      automatic: row.automatic,
      automaticAvailable: disbursement?.supportsBank(row.bankCode) ?? false,
    })),
    meta: { page, perPage, total: Number(total) },
  };
}
