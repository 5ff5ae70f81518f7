import { newId, tables } from "@lapak/db";
import { formatRupiah } from "@lapak/shared/money";
import { eq } from "drizzle-orm";
import type { Payout } from "../../integrations/disbursements/disbursement";
import type { PayoutDeps, PayoutResult } from "./payouts";
import { withdrawalPaidEmail } from "./withdrawal-emails";

/**
 * A disbursement service reports SUCCEEDED for a withdrawal the books had already settled otherwise
 * (ADR 0017) — marked `failed` (its money returned to `available`), or marked `paid` by hand with
 * another reference (the seller was paid twice). The money did leave, so the ledger follows: in one
 * DB transaction with the row locked, a `correction` (−available +withdrawn, once per withdrawal by
 * the ledger's unique source/kind/bucket) takes the amount out of `available` again — which may go
 * below zero, and then nothing is withdrawable until sales cover it — and the withdrawal becomes
 * `paid` with the payout id and a `flag` the admin sees in the withdrawals screen; the log says it
 * at error level. A withdrawal still pending, or paid by this very payout, is "already-settled".
 * Invariant (tested): money paid out + available + held ≤ what the seller earned, at every step.
 */
export async function correctSettledWithdrawal(deps: PayoutDeps, payout: Payout): Promise<PayoutResult> {
  const { db, log, mailer, config } = deps;
  const w = tables.withdrawals;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(w).where(eq(w.id, payout.referenceId)).for("update");
    const paidTwice = current?.status === "paid" && current.reference !== payout.payoutId;
    if (!current || (current.status !== "failed" && !paidTwice)) return "already-settled";
    const booked = await tx
      .insert(tables.ledgerEntries)
      .values([
        {
          id: newId(),
          sellerId: current.sellerId,
          sourceId: current.id,
          kind: "correction",
          bucket: "available",
          amount: -current.amount,
        },
        {
          id: newId(),
          sellerId: current.sellerId,
          sourceId: current.id,
          kind: "correction",
          bucket: "withdrawn",
          amount: current.amount,
        },
      ])
      .onConflictDoNothing()
      .returning({ id: tables.ledgerEntries.id });
    if (booked.length === 0) return "already-settled";
    const amount = formatRupiah(current.amount);
    const flag = paidTwice
      ? `Dibayar dua kali: transfer manual (ref ${current.reference}) dan transfer otomatis ${payout.payoutId}. ${amount} dikurangi lagi dari saldo Bisa ditarik penjual; minta penjual mengembalikan kelebihannya.`
      : `Transfer otomatis ${payout.payoutId} ternyata BERHASIL setelah penarikan ditandai gagal. ${amount} dikurangi lagi dari saldo Bisa ditarik penjual.`;
    const [updated] = await tx
      .update(w)
      .set({
        status: "paid",
        reference: paidTwice ? current.reference : payout.payoutId,
        payoutId: payout.payoutId,
        flag,
      })
      .where(eq(w.id, current.id))
      .returning();
    log.error(
      { withdrawalId: current.id, payoutId: payout.payoutId, was: current.status, amount: current.amount },
      "payout result contradicted a settled withdrawal: ledger re-booked",
    );
    if (!paidTwice) {
      const [seller] = await tx.select().from(tables.users).where(eq(tables.users.id, updated.sellerId));
      await mailer.send(withdrawalPaidEmail(updated, seller, config), { tx });
    }
    return "corrected";
  });
}
