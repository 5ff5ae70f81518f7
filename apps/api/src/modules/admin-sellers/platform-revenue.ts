import { type Db, tables } from "@lapak/db";
import { addDays } from "@lapak/shared/date";
import type { Revenue } from "@lapak/shared/schemas/operator";
import { and, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { fieldError } from "../../lib/app-error";

/** The instant a WIB day starts (WIB is UTC+7, no daylight saving). */
const wibStart = (day: string) => new Date(`${day}T00:00:00+07:00`);

/**
 * `GET /v1/admin/revenue?from&to` (page **Pendapatan**, SPEC §7, ADR 0020): the platform's money
 * over the inclusive WIB days `from`..`to` (either open when omitted). Sales, fees and gateway
 * costs come from transactions paid in the range (`least(platform_fee, fee)` is the platform's part
 * of a capped fee, the rest the gateway's: `gatewayCosts` is what the gateways kept); refunds from
 * refunds requested in the range, and `fees` is what the platform earned net of them — less the fee
 * it gave up on refunded parts and less their gateway cost, which the gateway keeps and the
 * platform bears (ADR 0020). So sales − refunds = fees + gatewayCosts + what the sellers kept;
 * payouts from withdrawals paid in it (not simulated ones: no money left, ADR 0023);
 * `sellersBalance` is the sum of every seller's pending + available ledger rows booked before the
 * range ends — the same sums each seller's Saldo shows; `sellersDebt` what sellers owe the platform
 * then, for refunds an admin booked beyond their balance (ADR 0027); `simulatedPayouts` the
 * simulated withdrawals paid in the range (sandbox money, no bank transfer, ADR 0023) and
 * `payoutsInProcess` the withdrawals still pending at its end. Over all time the lines add up:
 * sales − refunds = fees + gatewayCosts + sellersBalance + payouts + simulatedPayouts +
 * payoutsInProcess − sellersDebt. Throws 422 on `from` after `to`.
 */
export async function platformRevenue(db: Db, { from, to }: { from?: string; to?: string }): Promise<Revenue> {
  if (from && to && from > to) throw fieldError("from", "Tanggal awal harus sebelum tanggal akhir");
  const start = from ? wibStart(from) : new Date(0);
  const end = to ? wibStart(addDays(to, 1)) : new Date("9999-12-31T00:00:00Z");
  const t = tables.transactions;
  const f = tables.refunds;
  const w = tables.withdrawals;
  const le = tables.ledgerEntries;
  const total = (value: SQL) => sql`coalesce(sum(${value}), 0)::bigint`.mapWith(Number);
  const platformPart = sql`least(${t.platformFee}, ${t.fee})`;
  const [[sales], [refunds], [payouts], [simulated], [inProcess], [balance], [debt]] = await Promise.all([
    db
      .select({
        amount: total(sql`${t.amount}`),
        platform: total(platformPart),
        method: total(sql`${t.fee} - ${platformPart}`),
      })
      .from(t)
      .where(and(eq(t.status, "paid"), gte(t.paidAt, start), lt(t.paidAt, end))),
    db
      .select({
        amount: total(sql`${f.amount}`),
        fees: total(sql`${f.platformFeeAmount}`),
        costs: total(sql`${f.gatewayCostAmount}`),
      })
      .from(f)
      .where(and(gte(f.createdAt, start), lt(f.createdAt, end))),
    db
      .select({ real: total(sql`${w.amount}`) })
      .from(w)
      .where(and(eq(w.status, "paid"), eq(w.simulated, false), gte(w.processedAt, start), lt(w.processedAt, end))),
    db
      .select({ amount: total(sql`${w.amount}`) })
      .from(w)
      .where(and(eq(w.status, "paid"), eq(w.simulated, true), gte(w.processedAt, start), lt(w.processedAt, end))),
    db
      .select({ amount: total(sql`${w.amount}`) })
      .from(w)
      .where(and(eq(w.status, "pending"), lt(w.createdAt, end))),
    db
      .select({ amount: total(sql`${le.amount}`) })
      .from(le)
      .where(and(inArray(le.bucket, ["pending", "available"]), lt(le.createdAt, end))),
    db
      .select({ amount: total(sql`-${le.amount}`) })
      .from(le)
      .where(and(eq(le.bucket, "debt"), lt(le.createdAt, end))),
  ]);
  return {
    from: from ?? null,
    to: to ?? null,
    sales: sales.amount,
    fees: sales.platform - refunds.fees - refunds.costs,
    gatewayCosts: sales.method,
    refunds: refunds.amount,
    payouts: payouts.real,
    simulatedPayouts: simulated.amount,
    payoutsInProcess: inProcess.amount,
    sellersBalance: balance.amount,
    sellersDebt: debt.amount,
  };
}
