import { type Db, tables } from "@lapak/db";
import type { NotificationOutcome } from "@lapak/shared/schemas/sales";
import type { TransactionStatus } from "@lapak/shared/schemas/transaction";
import { and, eq } from "drizzle-orm";
import type { GatewayName, GatewayNotification } from "../../integrations/payments/gateway";
import { isUuid } from "../../lib/uuid";
import { creditSale } from "./ledger";
import type { TransactionRow } from "./transaction-view";

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

/**
 * Applies an inbox event inside ONE DB transaction, once: the event row and then the transaction
 * row are locked (`FOR UPDATE`, always in that order), an event already applied changes nothing
 * (a duplicate, or a concurrent copy), and one recorded but never applied (a crash) is applied now.
 * The change is `settlementOutcome`'s; "paid" credits the ledger in the same DB transaction, and
 * `onPaid` (the sale's emails claimed and enqueued, `claimSaleEmails`) runs in it too.
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
    onPaid?: (tx: Db, transactionId: string) => Promise<unknown>;
  },
): Promise<NotificationResult> {
  return db.transaction(async (tx) => {
    const e = tables.paymentEvents;
    const [event] = await tx
      .select({ id: e.id, appliedAt: e.appliedAt })
      .from(e)
      .where(and(eq(e.gateway, gateway), eq(e.eventKey, notification.eventKey)))
      .for("update");
    if (!event || event.appliedAt) return { paidTransactionId: null, statusChange: null };

    const t = tables.transactions;
    const [row] = isUuid(notification.transactionId)
      ? await tx.select().from(t).where(eq(t.id, notification.transactionId)).for("update")
      : [];
    const now = new Date();
    const outcome = row ? await settle(tx, row, { gateway, notification, holdDays, now }) : "unknown_transaction";
    await tx.update(e).set({ outcome, appliedAt: now }).where(eq(e.id, event.id));
    const applied = row && outcome === "applied" && notification.status !== "pending";
    if (applied && notification.status === "paid" && onPaid) await onPaid(tx, row.id);
    return {
      paidTransactionId: applied && notification.status === "paid" ? row.id : null,
      statusChange: applied ? { id: row.id, status: notification.status } : null,
    };
  });
}

/** Makes the change `settlementOutcome` decides to a locked transaction row. */
async function settle(
  tx: Db,
  row: TransactionRow,
  {
    gateway,
    notification,
    holdDays,
    now,
  }: { gateway: GatewayName; notification: GatewayNotification; holdDays: number; now: Date },
): Promise<NotificationOutcome> {
  const outcome = settlementOutcome(row, { gateway, notification });
  if (outcome !== "applied") return outcome;
  const t = tables.transactions;
  if (notification.status === "paid") {
    await tx
      .update(t)
      .set({
        status: "paid",
        paidAt: now,
        gatewayReference: row.gatewayReference ?? notification.reference,
        gatewayPaymentId: row.gatewayPaymentId ?? notification.paymentId ?? null,
        updatedAt: now,
      })
      .where(eq(t.id, row.id));
    await creditSale(tx, {
      sellerId: row.sellerId,
      transactionId: row.id,
      sellerNet: row.sellerNet,
      paidAt: now,
      holdDays,
    });
    return "applied";
  }
  await tx.update(t).set({ status: notification.status, updatedAt: now }).where(eq(t.id, row.id));
  return "applied";
}
