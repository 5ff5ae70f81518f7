/**
 * Refunds through the gateway that took the payment (ADR 0020): the `submit-refund` job
 * asks Midtrans or Xendit for a refund booked as `pending`, and the gateway's answer, its refund
 * notification (read back from its API before anything changes) or the `reconcile-refunds` schedule
 * settles it. The ledger is never touched here: it moved when the refund was asked for. A refund the
 * gateway will not make (past its window, refused, failed) becomes **manual**: the buyer is emailed
 * the signed link for a bank account and an admin transfers it. Every change is a conditional
 * update of a `pending` row under its lock, so whichever report comes first settles it, once.
 */
import { createHash } from "node:crypto";
import { newId, tables } from "@lapak/db";
import { and, eq, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  GatewayError,
  type GatewayRefund,
  InvalidSignatureError,
  type NotificationInput,
  type PaymentGateway,
  RefundRefusedError,
} from "../../integrations/payments/gateway";
import { AppError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { isUuid } from "../../lib/uuid";
import { buyerRefundEmail } from "./refund-emails";
import type { RefundRow } from "./refund-view";

/** The job that sends a gateway refund (ADR 0014); enqueued with the refund, in its DB transaction. */
export const SUBMIT_REFUND = "submit-refund";

/** The `submit-refund` job's data. */
export interface SubmitRefundJob {
  /** The refund's id (also its key at the gateway: Midtrans `refund_key`, Xendit `reference_id`). */
  id: string;
}

export type GatewayRefundDeps = Pick<Deps, "db" | "mailer" | "config"> & {
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
};

/** What became of a refund report: settled now, still waiting, or nothing to do. */
export type GatewayRefundResult = "succeeded" | "manual" | "pending" | "ignored";

const DAY_MS = 86_400_000;

/**
 * Whether a paid transaction's refund can go through `gateway` now: it was paid through this same
 * gateway, its method has a refund API there, and its window (counted from `paidAt`) is still open.
 */
export function refundableThroughGateway(
  gateway: PaymentGateway,
  sale: { gateway: string; method: string | null; paidAt: Date | null },
  now: Date,
): boolean {
  if (!gateway.refunds || sale.gateway !== gateway.name || !sale.method || !sale.paidAt) return false;
  const days = gateway.refunds.windowDays(sale.method as Parameters<typeof gateway.refunds.windowDays>[0]);
  return days !== null && now.getTime() < sale.paidAt.getTime() + days * DAY_MS;
}

async function refundWithSale(deps: Pick<Deps, "db">, id: string) {
  const [row] = await deps.db
    .select({ refund: tables.refunds, sale: tables.transactions })
    .from(tables.refunds)
    .innerJoin(tables.transactions, eq(tables.transactions.id, tables.refunds.transactionId))
    .where(eq(tables.refunds.id, id));
  return row ?? null;
}

/**
 * Moves pending gateway refund `id` to `succeeded` (with the gateway's id) or to `manual`, and emails
 * the buyer: "Dana dikembalikan", or the signed link for a bank account. Under the refund's row lock,
 * only from `pending`; returns "ignored" when it was settled already (another report came first).
 */
async function settleRefund(
  deps: GatewayRefundDeps,
  id: string,
  outcome: { status: "succeeded"; gatewayReference: string } | { status: "manual"; reason: string },
): Promise<GatewayRefundResult> {
  const { db, mailer, config } = deps;
  return db.transaction(async (tx) => {
    const f = tables.refunds;
    const [row] = await tx.select().from(f).where(eq(f.id, id)).for("update");
    if (row?.status !== "pending") return "ignored";
    const now = new Date();
    const [updated] = await tx
      .update(f)
      .set(
        outcome.status === "succeeded"
          ? { status: "succeeded", gatewayReference: outcome.gatewayReference, processedAt: now, updatedAt: now }
          : { status: "manual", method: "manual", updatedAt: now },
      )
      .where(and(eq(f.id, id), eq(f.status, "pending")))
      .returning();
    const [sale] = await tx.select().from(tables.transactions).where(eq(tables.transactions.id, row.transactionId));
    const [seller] = await tx
      .select({ name: tables.users.name })
      .from(tables.users)
      .where(eq(tables.users.id, row.sellerId));
    await mailer.send(buyerRefundEmail(sale, updated as RefundRow, { ...config, sellerName: seller.name }), { tx });
    if (outcome.status === "manual") {
      deps.log.warn({ refundId: id, reason: outcome.reason }, "gateway refund became manual");
    }
    return outcome.status;
  });
}

/**
 * Applies what the gateway says of refund `refund`: succeeded → settled; failed → manual; pending →
 * its gateway id is kept (so it can be read back) and it waits. An amount other than the refund's is
 * logged and changes nothing: money is never settled on a report that disagrees with the books.
 */
async function applyGatewayRefund(
  deps: GatewayRefundDeps,
  refund: RefundRow,
  report: GatewayRefund,
): Promise<GatewayRefundResult> {
  if (report.amount !== refund.amount) {
    deps.log.error({ refundId: refund.id, reported: report.amount }, "gateway refund report ignored: amount differs");
    return "ignored";
  }
  if (report.status === "succeeded") {
    return settleRefund(deps, refund.id, { status: "succeeded", gatewayReference: report.gatewayReference });
  }
  if (report.status === "failed") return settleRefund(deps, refund.id, { status: "manual", reason: "gateway: failed" });
  if (!refund.gatewayReference) {
    const f = tables.refunds;
    await deps.db
      .update(f)
      .set({ gatewayReference: report.gatewayReference, updatedAt: new Date() })
      .where(and(eq(f.id, refund.id), eq(f.status, "pending")));
  }
  return "pending";
}

/**
 * Sends or checks pending gateway refund `id` (the `submit-refund` job, each `reconcile-refunds`
 * tick, a refund notification): it is first read back from the gateway's API (Midtrans' status
 * answer lists it by `refund_key`; Xendit's refund by its id) — except on the job's first run,
 * `readBack: false`, when it was never sent — and asked for when the gateway has none (again with
 * the same key, so a lost answer cannot refund twice). A refusal makes it manual. Throws `GatewayError` when
 * the gateway fails or times out (the job retries; after its last retry the refund stays pending and
 * the schedule tries again). A refund that is not pending, or on another gateway, is left alone.
 */
export async function processGatewayRefund(
  deps: GatewayRefundDeps,
  { id }: SubmitRefundJob,
  { readBack = true }: { readBack?: boolean } = {},
): Promise<GatewayRefundResult> {
  if (!isUuid(id)) return "ignored";
  const row = await refundWithSale(deps, id);
  if (row?.refund.status !== "pending" || row.refund.method !== "gateway") return "ignored";
  const { refund, sale } = row;
  const refunds = deps.gateway.refunds;
  if (!refunds || sale.gateway !== deps.gateway.name) {
    return settleRefund(deps, id, { status: "manual", reason: `gateway ${sale.gateway} is not configured` });
  }
  if (readBack || refund.gatewayReference) {
    const query = { refundId: id, transactionId: sale.id, gatewayReference: refund.gatewayReference };
    const report = await refunds.get(query);
    if (report) return applyGatewayRefund(deps, refund, report);
    if (refund.gatewayReference) return "pending";
  }
  try {
    const report = await refunds.create({
      refundId: id,
      transactionId: sale.id,
      paymentId: sale.gatewayPaymentId,
      amount: refund.amount,
      reason: refund.reason,
    });
    return applyGatewayRefund(deps, refund, report);
  } catch (error) {
    if (error instanceof RefundRefusedError) return settleRefund(deps, id, { status: "manual", reason: error.reason });
    throw error;
  }
}

/** The `reconcile-refunds` schedule: every gateway refund still pending after a minute is processed again. */
export async function reconcileRefunds(deps: GatewayRefundDeps): Promise<{ checked: number; failed: number }> {
  const f = tables.refunds;
  const due = await deps.db
    .select({ id: f.id })
    .from(f)
    .where(and(eq(f.status, "pending"), eq(f.method, "gateway"), lt(f.createdAt, new Date(Date.now() - 60_000))))
    .limit(200);
  let failed = 0;
  for (const { id } of due) {
    try {
      await processGatewayRefund(deps, { id });
    } catch (error) {
      failed += 1;
      deps.log.warn({ err: error, refundId: id }, "refund reconciliation failed; next tick");
    }
  }
  return { checked: due.length, failed };
}

/**
 * A gateway's refund notification, if `input` is one: verified (401 `invalid_signature` otherwise),
 * kept in the `payment_events` inbox, then each pending refund it points at is read back from the
 * gateway's API and settled from that answer — never from the notification's own fields. Returns
 * false when `input` is not about a refund (a payment notification: the caller goes on). Throws
 * `AppError` 400 when it is the gateway's but unreadable, and `GatewayError` when the read-back
 * fails (answered 502: the gateway retries its notification).
 */
export async function receiveRefundNotification(deps: GatewayRefundDeps, input: NotificationInput): Promise<boolean> {
  const refunds = deps.gateway.refunds;
  if (!refunds) return false;
  let notification: ReturnType<typeof refunds.parseNotification>;
  try {
    notification = refunds.parseNotification(input);
  } catch (error) {
    if (error instanceof InvalidSignatureError) {
      throw new AppError("invalid_signature", "Tanda tangan notifikasi tidak valid");
    }
    if (error instanceof GatewayError) throw new AppError("bad_request", "Notifikasi pembayaran tidak dapat dibaca");
    throw error;
  }
  if (!notification) return false;
  const f = tables.refunds;
  const where = [eq(f.status, "pending"), eq(f.method, "gateway")];
  const { refundId, gatewayReference, transactionId } = notification;
  const matches =
    refundId && isUuid(refundId)
      ? await deps.db
          .select({ id: f.id })
          .from(f)
          .where(and(eq(f.id, refundId), ...where))
      : gatewayReference
        ? await deps.db
            .select({ id: f.id })
            .from(f)
            .where(and(eq(f.gatewayReference, gatewayReference), ...where))
        : transactionId && isUuid(transactionId)
          ? await deps.db
              .select({ id: f.id })
              .from(f)
              .where(and(eq(f.transactionId, transactionId), ...where))
          : [];
  // Keyed by the body's hash: a re-delivery is recorded once (the settling below is idempotent anyway).
  const key = createHash("sha256").update(input.rawBody).digest("hex");
  await deps.db
    .insert(tables.paymentEvents)
    .values({
      id: newId(),
      gateway: deps.gateway.name,
      eventKey: `refund:${key}`,
      transactionId: transactionId && isUuid(transactionId) ? transactionId : null,
      body: input.rawBody,
    })
    .onConflictDoNothing();
  for (const { id } of matches) {
    const result = await processGatewayRefund(deps, { id });
    deps.log.info({ refundId: id, result }, "refund notification read back");
  }
  return true;
}
