import { newId, tables } from "@lapak/db";
import { formatRupiah } from "@lapak/shared/money";
import { MIN_WITHDRAWAL } from "@lapak/shared/schemas/account";
import { and, eq } from "drizzle-orm";
import type { DisbursementService } from "../../integrations/disbursements/disbursement";
import { AppError, fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { ledgerBalance, lockSeller, releaseDueSales, releaseSandboxSales } from "../ledger/ledger";
import { SUBMIT_PAYOUT, type SubmitPayoutJob } from "./payouts";
import { withdrawalPaidEmail } from "./withdrawal-emails";
import { toWithdrawalView } from "./withdrawal-view";

/**
 * `POST /v1/withdrawals {amount, simulated?}` (DESIGN §4 "Withdrawals"): in ONE DB transaction,
 * locks the seller's row (so two requests cannot both pass the balance check), releases what is
 * due, and checks: activation approved and the store not suspended (403 `forbidden`, DESIGN §4
 * "Suspended stores"), no other pending withdrawal (409 `conflict`), no debt to the platform for a
 * real withdrawal and the money it draws on not below zero after refunds (422 on `amount`,
 * ADR 0020, ADR 0027), `amount` ≥ Rp50.000 and ≤ what it may take (422 on `amount`).
 *
 * A real withdrawal takes only real money (`withdrawable`): it books the withdrawal and its two
 * ledger rows (−available, +withdrawn) with the bank account from the approved activation; with a
 * disbursement service that pays the seller's bank (ADR 0009), a `submit-payout` job is enqueued in
 * the same DB transaction, otherwise the withdrawal waits for an admin.
 *
 * A simulated one (`simulated: true`, ADR 0023) takes only sandbox money, and only while
 * `sandboxGateway` (422 on `simulated` otherwise): held sandbox sales are released at once, the
 * same two ledger rows are booked, and the sandbox payout pays it on the spot (`paid`, reference
 * `SIMULASI-…`, the "Simulasi" email). It is never handed to a disbursement service. Returns the
 * seller's view of the withdrawal.
 */
export async function requestWithdrawal(
  {
    db,
    jobs,
    mailer,
    config,
    disbursement,
    sandboxGateway,
  }: Pick<Deps, "db" | "jobs" | "mailer" | "config"> & {
    disbursement: DisbursementService | null;
    sandboxGateway: boolean;
  },
  { sellerId, amount, simulated = false }: { sellerId: string; amount: number; simulated?: boolean },
) {
  if (simulated && !sandboxGateway) {
    throw fieldError(
      "simulated",
      "Penarikan simulasi hanya ada selama toko memakai pembayaran uji coba (sandbox). Uang uji coba tidak bisa ditarik.",
    );
  }
  return db.transaction(async (tx) => {
    await lockSeller(tx, sellerId);
    const [activation] = await tx
      .select()
      .from(tables.activations)
      .where(and(eq(tables.activations.sellerId, sellerId), eq(tables.activations.status, "approved")));
    if (!activation) throw new AppError("forbidden", "Aktivasi akun dulu sebelum menarik saldo.");
    const [seller] = await tx.select().from(tables.users).where(eq(tables.users.id, sellerId));
    if (seller?.suspendedAt) {
      throw new AppError("forbidden", "Toko Anda sedang ditangguhkan admin, jadi penarikan saldo ditahan.");
    }
    const [pending] = await tx
      .select({ id: tables.withdrawals.id })
      .from(tables.withdrawals)
      .where(and(eq(tables.withdrawals.sellerId, sellerId), eq(tables.withdrawals.status, "pending")));
    if (pending) throw new AppError("conflict", "Masih ada penarikan yang sedang diproses. Tunggu sampai selesai.");
    await releaseDueSales(tx, sellerId);
    if (simulated) await releaseSandboxSales(tx, sellerId);
    const sums = await ledgerBalance(tx, sellerId);
    // Each kind of withdrawal sees only its own money: real and sandbox never mix (ADR 0023).
    const own = simulated ? sums.sandboxAvailable : sums.available - sums.sandboxAvailable;
    // Sandbox money is play money: only a real withdrawal waits for a debt to be paid (ADR 0027).
    if (!simulated && sums.debt > 0) {
      throw fieldError(
        "amount",
        `Utang ke platform ${formatRupiah(sums.debt)} dari pengembalian dana belum lunas. Penarikan bisa dilakukan lagi setelah penjualan berikutnya melunasinya.`,
      );
    }
    if (own < 0) {
      throw fieldError(
        "amount",
        `Saldo ${simulated ? "uji coba " : ""}Anda minus ${formatRupiah(-own)} karena pengembalian dana. Penarikan bisa dilakukan lagi setelah penjualan baru menutupinya.`,
      );
    }
    if (amount < MIN_WITHDRAWAL) throw fieldError("amount", `Minimal penarikan ${formatRupiah(MIN_WITHDRAWAL)}`);
    if (amount > own) {
      const what = simulated ? "Uang uji coba yang bisa ditarik (simulasi)" : "Saldo yang bisa ditarik";
      throw fieldError(
        "amount",
        own < MIN_WITHDRAWAL
          ? `${what} ${formatRupiah(own)}, kurang dari minimal ${formatRupiah(MIN_WITHDRAWAL)}.`
          : `Jumlah melebihi ${what.charAt(0).toLowerCase()}${what.slice(1)} (${formatRupiah(own)}).`,
      );
    }
    const id = newId();
    const now = new Date();
    const [row] = await tx
      .insert(tables.withdrawals)
      .values({
        id,
        sellerId,
        amount,
        bankCode: activation.bankCode,
        bankAccountNumber: activation.bankAccountNumber,
        bankAccountName: activation.bankAccountName,
        simulated,
        // The sandbox payout pays a simulated withdrawal on the spot; nothing leaves for a bank.
        ...(simulated
          ? { status: "paid" as const, reference: `SIMULASI-${id.slice(0, 8).toUpperCase()}`, processedAt: now }
          : { status: "pending" as const }),
      })
      .returning();
    await tx.insert(tables.ledgerEntries).values([
      { id: newId(), sellerId, sourceId: id, kind: "withdrawal", bucket: "available", amount: -amount },
      { id: newId(), sellerId, sourceId: id, kind: "withdrawal", bucket: "withdrawn", amount },
    ]);
    if (simulated) {
      await mailer.send(withdrawalPaidEmail(row, seller as NonNullable<typeof seller>, config), { tx });
    } else if (disbursement?.supportsBank(row.bankCode)) {
      await jobs.send<SubmitPayoutJob>(SUBMIT_PAYOUT, { id }, { tx });
    }
    return toWithdrawalView(row);
  });
}
