import { type Db, tables } from "@lapak/db";
import { maskAccountNumber } from "@lapak/shared/banks";
import type { Withdrawal } from "@lapak/shared/schemas/account";
import { eq } from "drizzle-orm";
import { notFound } from "../../lib/app-error";

export type WithdrawalRow = typeof tables.withdrawals.$inferSelect;

/** A withdrawal as its seller sees it: the account number masked (`•••• 7890`), times ISO. */
export function toWithdrawalView(row: WithdrawalRow, { whole = false }: { whole?: boolean } = {}): Withdrawal {
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
  };
}

/** One withdrawal as an admin sees it (account number whole). Throws 404 for an unknown id. */
export async function getWithdrawal({ db }: { db: Db }, id: string): Promise<Withdrawal> {
  const [row] = await db.select().from(tables.withdrawals).where(eq(tables.withdrawals.id, id));
  if (!row) throw notFound("Penarikan tidak ditemukan");
  return toWithdrawalView(row, { whole: true });
}
