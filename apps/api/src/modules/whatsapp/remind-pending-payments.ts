/**
 * Scheduled job `whatsapp-reminders` (every minute, ADR 0014, ADR 0021): one WhatsApp reminder per
 * pending payment whose buyer consented, `PAYMENT_REMINDER_MINUTES` before it expires.
 */
import { tables } from "@lapak/db";
import { and, isNotNull, isNull } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { dueForPaymentReminder } from "../payment-reminders/reminder-window";
import { SEND_WHATSAPP, type SendWhatsappJob } from "./send-whatsapp";

/**
 * Claims (`whatsapp_reminder_at`) every pending transaction with WhatsApp consent and a number
 * that expires within `PAYMENT_REMINDER_MINUTES` of `now` and has not expired yet, and enqueues its
 * `send-whatsapp` reminder in the same DB transaction: each payment is reminded at most once, also
 * with several instances. A payment whose whole window is shorter than the reminder lead gets none
 * (it would arrive right after checkout). Returns how many reminders it enqueued; nothing when
 * WhatsApp is off.
 */
export async function remindPendingPayments(
  { db, config, jobs }: Pick<Deps, "db" | "config" | "jobs">,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ reminded: number }> {
  if (!config.whatsapp) return { reminded: 0 };
  const t = tables.transactions;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(t)
      .set({ whatsappReminderAt: now })
      .where(
        and(
          dueForPaymentReminder(now, config.paymentReminderMinutes),
          isNotNull(t.whatsappConsentAt),
          isNotNull(t.buyerPhone),
          isNull(t.whatsappReminderAt),
        ),
      )
      .returning({ id: t.id });
    for (const { id } of claimed) {
      await jobs.send<SendWhatsappJob>(SEND_WHATSAPP, { transactionId: id, kind: "payment_reminder" }, { tx });
    }
    return { reminded: claimed.length };
  });
}
