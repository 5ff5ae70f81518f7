import { type Db, newId, tables } from "@lapak/db";
import { formatRupiah } from "@lapak/shared/money";
import { MIN_WITHDRAWAL } from "@lapak/shared/schemas/account";
import { and, eq, sql } from "drizzle-orm";
import type { DisbursementService } from "../../integrations/disbursements/disbursement";
import { AppError, fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { ledgerBalance, releaseDueSales } from "../payments/ledger";
import { SUBMIT_PAYOUT, type SubmitPayoutJob } from "./payouts";
import { toWithdrawalView } from "./withdrawal-view";

/** Locks the seller's user row for the rest of the DB transaction (DESIGN §4: spends lock the seller). */
export async function lockSeller(tx: Db, sellerId: string): Promise<void> {
  await tx.execute(sql`select id from users where id = ${sellerId} for update`);
}

/**
 * `POST /v1/withdrawals {amount}` (DESIGN §4 "Withdrawals"): in ONE DB transaction, locks the
 * seller's row (so two requests cannot both pass the balance check), releases what is due, and
 * checks: activation approved and the store not suspended (403 `forbidden`, issue 22), no other
 * pending withdrawal (409 `conflict`), `available` not below zero after refunds (422 on `amount`,
 * ADR 0020), `amount` ≥ Rp50.000 and ≤ the withdrawable balance (422 on `amount`). Then books the withdrawal
 * and its two ledger rows (−available, +withdrawn) with the bank account from the approved
 * activation. With a disbursement service that pays the seller's bank (ADR 0009), a `submit-payout`
 * job is enqueued in the same DB transaction, so the payout goes out even if this instance stops
 * right after the commit; otherwise the withdrawal waits for an admin. Returns the seller's view of
 * the withdrawal.
 */
export async function requestWithdrawal(
  { db, jobs, disbursement }: Pick<Deps, "db" | "jobs"> & { disbursement: DisbursementService | null },
  { sellerId, amount }: { sellerId: string; amount: number },
) {
  return db.transaction(async (tx) => {
    await lockSeller(tx, sellerId);
    const [activation] = await tx
      .select()
      .from(tables.activations)
      .where(and(eq(tables.activations.sellerId, sellerId), eq(tables.activations.status, "approved")));
    if (!activation) throw new AppError("forbidden", "Aktivasi akun dulu sebelum menarik saldo.");
    const [seller] = await tx
      .select({ suspendedAt: tables.users.suspendedAt })
      .from(tables.users)
      .where(eq(tables.users.id, sellerId));
    if (seller?.suspendedAt) {
      throw new AppError("forbidden", "Toko Anda sedang ditangguhkan admin, jadi penarikan saldo ditahan.");
    }
    const [pending] = await tx
      .select({ id: tables.withdrawals.id })
      .from(tables.withdrawals)
      .where(and(eq(tables.withdrawals.sellerId, sellerId), eq(tables.withdrawals.status, "pending")));
    if (pending) throw new AppError("conflict", "Masih ada penarikan yang sedang diproses. Tunggu sampai selesai.");
    await releaseDueSales(tx, sellerId);
    const { withdrawable, available } = await ledgerBalance(tx, sellerId);
    if (available < 0) {
      throw fieldError(
        "amount",
        `Saldo Anda minus ${formatRupiah(-available)} karena pengembalian dana. Penarikan bisa dilakukan lagi setelah penjualan baru menutupinya.`,
      );
    }
    if (amount < MIN_WITHDRAWAL) throw fieldError("amount", `Minimal penarikan ${formatRupiah(MIN_WITHDRAWAL)}`);
    if (amount > withdrawable) {
      throw fieldError(
        "amount",
        withdrawable < MIN_WITHDRAWAL
          ? `Saldo yang bisa ditarik ${formatRupiah(withdrawable)}, kurang dari minimal ${formatRupiah(MIN_WITHDRAWAL)}.`
          : `Jumlah melebihi saldo yang bisa ditarik (${formatRupiah(withdrawable)}).`,
      );
    }
    const id = newId();
    const [row] = await tx
      .insert(tables.withdrawals)
      .values({
        id,
        sellerId,
        amount,
        bankCode: activation.bankCode,
        bankAccountNumber: activation.bankAccountNumber,
        bankAccountName: activation.bankAccountName,
        status: "pending",
      })
      .returning();
    await tx.insert(tables.ledgerEntries).values([
      { id: newId(), sellerId, sourceId: id, kind: "withdrawal", bucket: "available", amount: -amount },
      { id: newId(), sellerId, sourceId: id, kind: "withdrawal", bucket: "withdrawn", amount },
    ]);
    if (disbursement?.supportsBank(row.bankCode)) {
      await jobs.send<SubmitPayoutJob>(SUBMIT_PAYOUT, { id }, { tx });
    }
    return toWithdrawalView(row);
  });
}
