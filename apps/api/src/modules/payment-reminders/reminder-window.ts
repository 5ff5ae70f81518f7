import { tables } from "@lapak/db";
import { and, eq, gt, lte, type SQL, sql } from "drizzle-orm";

const MINUTE_MS = 60_000;

/**
 * The transactions a payment reminder is due for at `now` (ADR 0021, DESIGN §5): pending, expiring
 * within `minutes` (`PAYMENT_REMINDER_MINUTES`) and not expired yet, and whose whole payment window
 * is longer than that lead — a shorter one would be reminded right after checkout. The WhatsApp and
 * the email reminders add their own conditions and claim columns.
 */
export function dueForPaymentReminder(now: Date, minutes: number): SQL {
  const t = tables.transactions;
  return and(
    eq(t.status, "pending"),
    gt(t.expiresAt, now),
    lte(t.expiresAt, new Date(now.getTime() + minutes * MINUTE_MS)),
    sql`${t.expiresAt} - ${t.createdAt} > ${`${minutes} minutes`}::interval`,
  ) as SQL;
}
