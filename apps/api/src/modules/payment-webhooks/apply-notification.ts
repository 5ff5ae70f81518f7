import { type Db, tables } from "@lapak/db";
import type { NotificationOutcome } from "@lapak/shared/schemas/sales";
import type { TransactionStatus } from "@lapak/shared/schemas/transaction";
import { and, eq, sql } from "drizzle-orm";
import type { GatewayName, GatewayNotification } from "../../integrations/payments/gateway";
import { isUuid } from "../../lib/uuid";
import { affiliateAccount } from "../affiliates/affiliate-account";
import { saleCredit } from "../ledger/ledger";
import type { TransactionRow } from "../orders/transaction-view";

/** What applying a notification did to its transaction, once committed. */
export interface NotificationResult {
  /** The transaction this call turned paid (its emails go next), or null. */
  paidTransactionId: string | null;
  /** The status it gave the transaction, or null when it changed nothing. */
  statusChange: { id: string; status: TransactionStatus } | null;
}

/**
 * What applying `notification` to `row` would do, without doing it — `"applied"` when it would change
 * the row. Status precedence paid > expired/failed > pending (DESIGN §4): "paid" with the right amount
 * and currency settles a pending, expired or failed transaction; "expired"/"failed" change only a
 * pending one; nothing undoes "paid"; money paid through one gateway never settles another's payment.
 */
export function settlementOutcome(
  row: Pick<TransactionRow, "gateway" | "amount" | "status">,
  { gateway, notification }: { gateway: GatewayName; notification: GatewayNotification },
): NotificationOutcome {
  if (row.gateway !== gateway) return "gateway_mismatch";
  if (notification.amount !== row.amount || notification.currency.toUpperCase() !== "IDR") return "amount_mismatch";
  if (notification.status === "paid") return row.status === "paid" ? "duplicate" : "applied";
  if (notification.status === "pending" || row.status !== "pending") return "ignored";
  return "applied";
}

/** The columns of a transaction that settling a notification and claiming its emails read. */
const settlementColumns = {
  id: tables.transactions.id,
  sellerId: tables.transactions.sellerId,
  amount: tables.transactions.amount,
  sellerNet: tables.transactions.sellerNet,
  commission: tables.transactions.commission,
  affiliateId: tables.transactions.affiliateId,
  status: tables.transactions.status,
  gateway: tables.transactions.gateway,
  gatewayReference: tables.transactions.gatewayReference,
  gatewayPaymentId: tables.transactions.gatewayPaymentId,
  buyerEmail: tables.transactions.buyerEmail,
  buyerPhone: tables.transactions.buyerPhone,
  whatsappConsentAt: tables.transactions.whatsappConsentAt,
  notifiedAt: tables.transactions.notifiedAt,
};

/** A transaction as `applyNotification` reads it under its lock (`settlementColumns`). */
export type SettlementRow = Pick<TransactionRow, keyof typeof settlementColumns>;

/**
 * A sale this call turned paid and whose emails it claimed (`notified_at` set in the same UPDATE),
 * as it stands after that UPDATE: what `onPaid` enqueues the sale's emails and messages from.
 */
export type ClaimedSale = Omit<SettlementRow, "gatewayReference" | "gatewayPaymentId"> & { paidAt: Date };

/**
 * Applies an inbox event inside ONE DB transaction, once: the event row and then the transaction
 * row are locked (`FOR UPDATE OF` the event, then the transaction, in one statement; always in
 * that order), an event already applied changes nothing (a duplicate, or a concurrent copy), and
 * one recorded but never applied (a crash) is applied now. The change is `settlementOutcome`'s and
 * is written in ONE statement with the event's outcome (ADR 0034: each statement is a round trip
 * on PGlite's one connection): "paid" also credits the ledger (`creditSale`) and, when `onPaid` is
 * given, claims the sale's emails (`notified_at`, set only where it was null — read under the
 * lock); `onPaid` (the emails and messages enqueued, `enqueueSaleNotifications`) runs in the same
 * DB transaction with the sale as that statement leaves it, only when this call claims it — for a
 * paid sale before the statement, so the seller's rollup rows its triggers lock are held only until
 * COMMIT (a free one's after: its receipt cap counts the claim).
 * Returns the id of the transaction this call turned paid, if it did, and the change it made.
 */
