import { tables } from "@lapak/db";
import { and, eq, isNotNull, lte } from "drizzle-orm";
import { GatewayError } from "../../integrations/payments/gateway";
import { applyPayout, type PayoutDeps } from "./payouts";

/**
 * Scheduled job `reconcile-withdrawals` (every 15 minutes, ADR 0014): a withdrawal paid out through
 * the disbursement service that is still `pending` 15 minutes after it was requested (the service
 * accepted it, and its webhook never came) is asked of the service (`getPayout`) and settled from
 * that answer through `applyPayout`, the webhook's own path (once: `settleWithdrawal` locks and
 * checks the row). Without a disbursement service (`manual`) it does nothing. A service error is
 * logged and the withdrawal is asked again next run. At most `limit` per run. Returns counts.
 */
export async function reconcileWithdrawals(
  deps: PayoutDeps,
  { now = new Date(), limit = 100 }: { now?: Date; limit?: number } = {},
): Promise<{ asked: number; settled: number }> {
  const { db, disbursement, log } = deps;
  if (!disbursement) return { asked: 0, settled: 0 };
  const w = tables.withdrawals;
  const rows = await db
    .select({ id: w.id, payoutId: w.payoutId })
    .from(w)
    .where(and(eq(w.status, "pending"), isNotNull(w.payoutId), lte(w.createdAt, new Date(now.getTime() - 15 * 60_000))))
    .orderBy(w.createdAt)
    .limit(limit);
  let settled = 0;
  for (const row of rows) {
    try {
      const payout = await disbursement.getPayout(row.payoutId as string);
      if ((await applyPayout(deps, payout)) === "settled") settled++;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      log.warn({ err: error, withdrawalId: row.id }, "reconcile: payout status check failed");
    }
  }
  return { asked: rows.length, settled };
}
