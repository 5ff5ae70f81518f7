/**
 * The money ledger (DESIGN §4): append-only rows, unique on (source, kind, bucket), so nothing is
 * booked twice; balances are sums, never counters. A sale credits `pending` in the same DB
 * transaction as the paid transition; after HOLD_DAYS it is released (−pending, +available) when
 * the balance is read or spent and by the `release-held-balances` job. Withdrawals and refunds lock
 * the seller's row, call `releaseDueSales`, read `ledgerBalance` and book their own rows. A debt
 * (ADR 0027) is settled from `available` whenever money is released under the seller's lock.
 */
import { type Db, newId, tables } from "@lapak/db";
import { wibDay } from "@lapak/shared/date";
import type { Balance } from "@lapak/shared/schemas/transaction";
import { and, eq, gte, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import { wibDayStart } from "../orders/list-filters";

/** The ledger's sums for one seller, rupiah. */
export type LedgerSums = Pick<
  Balance,
  | "available"
  | "pending"
  | "withdrawn"
  | "totalEarned"
  | "withdrawable"
  | "debt"
  | "sandboxPending"
  | "sandboxAvailable"
  | "sandboxWithdrawn"
  | "sandboxEarned"
  | "simulatedWithdrawable"
>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A paid sale as the ledger books it (rupiah; ADR 0050 for the affiliate's part). */
export interface SaleCredit {
  sellerId: string;
  transactionId: string;
  /** What the seller keeps: `amount` − `fee` − `commission`. */
  sellerNet: number;
  paidAt: Date;
  holdDays: number;
  /** The affiliate's commission, 0 without one. */
  commission?: number;
  /** The affiliate's account (the commission's ledger owner); null without one. */
  affiliateUserId?: string | null;
}

/**
 * Credits a paid sale to the seller's pending balance: one `sale` row of `sellerNet` + `commission`
 * rupiah (the sale's net of fees), available from `paidAt` + `holdDays`, and with an affiliate
 * (ADR 0050) its `commission` twice — −pending on the seller, +pending on the affiliate, held
 * until the same time. Nothing for a 0-rupiah sale; a second call for the same transaction books
 * nothing (ON CONFLICT DO NOTHING). Run it inside the paid transition's DB transaction (`tx`).
 */
export async function creditSale(tx: Db, sale: SaleCredit): Promise<void> {
  await saleCredit(tx, sale);
}

/**
 * `creditSale`'s INSERT as a statement not yet run (null for a 0-rupiah sale, which books nothing),
 * so the paid transition can send it in the same statement as its own UPDATE (`applyNotification`,
 * a data-modifying `WITH`). Awaiting it runs it alone. One INSERT for all rows: the ledger's
 * trigger puts the sale on hold with its commission already taken off (migration 0041).
 */
export function saleCredit(tx: Db, sale: SaleCredit) {
  const commission = sale.affiliateUserId ? (sale.commission ?? 0) : 0;
  const earned = sale.sellerNet + commission;
  if (earned <= 0) return null;
  const availableAt = new Date(sale.paidAt.getTime() + sale.holdDays * DAY_MS);
  const row = (sellerId: string, kind: "sale" | "commission", amount: number) => ({
    id: newId(),
    sellerId,
    sourceId: sale.transactionId,
    kind,
    bucket: "pending" as const,
    amount,
    availableAt,
  });
  const rows = [row(sale.sellerId, "sale", earned)];
  if (commission > 0 && sale.affiliateUserId) {
    rows.push(row(sale.sellerId, "commission", -commission), row(sale.affiliateUserId, "commission", commission));
  }
  return tx.insert(tables.ledgerEntries).values(rows).onConflictDoNothing();
}

/**
 * Releases every sale of `sellerId` whose hold has ended by `now`: two rows per sale, −pending and
 * +available, of the sale's net less what its refunds took from `pending` (ADR 0020). Safe to run concurrently: the unique (source, kind, bucket) index lets each release
 * be booked once. Run it inside a DB transaction (`tx`) so both rows land together.
 */
export async function releaseDueSales(tx: Db, sellerId: string, now = new Date()): Promise<number> {
  // A seller who owes the platform is locked first, so the settlement below sees every booking
  // (the lock comes before the release's own inserts: the other order could deadlock a withdrawal).
  const owes = (await openDebt(tx, sellerId)) > 0;
  if (owes) await lockSeller(tx, sellerId);
  const released = await releaseSales(tx, sellerId, lte(tables.ledgerHeld.availableAt, now));
  if (owes) await settleDebt(tx, sellerId);
  return released;
}

/** Locks the seller's user row for the rest of the DB transaction (DESIGN §4: spends lock the seller). */
export async function lockSeller(tx: Db, sellerId: string): Promise<void> {
  await tx.execute(sql`select id from users where id = ${sellerId} for update`);
}

/** What `sellerId` owes the platform now (ADR 0027): minus the real money in the `debt` bucket, rupiah ≥ 0. */
export async function openDebt(db: Db, sellerId: string): Promise<number> {
  const lt = tables.ledgerTotals;
  const [row] = await db
    .select({ debt: sql`coalesce(-sum(${lt.amount}), 0)::bigint`.mapWith(Number) })
    .from(lt)
    .where(and(eq(lt.sellerId, sellerId), eq(lt.bucket, "debt"), eq(lt.sandbox, false)));
  return row?.debt ?? 0;
}

/**
 * Pays `sellerId`'s debt (ADR 0027) from their real `available` money, as far as it goes: one
 * `settlement` of −available +debt, whose source is its own id. Run it inside a DB transaction that
 * holds the seller's lock (`lockSeller`), so two settlements never spend the same rupiah. Returns
 * the rupiah settled (0 when nothing is owed or nothing is available).
 */
export async function settleDebt(tx: Db, sellerId: string): Promise<number> {
  const sums = await ledgerBalance(tx, sellerId);
  const amount = Math.min(sums.debt, sums.withdrawable);
  if (amount <= 0) return 0;
  const sourceId = newId();
  await tx.insert(tables.ledgerEntries).values([
    { id: newId(), sellerId, sourceId, kind: "settlement", bucket: "available", amount: -amount },
    { id: newId(), sellerId, sourceId, kind: "settlement", bucket: "debt", amount },
  ]);
  return amount;
}

/**
 * Releases every held sale of `sellerId` paid through the sandbox, hold or not (ADR 0023): a
 * simulated withdrawal spends sandbox money at once, since there is no buyer's bank to wait for.
 * Books like `releaseDueSales`; run it inside the withdrawal's DB transaction.
 */
export async function releaseSandboxSales(tx: Db, sellerId: string): Promise<number> {
  return releaseSales(tx, sellerId, eq(tables.ledgerHeld.sandbox, true));
}

async function releaseSales(tx: Db, sellerId: string, which: SQL | undefined): Promise<number> {
  const le = tables.ledgerEntries;
  const held = tables.ledgerHeld;
  // The sales on hold (`ledger_held`: sale rows without a release), with what each release moves —
  // the sale's net less what its refunds took from `pending` (ADR 0020), kept there by the
  // ledger's trigger (migration 0025) — by the (seller, sandbox, available_at) index.
  const due = await tx
    .select({ sourceId: held.sourceId, amount: held.amount })
    .from(held)
    .where(and(eq(held.sellerId, sellerId), which));
  if (due.length === 0) return 0;
  const rows = due.flatMap(({ sourceId, amount }) => [
    { id: newId(), sellerId, sourceId, kind: "release" as const, bucket: "pending" as const, amount: -amount },
    { id: newId(), sellerId, sourceId, kind: "release" as const, bucket: "available" as const, amount },
  ]);
  const inserted = await tx.insert(le).values(rows).onConflictDoNothing().returning({ id: le.id });
  return inserted.length / 2;
}

/**
 * Whether a ledger row of `sellerId` moves sandbox money (ADR 0023): its source is a sale paid
 * through the sandbox gateway, a refund of one, or a simulated withdrawal (and its return). Every
 * other row is real money. The two never meet in one withdrawal, so each sum splits exactly.
 */
export function isSandboxMoney(sellerId: string) {
  const le = tables.ledgerEntries;
  // One lookup by id per row, as scalar subqueries: `exists (…) or exists (…)` let the planner hash
  // every sandbox sale of the seller once instead — a scan of all of the seller's transactions for a
  // page of 20 rows (ADR 0035).
  // An affiliate's rows (ADR 0050) come from the sales and refunds of the sales they brought.
  const mine = (alias: "t" | "s") => {
    const t = sql.raw(alias);
    return sql`(${t}.seller_id = ${sellerId} or exists (select 1 from affiliates a where a.id = ${t}.affiliate_id and a.user_id = ${sellerId}))`;
  };
  return sql`(coalesce((select t.gateway = 'sandbox' from transactions t where t.id = ${le.sourceId} and ${mine("t")}), false)
    or coalesce((select s.gateway = 'sandbox' from refunds f join transactions s on s.id = f.transaction_id where f.id = ${le.sourceId} and ${mine("s")}), false)
    or coalesce((select w.simulated from withdrawals w where w.id = ${le.sourceId} and w.seller_id = ${sellerId}), false))`;
}

/**
 * The seller's balance from ledger sums, in rupiah (DESIGN §4): `pending`, `available` and
 * `withdrawn` buckets, `totalEarned` = all sales' net less commissions and what refunds took back
 * (an affiliate's: their commissions less clawbacks, ADR 0050), and the sandbox money inside each
 * (`sandboxPending`, `sandboxAvailable`, `sandboxWithdrawn`, `sandboxEarned`; ADR 0023). `withdrawable` = the real part of
 * `available` (never below zero): sandbox money is never withdrawn to a bank. `debt` = what the
 * seller owes the platform (ADR 0027), real money only. Rows booked before that rule may leave
 * `available` below zero (ADR 0020): then nothing is withdrawable. `simulatedWithdrawable` = the
 * sandbox money, held or not, when `sandboxGateway` (the instance runs the sandbox gateway), else 0.
 */
export async function ledgerBalance(
  db: Db,
  sellerId: string,
  { sandboxGateway = false }: { sandboxGateway?: boolean } = {},
): Promise<LedgerSums> {
  // The sums the `ledger_entries` trigger keeps (`ledger_totals`, ADR 0035), sandbox rows marked by
  // the rule of `isSandboxMoney`: a dozen rows, however many sales.
  const lt = tables.ledgerTotals;
  const sum = (filter: ReturnType<typeof sql>) => sql`coalesce(sum(${lt.amount}) filter (where ${filter}), 0)::bigint`;
  const sandbox = sql`${lt.sandbox}`;
  const [row] = await db
    .select({
      pending: sum(sql`${lt.bucket} = 'pending'`).mapWith(Number),
      available: sum(sql`${lt.bucket} = 'available'`).mapWith(Number),
      withdrawn: sum(sql`${lt.bucket} = 'withdrawn'`).mapWith(Number),
      debtBucket: sum(sql`${lt.bucket} = 'debt' and not ${lt.sandbox}`).mapWith(Number),
      // Net of commissions and refunds (DASHBOARD-UX §1): what the seller earned less what
      // affiliates and refunds took; for an affiliate, their commissions less what refunds took back.
      totalEarned: sum(sql`${lt.kind} in ('sale', 'refund', 'commission')`).mapWith(Number),
      sandboxPending: sum(sql`${lt.bucket} = 'pending' and ${sandbox}`).mapWith(Number),
      sandboxAvailable: sum(sql`${lt.bucket} = 'available' and ${sandbox}`).mapWith(Number),
      sandboxWithdrawn: sum(sql`${lt.bucket} = 'withdrawn' and ${sandbox}`).mapWith(Number),
      sandboxEarned: sum(sql`${lt.kind} in ('sale', 'refund', 'commission') and ${sandbox}`).mapWith(Number),
    })
    .from(lt)
    .where(eq(lt.sellerId, sellerId));
  // An aggregate without GROUP BY always answers one row.
  const { debtBucket, ...balance } = row as NonNullable<typeof row>;
  return {
    ...balance,
    withdrawable: Math.max(0, balance.available - balance.sandboxAvailable),
    debt: Math.max(0, -debtBucket),
    simulatedWithdrawable: sandboxGateway ? Math.max(0, balance.sandboxPending + balance.sandboxAvailable) : 0,
  };
}

/**
 * `GET /v1/balance`: releases what is due, then sums, in one DB transaction. Concurrent reads
 * release each sale once. `sandboxGateway`: the instance runs the sandbox gateway (ADR 0023).
 */
export async function readBalance(
  { db, sandboxGateway }: { db: Db; sandboxGateway: boolean },
  sellerId: string,
  now = new Date(),
): Promise<Balance> {
  return db.transaction(async (tx) => {
    await releaseDueSales(tx, sellerId, now);
    return { ...(await ledgerBalance(tx, sellerId, { sandboxGateway })), ...(await holdSchedule(tx, sellerId)) };
  });
}

/**
 * When the real money held now is released: the next release's time and the amount released that
 * WIB day, and when the last one is (from the unreleased `sale` rows' `available_at`). Sales paid
 * through the sandbox are left out (ADR 0023): that money never reaches a bank, so it has no date to
 * promise. Nothing held → nulls and 0.
 */
export async function holdSchedule(db: Db, sellerId: string) {
  const held = tables.ledgerHeld;
  // From `ledger_held`'s release times and amounts (migration 0025, ADR 0035), by its (seller,
  // available_at) index: the first and last release, then the amount of the first one's WIB day.
  const realMoney = and(eq(held.sellerId, sellerId), eq(held.sandbox, false));
  const [bounds] = await db
    .select({
      firstMs: sql`(extract(epoch from min(${held.availableAt})) * 1000)::bigint`.mapWith(Number),
      lastMs: sql`(extract(epoch from max(${held.availableAt})) * 1000)::bigint`.mapWith(Number),
    })
    .from(held)
    .where(realMoney);
  if (!bounds?.firstMs || !bounds.lastMs) return { nextReleaseAt: null, nextReleaseAmount: 0, fullyAvailableAt: null };
  const first = new Date(Number(bounds.firstMs));
  const dayStart = wibDayStart(wibDay(first));
  const [day] = await db
    .select({ amount: sql`coalesce(sum(${held.amount}), 0)::bigint`.mapWith(Number) })
    .from(held)
    .where(
      and(realMoney, gte(held.availableAt, dayStart), lt(held.availableAt, new Date(dayStart.getTime() + DAY_MS))),
    );
  return {
    nextReleaseAt: first.toISOString(),
    nextReleaseAmount: day?.amount ?? 0,
    fullyAvailableAt: new Date(Number(bounds.lastMs)).toISOString(),
  };
}

/**
 * When each of `transactionIds`' sale leaves the hold (`available_at` of its ledger `sale` row),
 * by transaction id. A transaction with no sale row (not paid, or 0 rupiah) is absent.
 */
export async function saleReleaseTimes(db: Db, transactionIds: string[]): Promise<Map<string, Date>> {
  if (transactionIds.length === 0) return new Map();
  const le = tables.ledgerEntries;
  const rows = await db
    .select({ sourceId: le.sourceId, availableAt: le.availableAt })
    .from(le)
    .where(and(eq(le.kind, "sale"), inArray(le.sourceId, transactionIds)));
  return new Map(rows.flatMap((row) => (row.availableAt ? [[row.sourceId, row.availableAt] as const] : [])));
}
