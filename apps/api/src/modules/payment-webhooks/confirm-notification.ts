import { type Db, tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { GatewayError, type GatewayNotification, type PaymentGateway } from "../../integrations/payments/gateway";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import { settlementOutcome } from "./apply-notification";

/**
 * For a gateway whose notifications are signed only in part (`needsStatusConfirmation`: Midtrans signs
 * order id, status code and amount — DESIGN §6): a verified notification that would change its
 * transaction (`settlementOutcome` → "applied") is replaced by what the gateway's status API says now
 * (`getStatus`, our own authenticated TLS request — docs.midtrans.com/reference/get-transaction-status),
 * so what moves money is the status API's answer, never the notification's unsigned fields. One that
 * would change nothing (pending, not our transaction, another gateway's, another amount, already
 * settled) is returned as it is, without a call. Runs before anything is recorded and outside any DB
 * transaction. Throws 502 `gateway_error` when the status check fails or times out
 * (`GATEWAY_TIMEOUT_MS`), and 503 `notification_unconfirmed` when the gateway does not confirm a
 * change (the payment still reads pending, or the gateway does not know the order) — both leave
 * nothing recorded, so the gateway's retry (Midtrans: after 2, 10, 30, 90, 210 minutes) tries again.
 */
export async function confirmNotification(
  { db, gateway, log }: { db: Db; gateway: PaymentGateway; log: FastifyBaseLogger },
  notification: GatewayNotification,
): Promise<GatewayNotification> {
  const t = tables.transactions;
  const [row] = isUuid(notification.transactionId)
    ? await db.select().from(t).where(eq(t.id, notification.transactionId))
    : [];
  if (!row || settlementOutcome(row, { gateway: gateway.name, notification }) !== "applied") return notification;

  let reading: GatewayNotification | null;
  try {
    reading = await gateway.getStatus(row.id, row.gatewayReference);
    if (reading && reading.transactionId !== row.id) {
      throw new GatewayError(`${gateway.name} status answer is for another order`);
    }
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.warn({ err: error, transactionId: row.id, gateway: gateway.name }, "payment status check failed");
    throw new AppError("gateway_error", "Status pembayaran tidak dapat diperiksa ke gateway, coba lagi nanti");
  }
  if (!reading || reading.status === "pending") {
    log.warn(
      {
        transactionId: row.id,
        gateway: gateway.name,
        claimed: notification.status,
        confirmed: reading?.status ?? null,
      },
      "payment notification not confirmed by the gateway's status API",
    );
    throw new AppError("notification_unconfirmed", "Pembayaran belum dapat dikonfirmasi ke gateway, coba lagi nanti");
  }
  return reading;
}
