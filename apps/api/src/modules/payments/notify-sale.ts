import { tables } from "@lapak/db";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../lib/deps";
import { newSaleEmail, receiptEmail } from "./sale-emails";

/**
 * Sends the receipt (buyer) and the "new sale" email (seller) of a paid transaction, exactly once:
 * the send is claimed by setting `notified_at` where it is still null, so a second webhook, a
 * replayed checkout or a concurrent request finds nothing to claim. Runs outside any DB
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
  const messages = [receiptEmail(row, { appUrl: config.appUrl, sellerName: seller?.name ?? "" })];
  if (seller) messages.push(newSaleEmail(row, seller, config.appUrl));
  for (const message of messages) {
    try {
      await mailer.send(message);
    } catch (err) {
      log.error({ err, mail: message.kind, transactionId }, "sale email failed");
    }
  }
}
