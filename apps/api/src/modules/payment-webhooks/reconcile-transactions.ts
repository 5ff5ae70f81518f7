import { tables } from "@lapak/db";
import { and, eq, gt, inArray, lte } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { GatewayError, type PaymentGateway } from "../../integrations/payments/gateway";
import type { Deps } from "../../lib/deps";
import type { TransactionStatusChange } from "../status-stream/transaction-events";
import { settlementOutcome } from "./apply-notification";
import { recordNotification } from "./receive-notification";

/** How far back a transaction's deadline may lie for it to be asked about, in minutes. */
export const RECONCILE_WINDOW_MINUTES = 30;

/**
 * Scheduled job `reconcile-transactions` (every 10 minutes, ADR 0014): a payment whose webhook never
 * came (lost, or refused while we were down) is asked of the gateway's status API (`getStatus`, our
 * own authenticated request) once its deadline has passed — pending, failed (the create call failed
 * or timed out, yet the gateway may have made the payment) or already stored expired — if that
 * deadline (`expiresAt`) lies within the last `RECONCILE_WINDOW_MINUTES` (so each is asked about
 * three times, not forever), at most `limit` per run. An answer that would change the transaction
 * (`settlementOutcome`) is recorded in the inbox and applied through `recordNotification`, the
 * webhook's own path (idempotent: a webhook of the same event finds it applied); a payment it turns
 * paid has its emails claimed in that same DB transaction (`applyNotification`). The sandbox gateway keeps no state (`getStatus` → null): nothing
 * happens. A gateway error is logged and the transaction is asked again next run. A change it
 * applies is announced through `publish` (the payment pages, ADR 0015). Returns counts.
 */
export async function reconcileTransactions(
  deps: Pick<Deps, "db" | "config" | "jobs"> & {
    gateway: PaymentGateway;
    log: FastifyBaseLogger;
    publish?: (change: TransactionStatusChange) => Promise<void>;
  },
  { now = new Date(), limit = 100 }: { now?: Date; limit?: number } = {},
): Promise<{ asked: number; settled: number }> {
  const { db, gateway, log } = deps;
  const t = tables.transactions;
  const since = new Date(now.getTime() - RECONCILE_WINDOW_MINUTES * 60_000);
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.gateway, gateway.name),
        inArray(t.status, ["pending", "failed", "expired"]),
        gt(t.expiresAt, since),
        lte(t.expiresAt, now),
      ),
    )
    .orderBy(t.expiresAt)
    .limit(limit);
  let settled = 0;
  for (const row of rows) {
    let reading: Awaited<ReturnType<PaymentGateway["getStatus"]>>;
    try {
      reading = await gateway.getStatus(row.id, row.gatewayReference);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      log.warn({ err: error, transactionId: row.id, gateway: gateway.name }, "reconcile: status check failed");
      continue;
    }
    if (!reading || reading.transactionId !== row.id) continue;
    if (settlementOutcome(row, { gateway: gateway.name, notification: reading }) !== "applied") continue;
    // A payment turned paid has its emails claimed in the same DB transaction (`recordNotification`).
    const { statusChange } = await recordNotification(deps, {
      gatewayName: gateway.name,
      notification: reading,
      body: JSON.stringify({ source: "reconcile", reading }),
    });
    settled++;
    if (statusChange) await deps.publish?.(statusChange);
    log.info({ transactionId: row.id, status: reading.status }, "reconcile: payment settled from the status API");
  }
  return { asked: rows.length, settled };
}
