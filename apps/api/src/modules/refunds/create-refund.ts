import { type Db, newId, tables } from "@lapak/db";
import { formatRupiah } from "@lapak/shared/money";
import { splitRefund } from "@lapak/shared/refund-split";
import type { Refund } from "@lapak/shared/schemas/refund";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { PaymentGateway } from "../../integrations/payments/gateway";
import { AppError, fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { isUuid } from "../../lib/uuid";
import { affiliateAccount } from "../affiliates/affiliate-account";
import { ledgerBalance, lockSeller, releaseDueSales, releaseSandboxSales } from "../ledger/ledger";
import { type TransactionRow, transactionNotFound } from "../orders/transaction-view";
import { refundableThroughGateway, SUBMIT_REFUND, type SubmitRefundJob } from "./gateway-refunds";
import { buyerRefundEmail, sellerRefundEmail } from "./refund-emails";
import { type RefundRow, toRefundView } from "./refund-view";

/** Who asks for the refund: the transaction's seller, or an admin (any seller's sale). */
export interface RefundActor {
  userId: string;
  admin: boolean;
}

/**
 * How a transaction's money goes back (ADR 0020): the sandbox refunds at once; a sale paid through
 * the configured gateway, by a method with a refund API and within its window, goes through that
 * gateway (`pending` until it confirms, `gateway-refunds.ts`); anything else is manual — an admin
 * transfers it to the bank account the buyer gives.
 */
function refundMethodOf(
  row: TransactionRow,
  gateway: PaymentGateway,
  now: Date,
): { method: "gateway" | "manual"; status: "succeeded" | "pending" | "manual" } {
  if (row.gateway === "sandbox") return { method: "gateway", status: "succeeded" };
  if (refundableThroughGateway(gateway, row, now)) return { method: "gateway", status: "pending" };
  return { method: "manual", status: "manual" };
}

/**
 * Whether `actor` may refund transaction `transactionId`: its seller or an admin. Throws 404 (the
 * same answer for an unknown id and another seller's) — run before the body is validated, so a
 * stranger learns nothing from a 422.
 */
export async function assertMayRefund(
  { db }: Pick<Deps, "db">,
  { transactionId, actor }: { transactionId: string; actor: RefundActor },
): Promise<void> {
  if (actor.admin) return;
  if (!isUuid(transactionId)) throw transactionNotFound();
  const t = tables.transactions;
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.id, transactionId), eq(t.sellerId, actor.userId)));
  if (!row) throw transactionNotFound();
}

/**
 * `POST /v1/admin/refunds {code, amount?, reason}` (ADR 0027): `createRefund` by an admin for the
 * sale whose order code is `code`. Throws what `createRefund` throws; 422 on `code` when no sale has it.
 */
export async function createRefundByCode(
  deps: Parameters<typeof createRefund>[0],
  { code, adminId, amount, reason }: { code: string; adminId: string; amount?: number; reason: string },
): Promise<Refund> {
  const t = tables.transactions;
  const [row] = await deps.db.select({ id: t.id }).from(t).where(eq(t.code, code));
  if (!row) throw fieldError("code", "Tidak ada pesanan dengan kode ini.");
  return createRefund(deps, { transactionId: row.id, actor: { userId: adminId, admin: true }, amount, reason });
}

/**
 * `POST /v1/transactions/{id}/refunds {amount?, reason}` (ADR 0020, ADR 0027). In ONE DB transaction:
 * locks the transaction row (`FOR UPDATE`, so two requests at once refund once: the second sees what
 * the first took) and the seller's row (like a withdrawal), releases what is due, then books the
 * refund, its ledger rows (the seller's pro-rata net, out of the sale's `pending` while held, else
 * `available`), adds to `transactions.refunded_amount`, and queues the buyer's and the seller's
 * emails. `amount` omitted = what is left. Returns the refund view.
 *
 * The seller may only refund from money they still have: their pending + available of the same
 * kind of money (real or sandbox), less any debt; a sandbox refund first releases the sandbox
 * money held. An admin may book more of real money: the part of a released sale's refund that
 * `available` cannot cover becomes the seller's debt to the platform (`debt` bucket), which the next
 * sales settle first (ADR 0027). Nobody refunds more than the sandbox money (play money, no debt).
 *
 * Throws `AppError`: 404 unknown id or another seller's sale (same answer); 409 not a paid sale
 * (pending, expired, failed, or free); 422 on `amount` when more than what is left, nothing is, or
 * more than the balance covers (the seller's, or the sandbox money for anyone).
 */
