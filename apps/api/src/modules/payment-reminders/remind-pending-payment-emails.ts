/**
 * Scheduled job `email-reminders` (every minute, ADR 0014, DESIGN §5): one email reminder per
 * pending virtual-account or QRIS payment, `PAYMENT_REMINDER_MINUTES` before it expires — the same
 * lead and the same claim as the WhatsApp reminder (`modules/whatsapp/remind-pending-payments.ts`).
 * Transactional, so it needs no marketing consent. E-wallet payments expire within minutes and get none.
 */
import { tables } from "@lapak/db";
import { PAYMENT_METHOD_TABLE } from "@lapak/shared/fees";
import type { PaymentMethodCode } from "@lapak/shared/schemas/transaction";
import { and, inArray, isNull } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { queuedMailer } from "../../lib/jobs/send-email";
import { paymentReminderEmail } from "./pending-payment-emails";
import { dueForPaymentReminder } from "./reminder-window";

/** The methods whose pending payment is reminded by email: virtual accounts and QRIS. */
export const REMINDED_METHODS = (Object.keys(PAYMENT_METHOD_TABLE) as PaymentMethodCode[]).filter(
  (code) => PAYMENT_METHOD_TABLE[code].kind === "va" || PAYMENT_METHOD_TABLE[code].kind === "qris",
);

/**
 * Claims (`email_reminder_at`) every pending VA or QRIS transaction that expires within
 * `PAYMENT_REMINDER_MINUTES` of `now` and has not expired yet, and enqueues its reminder email in
 * the same DB transaction: each payment is reminded at most once, also with several instances. A
 * payment whose whole window is shorter than the lead gets none (it would arrive right after
 * checkout). Returns how many reminders it enqueued.
 */
export async function remindPendingPaymentEmails(
  { db, config, jobs }: Pick<Deps, "db" | "config" | "jobs">,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ reminded: number }> {
  const t = tables.transactions;
  const mailer = queuedMailer(jobs);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(t)
      .set({ emailReminderAt: now })
      .where(
        and(
          dueForPaymentReminder(now, config.paymentReminderMinutes),
          inArray(t.method, REMINDED_METHODS),
          isNull(t.emailReminderAt),
          isNull(t.replacedBy),
        ),
      )
      .returning();
    for (const row of claimed) await mailer.send(paymentReminderEmail(row, config), { tx });
    return { reminded: claimed.length };
  });
}
