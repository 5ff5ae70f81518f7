import { tables } from "@lapak/db";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { MailMessage } from "../../integrations/mail/mailer";
import type { Deps } from "../../lib/deps";
import { mayMailReceipt } from "./receipt-cap";
import { newSaleEmail, receiptEmail } from "./sale-emails";

/**
 * Sends the receipt (buyer) and the "new sale" email (seller) of a paid transaction, exactly once:
 * the send is claimed by setting `notified_at` where it is still null, so a second webhook, a
 * replayed checkout or a concurrent request finds nothing to claim. The receipt of a free checkout
 * is skipped (and logged) once the seller has mailed that address 5 receipts in the hour
 * (`mayMailReceipt`, DESIGN §6); the order and the seller's email stand. Runs outside any DB
 * transaction; a mail error is logged and never thrown (the payment stands).
 */
export async function notifySale(
  { db, mailer, config }: Pick<Deps, "db" | "mailer" | "config">,
  transactionId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const t = tables.transactions;
  const [row] = await db
    .update(t)
    .set({ notifiedAt: new Date() })
    .where(and(eq(t.id, transactionId), eq(t.status, "paid"), isNull(t.notifiedAt)))
    .returning();
  if (!row) return;
  const [seller] = await db
    .select({ email: tables.users.email, name: tables.users.name })
    .from(tables.users)
    .where(eq(tables.users.id, row.sellerId));
  const messages: MailMessage[] = [];
  if (await mayMailReceipt(db, row)) {
    messages.push(receiptEmail(row, { appUrl: config.appUrl, sellerName: seller?.name ?? "" }));
  } else {
    // The address is not logged: it is personal data, and the transaction id leads to it.
    log.warn({ transactionId, sellerId: row.sellerId }, "receipt not mailed: 5 receipts to this address this hour");
  }
  if (seller) messages.push(newSaleEmail(row, seller, config.appUrl));
  for (const message of messages) {
    try {
      await mailer.send(message);
    } catch (err) {
      log.error({ err, mail: message.kind, transactionId }, "sale email failed");
    }
  }
}
