import { type Db, newId, tables } from "@lapak/db";
import { and, eq } from "drizzle-orm";
import { AppError, notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { withdrawalFailedEmail, withdrawalPaidEmail } from "./withdrawal-emails";
import { toWithdrawalView, type WithdrawalRow } from "./withdrawal-view";

type Outcome = { status: "paid"; reference: string } | { status: "failed"; reason: string };

/**
 * Settles a pending withdrawal once, in one DB transaction with the row locked: `paid` records the
 * transfer reference; `failed` records the reason and returns the amount to `available` with two
 * ledger rows (−withdrawn, +available, kind `return`). 404 for an unknown id; 409 when it is not
 * pending any more (a second click, or another admin first). The seller is emailed after commit.
 */
export async function settleWithdrawal(
  { db, mailer, config }: Pick<Deps, "db" | "mailer" | "config">,
  { id, adminId, outcome }: { id: string; adminId: string | null; outcome: Outcome },
) {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(tables.withdrawals).where(eq(tables.withdrawals.id, id)).for("update");
    if (!current) throw notFound("Penarikan tidak ditemukan");
    if (current.status !== "pending") throw new AppError("conflict", "Penarikan ini sudah diproses.");
    const now = new Date();
    const [updated] = await tx
      .update(tables.withdrawals)
      .set({
        status: outcome.status,
        reference: outcome.status === "paid" ? outcome.reference : null,
        reason: outcome.status === "failed" ? outcome.reason : null,
        processedBy: adminId,
        processedAt: now,
      })
      .where(and(eq(tables.withdrawals.id, id), eq(tables.withdrawals.status, "pending")))
      .returning();
    if (outcome.status === "failed") await returnToAvailable(tx, current);
    return updated;
  });
  const [seller] = await db.select().from(tables.users).where(eq(tables.users.id, row.sellerId));
  const email =
    row.status === "paid" ? withdrawalPaidEmail(row, seller, config) : withdrawalFailedEmail(row, seller, config);
  await mailer.send(email);
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
