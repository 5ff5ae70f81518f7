import { type Db, newId, tables } from "@lapak/db";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  GatewayError,
  type GatewayName,
  type GatewayNotification,
  InvalidSignatureError,
  type PaymentGateway,
} from "../../integrations/payments/gateway";
import { AppError, notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { perDatabase } from "../../lib/per-database";
import { isUuid } from "../../lib/uuid";
import { enqueueSaleNotifications } from "../orders/notify-sale";
import { receiveRefundNotification } from "../refunds/gateway-refunds";
import { applyNotification, type NotificationResult } from "./apply-notification";
import { confirmNotification } from "./confirm-notification";

/**
 * `POST /v1/webhooks/payments/{gateway}` (DESIGN §3, §6 "Nothing lost"): parse → verify → confirm →
 * record → apply. A refund's notification goes to `receiveRefundNotification` instead (ADR 0020). The notification is verified first (bad signature → 401 `invalid_signature`, nothing
 * recorded; verified but unreadable → 400); for a gateway that signs only some fields
 * (`needsStatusConfirmation`, Midtrans) one that would change a transaction is confirmed with the
 * gateway's status API, and its answer is what gets recorded and applied (502/503 and nothing recorded
 * when that check fails or does not confirm — see `confirmNotification`); it is then recorded in the
 * inbox (unique on gateway + event key; a re-delivery records nothing new) and applied once
 * (`applyNotification`). No HTTP call happens inside a DB transaction. `gatewayName` other than the
 * active gateway → 404. Returns the id of the transaction this call turned paid, if it did (its
 * emails go next), and the status change it applied, if any (announced to the payment pages).
 */
export async function receiveNotification(
  {
    db,
    config,
    mailer,
    jobs,
    gateway,
    log,
  }: Pick<Deps, "db" | "config" | "mailer" | "jobs"> & {
    gateway: PaymentGateway;
    log: FastifyBaseLogger;
  },
  {
    gatewayName,
    headers,
    rawBody,
  }: { gatewayName: string; headers: Record<string, string | string[] | undefined>; rawBody: string },
): Promise<NotificationResult> {
  if (gatewayName !== gateway.name) throw notFound("Endpoint tidak ditemukan");
  // A refund's notification (Midtrans refund/partial_refund, Xendit refund.*) settles a refund, not a payment.
  if (await receiveRefundNotification({ db, config, mailer, gateway, log }, { headers, rawBody })) {
    return { paidTransactionId: null, statusChange: null };
  }
  let notification: GatewayNotification;
  try {
    notification = gateway.parseNotification({ headers, rawBody });
  } catch (error) {
    if (error instanceof InvalidSignatureError) {
      throw new AppError("invalid_signature", "Tanda tangan notifikasi tidak valid");
    }
    if (error instanceof GatewayError) throw new AppError("bad_request", "Notifikasi pembayaran tidak dapat dibaca");
    throw error;
  }
  if (gateway.needsStatusConfirmation) notification = await confirmNotification({ db, gateway, log }, notification);
  return recordNotification({ db, config, jobs }, { gatewayName: gateway.name, notification, body: rawBody });
}

/**
 * Records a verified `notification` in the `payment_events` inbox (unique on gateway + event key: a
 * second copy records nothing) and applies it once (`applyNotification`). `body` is what is kept
 * as the event's body: the webhook's raw bytes, or the status answer a reconciliation read. The
 * webhook and the reconciliation job (`reconcile-transactions.ts`) both settle payments here. A
 * payment it turns paid has its emails claimed and enqueued in the same DB transaction
 * (`applyNotification`, `enqueueSaleNotifications`): nothing but the inbox row and that transaction
 * happens before the answer.
 */
export async function recordNotification(
  { db, config, jobs }: Pick<Deps, "db" | "config" | "jobs">,
  { gatewayName, notification, body }: { gatewayName: GatewayName; notification: GatewayNotification; body: string },
): Promise<NotificationResult> {
  await inboxInsert(db).execute({
    id: newId(),
    gateway: gatewayName,
    eventKey: notification.eventKey,
    transactionId: isUuid(notification.transactionId) ? notification.transactionId : null,
    body,
  });
  return applyNotification(db, {
    gateway: gatewayName,
    notification,
    holdDays: config.holdDays,
    onPaid: (tx, sale) => enqueueSaleNotifications({ jobs, config }, tx, sale),
  });
}

/**
 * The inbox's INSERT … ON CONFLICT DO NOTHING, built once per database handle (ADR 0034): Drizzle
 * does not rebuild it for every webhook, and on PGlite it runs as a named statement, parsed and
 * planned once (`openDatabase`); on PostgreSQL it is a named prepared statement per connection.
 */
const inboxInsert = perDatabase(prepareInboxInsert);

function prepareInboxInsert(db: Db) {
  return db
    .insert(tables.paymentEvents)
    .values({
      id: sql.placeholder("id"),
      gateway: sql.placeholder("gateway"),
      eventKey: sql.placeholder("eventKey"),
      transactionId: sql.placeholder("transactionId"),
      body: sql.placeholder("body"),
    })
    .onConflictDoNothing()
    .prepare("payment_inbox_insert");
}