export async function createRefund(
  { db, mailer, config, jobs, gateway }: Pick<Deps, "db" | "mailer" | "config" | "jobs"> & { gateway: PaymentGateway },
  {
    transactionId,
    actor,
    amount,
    reason,
  }: { transactionId: string; actor: RefundActor; amount?: number; reason: string },
): Promise<Refund> {
  if (!isUuid(transactionId)) throw transactionNotFound();
  return db.transaction(async (tx) => {
    const t = tables.transactions;
    const [row] = await tx.select().from(t).where(eq(t.id, transactionId)).for("update");
    if (!row || (!actor.admin && row.sellerId !== actor.userId)) throw transactionNotFound();
    if (row.status !== "paid" || row.amount <= 0) {
      throw new AppError("conflict", "Hanya penjualan berbayar yang sudah lunas yang bisa dikembalikan dananya.");
    }
    const left = row.amount - row.refundedAmount;
    if (left <= 0) throw fieldError("amount", "Dana penjualan ini sudah dikembalikan seluruhnya.");
    const refundAmount = amount ?? left;
    if (refundAmount > left) {
      throw fieldError("amount", `Maksimal ${formatRupiah(left)}: sisa yang belum dikembalikan.`);
    }
    // The affiliate's balance gives back their share too (ADR 0050): both owners are locked, in id
    // order, so two refunds whose seller and affiliate are swapped never wait on each other.
    const affiliateUserId = row.affiliateId && row.commission > 0 ? await affiliateAccount(tx, row.affiliateId) : null;
    await lockOwners(tx, affiliateUserId ? [row.sellerId, affiliateUserId] : [row.sellerId]);
    await releaseDueSales(tx, row.sellerId);
    if (affiliateUserId) await releaseDueSales(tx, affiliateUserId);
    // Play money has no bank to wait for (ADR 0023): a sandbox refund is taken from it all released.
    if (row.gateway === "sandbox") await releaseSandboxSales(tx, row.sellerId);
    const earlier = await tx
      .select({
        sellerAmount: tables.refunds.sellerAmount,
        affiliateAmount: tables.refunds.affiliateAmount,
        platformFeeAmount: tables.refunds.platformFeeAmount,
        gatewayCostAmount: tables.refunds.gatewayCostAmount,
      })
      .from(tables.refunds)
      .where(eq(tables.refunds.transactionId, row.id));
    const split = splitRefund(row, refundAmount, earlier);
    const cover = await balanceCover(tx, row);
    if (split.sellerAmount > cover.own && (!actor.admin || row.gateway === "sandbox")) {
      throw fieldError(
        "amount",
        actor.admin
          ? "Uang uji coba penjual tidak cukup untuk pengembalian dana ini."
          : "Saldo Anda tidak cukup untuk pengembalian dana ini; hubungi admin",
      );
    }
    const now = new Date();
    const { method, status } = refundMethodOf(row, gateway, now);
    const [refund] = await tx
      .insert(tables.refunds)
      .values({
        id: newId(),
        transactionId: row.id,
        sellerId: row.sellerId,
        amount: refundAmount,
        ...split,
        reason,
        status,
        method,
        gatewayReference: status === "succeeded" ? `sandbox-refund-${row.id}` : null,
        requestedBy: actor.userId,
        processedAt: status === "succeeded" ? now : null,
      })
      .returning();
    const debt = await bookRefund(tx, row, refund, cover.available);
    if (affiliateUserId && refund.affiliateAmount > 0) {
      const sums = await ledgerBalance(tx, affiliateUserId);
      const ownAvailable = row.gateway === "sandbox" ? sums.sandboxAvailable : sums.available - sums.sandboxAvailable;
      await bookRefundPart(tx, {
        ownerId: affiliateUserId,
        saleId: row.id,
        refundId: refund.id,
        amount: refund.affiliateAmount,
        ownAvailable,
        sandbox: row.gateway === "sandbox",
      });
    }
    await tx
      .update(t)
      .set({ refundedAmount: sql`${t.refundedAmount} + ${refundAmount}`, updatedAt: now })
      .where(eq(t.id, row.id));
    const [seller] = await tx
      .select({ email: tables.users.email, name: tables.users.name })
      .from(tables.users)
      .where(eq(tables.users.id, row.sellerId));
    await mailer.send(buyerRefundEmail(row, refund, { ...config, sellerName: seller.name }), { tx });
    await mailer.send(sellerRefundEmail(row, refund, seller, { debt, byAdmin: actor.admin }), { tx });
    // Sent to the gateway once this commits; the refund id is its key there, so a retry refunds once.
    if (status === "pending") await jobs.send<SubmitRefundJob>(SUBMIT_REFUND, { id: refund.id }, { tx });
    return toRefundView(refund, debt);
  });
}

