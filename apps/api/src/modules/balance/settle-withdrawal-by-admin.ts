import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import type { Payout } from "../../integrations/disbursements/disbursement";
import { GatewayError } from "../../integrations/payments/gateway";
import { AppError, notFound } from "../../lib/app-error";
import { applyPayout, type PayoutDeps } from "./payouts";
import { type SettleOutcome, settleWithdrawal } from "./settle-withdrawal";
import { isSuspended, onHoldConflict } from "./withdrawal-view";

/**
 * How long after a create-payout call started an admin may not settle by hand although the service
 * lists no payout yet: the call may still be on its way (ADR 0017). Milliseconds.
 */
export const PAYOUT_IN_FLIGHT_MS = 5 * 60_000;

/**
 * `POST /v1/admin/withdrawals/{id}/paid|failed` (ADR 0007, ADR 0017): an admin's manual settlement,
 * refused (409, in Indonesian) while a payout may exist at the disbursement service, so a withdrawal
 * is never both paid out by the service and returned or paid again by hand. When a service is
 * configured and pays this bank, or a payout was ever attempted, the service is asked first
 * (`GET /v2/payouts/{id}`, or by reference when the create answer was lost): a payout it has is
 * applied as its webhook would be and the admin is told what it says; none, and no create call in
 * the last `PAYOUT_IN_FLIGHT_MS`, lets the settlement through — under the row lock, and only if no
 * new attempt started meanwhile. Throws 404 unknown id, 409 not pending / "paid" while the seller
 * is suspended (ADR 0027) / payout in flight / service not answering / service switched off after
 * an attempt.
 */
export async function settleWithdrawalByAdmin(
  deps: PayoutDeps,
  { id, adminId, outcome }: { id: string; adminId: string; outcome: SettleOutcome },
) {
  const { db, disbursement } = deps;
  const [row] = await db.select().from(tables.withdrawals).where(eq(tables.withdrawals.id, id));
  if (!row) throw notFound("Penarikan tidak ditemukan");
  if (row.status !== "pending") throw new AppError("conflict", "Penarikan ini sudah diproses.");
  // A held withdrawal may be rejected (money back), never paid (ADR 0027).
  if (outcome.status === "paid" && (await isSuspended(db, row.sellerId))) throw onHoldConflict();
  const attempted = Boolean(row.payoutId || row.payoutAttemptedAt);
  if (attempted && !disbursement) {
    throw new AppError(
      "conflict",
      "Penarikan ini pernah dikirim lewat transfer otomatis. Aktifkan lagi layanan transfer agar statusnya bisa diperiksa sebelum ditandai.",
    );
  }
  if (disbursement && (attempted || disbursement.supportsBank(row.bankCode))) {
    let payout: Payout | null;
    try {
      payout = row.payoutId ? await disbursement.getPayout(row.payoutId) : await disbursement.findPayout(row.id);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      deps.log.warn({ err: error, withdrawalId: id }, "manual settlement: payout status could not be checked");
      throw new AppError(
        "conflict",
        "Status transfer otomatis belum bisa diperiksa. Coba lagi sebentar lagi sebelum menandai penarikan ini.",
      );
    }
    if (payout) throw await payoutExists(deps, payout);
    const since = row.payoutAttemptedAt ? Date.now() - row.payoutAttemptedAt.getTime() : Number.POSITIVE_INFINITY;
    if (since < PAYOUT_IN_FLIGHT_MS) {
      const minutes = Math.ceil((PAYOUT_IN_FLIGHT_MS - since) / 60_000);
      throw new AppError(
        "conflict",
        `Transfer otomatis baru saja dikirim dan belum tercatat di layanan transfer. Coba lagi dalam ${minutes} menit.`,
      );
    }
  }
  return settleWithdrawal(deps, {
    id,
    adminId,
    outcome,
    expect: { payoutId: row.payoutId, payoutAttemptedAt: row.payoutAttemptedAt },
  });
}

/** Applies the payout the service has, as its webhook would, and says why the admin may not settle by hand. */
async function payoutExists(deps: PayoutDeps, payout: Payout): Promise<AppError> {
  const result = await applyPayout(deps, payout);
  if (payout.state === "processing") {
    return new AppError(
      "conflict",
      "Transfer otomatis sedang diproses layanan transfer. Tunggu hasilnya; status penarikan diperbarui otomatis.",
    );
  }
  const word = payout.state === "succeeded" ? "berhasil" : "gagal";
  const done = result === "ignored" ? "periksa log server" : "status penarikan sudah diperbarui";
  return new AppError("conflict", `Layanan transfer melaporkan transfer ini ${word}; ${done}.`);
}
