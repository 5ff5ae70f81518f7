import { type Db, newId, tables } from "@lapak/db";
import { and, eq } from "drizzle-orm";
import { AppError, notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { withdrawalFailedEmail, withdrawalPaidEmail } from "./withdrawal-emails";
import { toWithdrawalView, type WithdrawalRow } from "./withdrawal-view";

/**
 * `paid` with the transfer reference, or `failed` with the reason the seller reads. `reversal`: the
 * bank sent back a transfer already marked paid (a disbursement service's `REVERSED`), so a `paid`
 * withdrawal may fail too.
 */
export type SettleOutcome =
  | { status: "paid"; reference: string }
  | { status: "failed"; reason: string; reversal?: boolean };

/**
 * Settles a pending withdrawal once, in one DB transaction with the row locked: `paid` records the
 * transfer reference; `failed` records the reason and returns the amount to `available` with two
 * ledger rows (−withdrawn, +available, kind `return`). 404 for an unknown id; 409 when it is not
 * pending any more (a second click, another admin first, a webhook delivered twice) — unless it is
 * a reversal of a paid one. `adminId` is null when a disbursement service settled it. The seller's
 * email is a `send-email` job enqueued in the same DB transaction (ADR 0014). `expect`: what an
 * admin's settlement checked with the disbursement service (ADR 0017); a payout id or attempt that
 * differs under the lock means a payout started meanwhile → 409.
 */
export async function settleWithdrawal(
  { db, mailer, config }: Pick<Deps, "db" | "mailer" | "config">,
  {
    id,
    adminId,
    outcome,
    expect,
  }: {
    id: string;
    adminId: string | null;
    outcome: SettleOutcome;
    expect?: { payoutId: string | null; payoutAttemptedAt: Date | null };
  },
) {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(tables.withdrawals).where(eq(tables.withdrawals.id, id)).for("update");
    if (!current) throw notFound("Penarikan tidak ditemukan");
    const reversible = outcome.status === "failed" && outcome.reversal && current.status === "paid";
    if (current.status !== "pending" && !reversible) throw new AppError("conflict", "Penarikan ini sudah diproses.");
    if (
      expect &&
      (current.payoutId !== expect.payoutId ||
        current.payoutAttemptedAt?.getTime() !== expect.payoutAttemptedAt?.getTime())
    ) {
      throw new AppError(
        "conflict",
        "Transfer otomatis baru saja dikirim. Tunggu hasilnya sebelum menandai penarikan ini.",
      );
    }
    const now = new Date();
    const [updated] = await tx
      .update(tables.withdrawals)
      .set({
        status: outcome.status,
        reference: outcome.status === "paid" ? outcome.reference : current.reference,
        reason: outcome.status === "failed" ? outcome.reason : null,
        processedBy: adminId,
        processedAt: now,
      })
      .where(and(eq(tables.withdrawals.id, id), eq(tables.withdrawals.status, current.status)))
      .returning();
    if (outcome.status === "failed") await returnToAvailable(tx, current);
    const [seller] = await tx.select().from(tables.users).where(eq(tables.users.id, updated.sellerId));
    const email =
      updated.status === "paid"
        ? withdrawalPaidEmail(updated, seller, config)
        : withdrawalFailedEmail(updated, seller, config);
    await mailer.send(email, { tx });
    return updated;
  });
  return toWithdrawalView(row, { whole: true });
}

async function returnToAvailable(tx: Db, row: WithdrawalRow) {
  await tx
    .insert(tables.ledgerEntries)
    .values([
      {
        id: newId(),
        sellerId: row.sellerId,
        sourceId: row.id,
        kind: "return",
        bucket: "withdrawn",
        amount: -row.amount,
      },
      {
        id: newId(),
        sellerId: row.sellerId,
        sourceId: row.id,
        kind: "return",
        bucket: "available",
        amount: row.amount,
      },
    ])
    .onConflictDoNothing();
}