/**
 * What the seller's balance can give for a refund of `sale` (rupiah): `own` = pending + available
 * of the sale's kind of money (sandbox or real, ADR 0023) less the open debt; `available` = that
 * kind's money in `available`, which a released sale's refund takes first (the rest is a debt).
 */
async function balanceCover(tx: Db, sale: TransactionRow): Promise<{ own: number; available: number }> {
  const sums = await ledgerBalance(tx, sale.sellerId);
  if (sale.gateway === "sandbox") {
    return { own: sums.sandboxPending + sums.sandboxAvailable, available: sums.sandboxAvailable };
  }
  const available = sums.available - sums.sandboxAvailable;
  return { own: sums.pending - sums.sandboxPending + available - sums.debt, available };
}

/**
 * The refund's ledger rows (ADR 0020, ADR 0027), source = the refund id, so they are booked once:
 * −`sellerAmount` from the sale's `pending` while it is still held (not released), else from
 * `available` as far as `ownAvailable` (that kind of money's `available`) goes, and the rest into
 * `debt` (only ever real money: a sandbox refund never exceeds the sandbox money). Returns the
 * rupiah booked as debt. The release of a held sale subtracts what its refunds took from `pending`
 * (`releaseDueSales`).
 */
async function bookRefund(tx: Db, sale: TransactionRow, refund: RefundRow, ownAvailable: number): Promise<number> {
  return bookRefundPart(tx, {
    ownerId: sale.sellerId,
    saleId: sale.id,
    refundId: refund.id,
    amount: refund.sellerAmount,
    ownAvailable,
    sandbox: false,
  });
}

/**
 * One owner's part of a refund (the seller's, or the affiliate's commission, ADR 0050): −`amount`
 * from the owner's `pending` while their share of the sale is still held, else from `available` as
 * far as `ownAvailable` goes, and the rest into `debt` — or, for `sandbox` money (play money, never
 * a debt), from `available` all the same. Returns the rupiah booked as debt.
 */
async function bookRefundPart(
  tx: Db,
  part: { ownerId: string; saleId: string; refundId: string; amount: number; ownAvailable: number; sandbox: boolean },
): Promise<number> {
  if (part.amount <= 0) return 0;
  const le = tables.ledgerEntries;
  const mine = and(eq(le.sourceId, part.saleId), eq(le.sellerId, part.ownerId));
  const [released] = await tx
    .select({ id: le.id })
    .from(le)
    .where(and(mine, eq(le.kind, "release")))
    .limit(1);
  const [held] = await tx
    .select({ id: le.id })
    .from(le)
    .where(and(mine, inArray(le.kind, ["sale", "commission"]), eq(le.bucket, "pending"), sql`${le.amount} > 0`))
    .limit(1);
  const bucket: "pending" | "available" = held && !released ? "pending" : "available";
  const covered =
    bucket === "pending" || part.sandbox ? part.amount : Math.min(part.amount, Math.max(0, part.ownAvailable));
  const rows = [
    { bucket, amount: -covered },
    { bucket: "debt" as const, amount: covered - part.amount },
  ].filter((row) => row.amount !== 0);
  await tx.insert(le).values(
    rows.map((row) => ({
      id: newId(),
      sellerId: part.ownerId,
      sourceId: part.refundId,
      kind: "refund" as const,
      ...row,
    })),
  );
  return part.amount - covered;
}

/** Locks the users rows of `ids` in id order for the rest of the DB transaction (spends lock their owner). */
async function lockOwners(tx: Db, ids: string[]): Promise<void> {
  const sorted = [...new Set(ids)].sort();
  for (const id of sorted) await lockSeller(tx, id);
}