export async function applyNotification(
  db: Db,
  {
    gateway,
    notification,
    holdDays,
    onPaid,
  }: {
    gateway: GatewayName;
    notification: GatewayNotification;
    holdDays: number;
    onPaid?: (tx: Db, sale: ClaimedSale) => Promise<unknown>;
  },
): Promise<NotificationResult> {
  return db.transaction(async (tx) => {
    const e = tables.paymentEvents;
    const t = tables.transactions;
    const thisEvent = and(eq(e.gateway, gateway), eq(e.eventKey, notification.eventKey));
    // The event and its transaction, locked in that order by one statement.
    const [both] = isUuid(notification.transactionId)
      ? await tx
          .select({ eventId: e.id, appliedAt: e.appliedAt, row: settlementColumns })
          .from(e)
          .innerJoin(t, eq(t.id, notification.transactionId))
          .where(thisEvent)
          .for("update", { of: [e, t] })
      : [];
    let event: { id: string; appliedAt: Date | null } | undefined;
    let row: SettlementRow | undefined;
    if (both) {
      event = { id: both.eventId, appliedAt: both.appliedAt };
      row = both.row;
    } else {
      // No such transaction (or no such event): the event alone.
      [event] = await tx.select({ id: e.id, appliedAt: e.appliedAt }).from(e).where(thisEvent).for("update");
    }
    if (!event || event.appliedAt) return { paidTransactionId: null, statusChange: null };

    const now = new Date();
    const outcome = row ? settlementOutcome(row, { gateway, notification }) : "unknown_transaction";
    const recordOutcome = tx.update(e).set({ outcome, appliedAt: now }).where(eq(e.id, event.id));
    if (!row || outcome !== "applied") {
      await recordOutcome;
      return { paidTransactionId: null, statusChange: null };
    }
    const paid = notification.status === "paid";
    const claims = paid && onPaid !== undefined && row.notifiedAt === null;
    const change = tx
      .update(t)
      .set(
        paid
          ? {
              status: "paid",
              paidAt: now,
              gatewayReference: row.gatewayReference ?? notification.reference,
              gatewayPaymentId: row.gatewayPaymentId ?? notification.paymentId ?? null,
              updatedAt: now,
              ...(claims ? { notifiedAt: now } : {}),
            }
          : { status: notification.status, updatedAt: now },
      )
      .where(eq(t.id, row.id));
    const credit = paid
      ? saleCredit(tx, {
          sellerId: row.sellerId,
          transactionId: row.id,
          sellerNet: row.sellerNet,
          paidAt: now,
          holdDays,
          commission: row.commission,
          affiliateUserId: row.affiliateId ? await affiliateAccount(tx, row.affiliateId) : null,
        })
      : null;
    const applied = notification.status !== "pending";
    const { gatewayReference: _reference, gatewayPaymentId: _payment, ...sale } = row;
    const enqueue =
      claims && applied && onPaid ? () => onPaid(tx, { ...sale, status: "paid", paidAt: now, notifiedAt: now }) : null;
    // A sale's emails and messages are enqueued before the statement below: they commit or roll
    // back with it either way, and it is the one that locks the seller's rollup rows (sales by day,
    // ledger totals: every sale of a store updates the same rows, so concurrent webhooks of one
    // store wait on each other from it to COMMIT); enqueued after it, a burst on PostgreSQL held
    // those locks two or three round trips longer. A free sale's receipt cap counts this claim
    // among the seller's (`mayMailReceipt`), so that one is enqueued after.
    if (enqueue && row.amount > 0) await enqueue();
    // The status change, the ledger's credit and the event's outcome: one statement (`getSQL`: the
    // statements' text without the parentheses Drizzle puts around an embedded query).
    const credited = credit ? sql`, credit as (${credit.getSQL()})` : sql``;
    await tx.execute(sql`with status_change as (${change.getSQL()})${credited} ${recordOutcome.getSQL()}`);
    if (enqueue && row.amount === 0) await enqueue();
    return {
      paidTransactionId: applied && paid ? row.id : null,
      statusChange: applied ? { id: row.id, status: notification.status } : null,
    };
  });
}
