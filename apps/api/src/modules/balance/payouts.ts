/**
 * Automatic withdrawals through a disbursement service (DESIGN §4 "Withdrawals", ADR 0009): send a
 * pending withdrawal's money (`submitPayout`), and settle it from what the service reports
 * (`applyPayout`, shared by the webhook and the create answer). The ledger moves only through
 * `settleWithdrawal`, so a payout settles at most once whichever path reports it first.
 */
import { tables } from "@lapak/db";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { DisbursementService, Payout } from "../../integrations/disbursements/disbursement";
import { PayoutRefusedError } from "../../integrations/disbursements/disbursement";
import { GatewayError, InvalidSignatureError } from "../../integrations/payments/gateway";
import { AppError, notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { isUuid } from "../../lib/uuid";
import { correctSettledWithdrawal } from "./correct-settled-withdrawal";
import { settleWithdrawal } from "./settle-withdrawal";
import { isSuspended, onHoldConflict } from "./withdrawal-view";

/** The job that sends a withdrawal's payout (ADR 0014); enqueued with the withdrawal, in its DB transaction. */
export const SUBMIT_PAYOUT = "submit-payout";

/** The `submit-payout` job's data. */
export interface SubmitPayoutJob {
  /** The withdrawal's id (also the payout's idempotency key). */
  id: string;
}

export type PayoutDeps = Pick<Deps, "db" | "mailer" | "config"> & {
  disbursement: DisbursementService | null;
  log: FastifyBaseLogger;
};

/**
 * What became of a payout report. `corrected`: it contradicted how the withdrawal had been settled,
 * and the ledger was re-booked and the withdrawal flagged (ADR 0017).
 */
export type PayoutResult = "settled" | "processing" | "already-settled" | "corrected" | "ignored";

/**
 * Sends pending withdrawal `id` to the disbursement service, once: a withdrawal that already has a
 * payout id is left alone, and the withdrawal id is the idempotency key, so a retry after a lost
 * answer finds the first payout instead of paying twice. Before the call, `payout_attempted_at` is
 * stamped on the still-pending row (ADR 0017): an admin's manual settlement waits on that row lock
 * and, from then on, must ask the service first; one that committed first makes this a 409. A refusal for good (bad account, limits)
 * fails the withdrawal and returns the money. Throws `AppError`: 404 unknown id, 409 not pending,
 * on hold (the seller's store is suspended, ADR 0027) or no automatic transfer for this bank (or
 * none configured), 502 `gateway_error` when the service
 * could not be reached (the withdrawal stays pending; an admin may retry or pay by hand).
 */
export async function submitPayout(deps: PayoutDeps, { id }: { id: string }): Promise<PayoutResult> {
  const { db, disbursement } = deps;
  if (!disbursement)
    throw new AppError("conflict", "Transfer otomatis belum diatur. Transfer manual lalu tandai berhasil.");
  const [row] = await db.select().from(tables.withdrawals).where(eq(tables.withdrawals.id, id));
  if (!row) throw notFound("Penarikan tidak ditemukan");
  if (row.status !== "pending") throw new AppError("conflict", "Penarikan ini sudah diproses.");
  // Sandbox money never goes to a real disbursement service (ADR 0023).
  if (row.simulated) throw new AppError("conflict", "Penarikan simulasi tidak dikirim ke bank.");
  if (row.payoutId) return "processing";
  if (await isSuspended(db, row.sellerId)) throw onHoldConflict();
  if (!disbursement.supportsBank(row.bankCode)) {
    throw new AppError("conflict", "Bank ini belum didukung transfer otomatis. Transfer manual lalu tandai berhasil.");
  }
  const w = tables.withdrawals;
  const [claimed] = await db
    .update(w)
    .set({ payoutAttemptedAt: new Date() })
    .where(
      and(
        eq(w.id, id),
        eq(w.status, "pending"),
        isNull(w.payoutId),
        // A suspension that committed since the check above holds it too (ADR 0027).
        sql`not exists (select 1 from users u where u.id = ${w.sellerId} and u.suspended_at is not null)`,
      ),
    )
    .returning({ id: w.id });
  if (!claimed) throw new AppError("conflict", "Penarikan ini sudah diproses.");
  let payout: Payout;
  try {
    payout = await disbursement.createPayout({
      withdrawalId: row.id,
      amount: row.amount,
      bankCode: row.bankCode,
      accountNumber: row.bankAccountNumber,
      accountHolderName: row.bankAccountName,
      description: "Penarikan saldo Lapak",
    });
  } catch (error) {
    if (error instanceof PayoutRefusedError) {
      await settleWithdrawal(deps, { id, adminId: null, outcome: { status: "failed", reason: error.reason } });
      return "settled";
    }
    if (error instanceof GatewayError) {
      deps.log.warn({ err: error, withdrawalId: id }, "payout could not be sent");
      throw new AppError("gateway_error", "Layanan transfer tidak menjawab. Coba lagi, atau transfer manual.");
    }
    throw error;
  }
  return applyPayout(deps, payout);
}

/**
 * The `submit-payout` job: `submitPayout` for a withdrawal just requested. The service not
 * answering (502) throws, so the queue tries again with backoff (`JOBS_RETRY_*`); the payout id is
 * the withdrawal id, so a retry after a lost answer cannot pay twice. A withdrawal no longer
 * pending, unknown, or whose bank the service stopped supporting (404/409) is logged and left to
 * the admin screens, never retried. After the last retry the withdrawal stays pending for an admin.
 */
export async function runSubmitPayoutJob(deps: PayoutDeps, { id }: SubmitPayoutJob): Promise<PayoutResult | null> {
  try {
    return await submitPayout(deps, { id });
  } catch (error) {
    if (error instanceof AppError && (error.code === "conflict" || error.code === "not_found")) {
      deps.log.warn({ withdrawalId: id, reason: error.message }, "payout job: nothing to send");
      return null;
    }
    throw error;
  }
}

/**
 * Settles the withdrawal a payout report is about, after checking the report matches it (same
 * reference, amount in IDR, same payout id once one is recorded): `succeeded` → paid with the payout
 * id as the transfer reference; `failed` → failed, money returned; `reversed` → a paid withdrawal
 * fails and the money returns; `processing` → nothing. A report that matches no withdrawal, or
 * disagrees with it, is logged and changes nothing ("ignored"); one for a withdrawal already settled
 * the same way is "already-settled", and a SUCCEEDED for one settled otherwise re-books the ledger
 * (`correctSettledWithdrawal`, "corrected"): money is never created or silently lost.
 */
export async function applyPayout(deps: PayoutDeps, payout: Payout): Promise<PayoutResult> {
  const { db, log } = deps;
  if (!isUuid(payout.referenceId)) {
    log.warn({ payoutId: payout.payoutId }, "payout report for an unknown reference");
    return "ignored";
  }
  const [row] = await db.select().from(tables.withdrawals).where(eq(tables.withdrawals.id, payout.referenceId));
  const mismatch = !row
    ? "unknown withdrawal"
    : row.simulated
      ? "simulated withdrawal (sandbox money is never paid out, ADR 0023)"
      : payout.amount !== row.amount || payout.currency !== "IDR"
        ? "amount or currency differs"
        : row.payoutId && row.payoutId !== payout.payoutId
          ? "another payout id"
          : null;
  if (mismatch) {
    log.error({ payoutId: payout.payoutId, withdrawalId: payout.referenceId, mismatch }, "payout report ignored");
    return "ignored";
  }
  // The payout id is recorded once, by whichever report comes first (the create answer, a webhook).
  if (!row.payoutId) {
    await db
      .update(tables.withdrawals)
      .set({ payoutId: payout.payoutId, automatic: true })
      .where(and(eq(tables.withdrawals.id, row.id), isNull(tables.withdrawals.payoutId)));
  }
  if (payout.state === "processing") return "processing";
  const outcome =
    payout.state === "succeeded"
      ? { status: "paid" as const, reference: payout.payoutId }
      : {
          status: "failed" as const,
          reason: payout.failureReason ?? "Transfer gagal.",
          reversal: payout.state === "reversed",
        };
  try {
    await settleWithdrawal(deps, { id: row.id, adminId: null, outcome });
    return "settled";
  } catch (error) {
    if (!(error instanceof AppError && error.code === "conflict")) throw error;
    return payout.state === "succeeded" ? correctSettledWithdrawal(deps, payout) : "already-settled";
  }
}

/**
 * `POST /v1/webhooks/disbursements/{service}`: verify (401 `invalid_signature`, nothing changed),
 * then ask the service for the payout's state and settle from that answer, not the body's (a leaked
 * token alone cannot mark a withdrawal paid); 503 when the service cannot be asked, so it retries.
 * Unknown service name → 404; a body that is not a payout event → 400.
 */
export async function receivePayoutNotification(
  deps: PayoutDeps,
  input: { service: string; headers: Record<string, string | string[] | undefined>; rawBody: string },
): Promise<PayoutResult> {
  const { disbursement } = deps;
  if (!disbursement || input.service !== disbursement.name) throw notFound("Endpoint tidak ditemukan");
  let reported: Payout;
  try {
    reported = disbursement.parseNotification(input);
  } catch (error) {
    if (error instanceof InvalidSignatureError) {
      throw new AppError("invalid_signature", "Tanda tangan notifikasi tidak valid");
    }
    if (error instanceof GatewayError) throw new AppError("bad_request", "Notifikasi transfer tidak dapat dibaca");
    throw error;
  }
  let confirmed: Payout;
  try {
    confirmed = await disbursement.getPayout(reported.payoutId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.warn({ err: error, payoutId: reported.payoutId }, "payout status could not be confirmed");
    throw new AppError("notification_unconfirmed", "Status transfer belum dapat dipastikan. Coba lagi nanti.");
  }
  if (confirmed.referenceId !== reported.referenceId) {
    deps.log.error({ payoutId: reported.payoutId }, "payout webhook and status answer disagree on the reference");
    return "ignored";
  }
  return applyPayout(deps, confirmed);
}
