import { type Db, tables } from "@lapak/db";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { MailMessage } from "../../integrations/mail/mailer";
import type { Deps } from "../../lib/deps";
import { sessionMailParts, withAttachment } from "../coaching/session-mail";
import { enqueueConversionEvents } from "../tracking/conversion-events";
import { enqueueSaleWhatsapp } from "../whatsapp/enqueue-sale-whatsapp";
import { mayMailReceipt } from "./receipt-cap";
import { newSaleEmail, receiptEmail } from "./sale-emails";
import { snapshotOf, type TransactionRow } from "./transaction-view";

/** The job that renders a paid transaction's emails (ADR 0014); its data is `{ transactionId }`. */
export const SALE_EMAILS = "sale-emails";

/**
 * Claims the receipt (buyer) and "new sale" (seller) emails of a paid transaction, exactly once:
 * `notified_at` is set where it is still null — a second webhook, a replayed checkout or a
 * concurrent request finds nothing to claim — and a `sale-emails` job is enqueued in the same DB
 * transaction, so a claimed sale is never left unmailed (the job renders and sends them,
 * `sendSaleEmails`), with the seller's server-side Purchase events (`enqueueConversionEvents`). The receipt of a free checkout is decided here, under a lock on the seller's
 * row so concurrent claims count one after another: it is skipped once the seller has mailed that
 * address 5 receipts in the hour (`mayMailReceipt`, DESIGN §6). The sale's WhatsApp messages are
 * enqueued in the same claim (`enqueueSaleWhatsapp`, ADR 0021). A failure is logged and never
 * thrown (the payment stands; `notifyUnnotifiedSales` tries again later).
 */
export async function notifySale(
  { db, jobs, config }: Pick<Deps, "db" | "jobs" | "config">,
  transactionId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await db.transaction((tx) => claimSaleEmails({ jobs, config }, tx, transactionId));
  } catch (err) {
    log.error({ err, transactionId }, "sale emails could not be enqueued");
  }
}

/**
 * `notifySale`'s claim inside the caller's DB transaction `tx`: `notified_at` set where it is still
 * null on a paid transaction, then `enqueueSaleNotifications`. (A webhook or a reconciliation that
 * turns a transaction paid claims in the UPDATE that marks it paid instead, `applyNotification`, so
 * the acknowledgement of a paid webhook is one DB transaction and everything after it a job, issue
 * 25.) Returns whether it claimed. Throws what the database throws (the caller's transaction rolls back).
 */
export async function claimSaleEmails(
  { jobs, config }: Pick<Deps, "jobs" | "config">,
  tx: Db,
  transactionId: string,
): Promise<boolean> {
  const t = tables.transactions;
  const [row] = await tx
    .update(t)
    .set({ notifiedAt: new Date() })
    .where(and(eq(t.id, transactionId), eq(t.status, "paid"), isNull(t.notifiedAt)))
    .returning();
  if (!row) return false;
  await enqueueSaleNotifications({ jobs, config }, tx, row);
  return true;
}

/**
 * The rest of a claim, for a paid sale whose `notified_at` the caller has just set in `tx` (a
 * claim's UPDATE above, or the paid transition's own, `applyNotification`): decides the free
 * checkout's receipt under the seller's row lock (`mayMailReceipt`), enqueues the `sale-emails` job,
 * the WhatsApp messages (`enqueueSaleWhatsapp`) and the Purchase events (`enqueueConversionEvents`),
 * all in `tx`. Throws what the database throws (the caller's transaction rolls back).
 */
export async function enqueueSaleNotifications(
  { jobs, config }: Pick<Deps, "jobs" | "config">,
  tx: Db,
  row: Pick<TransactionRow, "id" | "sellerId" | "amount" | "buyerEmail" | "buyerPhone" | "whatsappConsentAt">,
): Promise<void> {
  let receipt = true;
  if (row.amount === 0) {
    await tx.select({ id: tables.users.id }).from(tables.users).where(eq(tables.users.id, row.sellerId)).for("update");
    receipt = await mayMailReceipt(tx, row);
  }
  await jobs.send<SaleEmailsJob>(SALE_EMAILS, { transactionId: row.id, receipt }, { tx });
  await enqueueSaleWhatsapp({ config, jobs }, tx, row);
  await enqueueConversionEvents(tx, jobs, row);
}

/** The `sale-emails` job's data: whose emails, and whether the buyer's receipt goes (the cap). */
export interface SaleEmailsJob {
  transactionId: string;
  receipt: boolean;
}

/**
 * The `sale-emails` job: renders the emails of a transaction `notifySale` claimed and enqueues them
 * (`send-email`) in one DB transaction — the receipt when `receipt` (else it is logged as capped),
 * and the seller's email. An unknown or unclaimed transaction sends nothing. Throws what the
 * database throws (the job is retried).
 */
export async function sendSaleEmails(
  { db, mailer, config, log }: Pick<Deps, "db" | "mailer" | "config"> & { log: FastifyBaseLogger },
  { transactionId, receipt }: SaleEmailsJob,
): Promise<void> {
  const t = tables.transactions;
  const [row] = await db.select().from(t).where(eq(t.id, transactionId));
  if (!row?.notifiedAt) return;
  const [seller] = await db
    .select({ email: tables.users.email, name: tables.users.name, avatarUrl: tables.users.avatarUrl })
    .from(tables.users)
    .where(eq(tables.users.id, row.sellerId));
  const messages: MailMessage[] = [];
  // A 1:1 session: its time and place in both emails, with an .ics for each (ADR 0047).
  const session =
    snapshotOf(row).type === "coaching"
      ? await sessionMailParts(db, {
          transactionId: row.id,
          orderCode: row.code,
          buyerName: row.buyerName,
          sellerName: seller?.name ?? "",
          host: new URL(config.appUrl).hostname,
        })
      : undefined;
  if (receipt) {
    // A store's own upload is `/v1/images/{id}` on this site; a Google picture is already absolute.
    const avatar = seller?.avatarUrl;
    const avatarUrl = avatar?.startsWith("/") ? `${config.appUrl}${avatar}` : avatar;
    const store = { name: seller?.name ?? "", avatarUrl };
    const email = await receiptEmail(row, { appUrl: config.appUrl, store, session: session?.lines });
    messages.push(withAttachment(email, session?.forBuyer));
  } else {
    // The address is not logged: it is personal data, and the transaction id leads to it.
    log.warn({ transactionId, sellerId: row.sellerId }, "receipt not mailed: 5 receipts to this address this hour");
  }
  if (seller) {
    const email = await newSaleEmail(row, seller, config.appUrl, session?.lines);
    messages.push(withAttachment(email, session?.forSeller));
  }
  await db.transaction(async (tx) => {
    for (const message of messages) await mailer.send(message, { tx });
  });
}
