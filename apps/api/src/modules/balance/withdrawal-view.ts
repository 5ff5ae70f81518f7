import { type Db, tables } from "@lapak/db";
import { maskAccountNumber } from "@lapak/shared/banks";
import type { Withdrawal } from "@lapak/shared/schemas/account";
import { eq } from "drizzle-orm";
import { AppError, notFound } from "../../lib/app-error";

export type WithdrawalRow = typeof tables.withdrawals.$inferSelect;

/**
 * A withdrawal as its seller sees it: the account number masked (`•••• 7890`) unless `whole`, times
 * ISO; `onHold` when it is pending and its seller is `suspended` (ADR 0027).
 */
export function toWithdrawalView(
  row: WithdrawalRow,
  { whole = false, suspended = false }: { whole?: boolean; suspended?: boolean } = {},
): Withdrawal {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    bankCode: row.bankCode,
    bankAccountNumber: whole ? row.bankAccountNumber : maskAccountNumber(row.bankAccountNumber),
    bankAccountName: row.bankAccountName,
    reference: row.reference,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    flag: row.flag,
    simulated: row.simulated,
    onHold: row.status === "pending" && suspended,
  };
}

/** One withdrawal as an admin sees it (account number whole). Throws 404 for an unknown id. */
export async function getWithdrawal({ db }: { db: Db }, id: string): Promise<Withdrawal> {
  const [found] = await db
    .select({ row: tables.withdrawals, suspendedAt: tables.users.suspendedAt })
    .from(tables.withdrawals)
    .innerJoin(tables.users, eq(tables.users.id, tables.withdrawals.sellerId))
    .where(eq(tables.withdrawals.id, id));
  if (!found) throw notFound("Penarikan tidak ditemukan");
  return toWithdrawalView(found.row, { whole: true, suspended: found.suspendedAt !== null });
}

/** Whether `sellerId`'s store is suspended now (withdrawals on hold, ADR 0027). */
export async function isSuspended(db: Db, sellerId: string): Promise<boolean> {
  const [seller] = await db
    .select({ suspendedAt: tables.users.suspendedAt })
    .from(tables.users)
    .where(eq(tables.users.id, sellerId));
  return Boolean(seller?.suspendedAt);
}

/** The conflict a held withdrawal answers to a payout or a "paid" (ADR 0027). */
export const onHoldConflict = () =>
  new AppError(
    "conflict",
    "Toko penjual sedang ditangguhkan, jadi penarikan ini ditahan. Buka kembali toko untuk mengirimnya, atau tandai gagal agar saldo kembali.",
  );
