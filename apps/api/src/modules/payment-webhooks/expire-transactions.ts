import { tables } from "@lapak/db";
import { and, eq, lte, sql } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { queuedMailer } from "../../lib/jobs/send-email";
import type { TransactionRow } from "../orders/transaction-view";
import { paymentExpiredEmail } from "../payment-reminders/pending-payment-emails";
import { REMINDED_METHODS } from "../payment-reminders/remind-pending-payment-emails";
import type { TransactionStatusChange } from "../status-stream/transaction-events";

/**
 * Scheduled job `expire-transactions` (every minute, ADR 0014): stores `expired` on every pending
 * transaction whose `expiresAt` has passed by `now`. Reading already treats such a transaction as
 * expired (`effectiveStatus`, DESIGN §4), so this changes no answer: it lets queries and exports
 * filter on the stored status. `updated_at` is set to `expires_at`, the moment it expired, which is
 * what the sale's timeline showed before (`get-sale-detail.ts`). Idempotent: only `pending` rows
 * change, and the `status = 'pending'` check is re-read after any row lock, so a transaction a
 * webhook is paying at the same time stays paid; a "paid" that arrives later still settles an
 * expired transaction (status precedence, `settlementOutcome`). Each expired transaction is
 * announced through `publish` (a payment page held open shows it at once). With `jobs` and `config`,
 * an expired VA or QRIS attempt not replaced by another method gets the buyer's "Pembayaran
 * kedaluwarsa" email with **Pesan Ulang**, enqueued with the change (once: only `pending` rows
 * change; DESIGN §5). Returns how many it expired.
 */
export async function expireTransactions(
  {
    db,
    publish,
    jobs,
    config,
  }: Pick<Deps, "db"> &
    Partial<Pick<Deps, "jobs" | "config">> & { publish?: (change: TransactionStatusChange) => Promise<void> },
  { now = new Date() }: { now?: Date } = {},
) {
  const t = tables.transactions;
  const expired = await db.transaction(async (tx) => {
    const rows = await tx
      .update(t)
      .set({ status: "expired", updatedAt: sql`${t.expiresAt}` })
      .where(and(eq(t.status, "pending"), lte(t.expiresAt, now)))
      .returning();
    if (jobs && config) {
      const mailer = queuedMailer(jobs);
      for (const row of rows.filter(expiryIsMailed)) await mailer.send(paymentExpiredEmail(row, config), { tx });
    }
    return rows;
  });
  if (publish) for (const { id } of expired) await publish({ id, status: "expired" });
  return { expired: expired.length };
}

/** A VA or QRIS attempt the buyer did not replace with another method gets the expiry email. */
function expiryIsMailed(row: TransactionRow): boolean {
  return row.amount > 0 && row.replacedBy === null && row.method !== null && REMINDED_METHODS.includes(row.method);
}
