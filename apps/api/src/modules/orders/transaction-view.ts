/**
 * Reading transactions: the row with its seller and product cover, the derived status, and the
 * views (DESIGN §3): `transactionSchema` for anyone with the id (buyer masked, no fee or net) or
 * for the seller (buyer whole), `sellerTransactionSchema` for the seller's own screens (plus the
 * money), with the delivery (signed file links, thank-you message, reward link) only when paid.
 * This file is the whole read model of a transaction: loading (`loadTransaction`), the status it
 * reads as, and each view; `GET /v1/transactions/{id}` is `getTransaction`.
 */

import { type Db, tables } from "@lapak/db";
import type { RefundRoute } from "@lapak/shared/refund-arrival";
import type { OrderItem } from "@lapak/shared/schemas/discount";
import type {
  Delivery,
  PaymentInstructions,
  PaymentMethodCode,
  SellerTransaction,
  Transaction,
  TransactionStatus,
} from "@lapak/shared/schemas/transaction";
import { desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Config } from "../../env";
import { PAYMENT_METHOD_TABLE } from "../../integrations/payments/payment-methods";
import { notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { isUuid } from "../../lib/uuid";
import { sessionOf } from "../coaching/session";
import { signedDownloadPath } from "../downloads/download-links";
import { ticketOf } from "../events/ticket";
import { saleReleaseTimes } from "../ledger/ledger";
import { imageUrl } from "../media/media-deps";
import { updateFileIdsFor } from "../product-updates/update-files";
import { refundStatusOf } from "../refunds/refund-view";
import { pixelEventId } from "../tracking/pixel-event-id";
import { maskEmail, maskPhone } from "./mask";

export type TransactionRow = typeof tables.transactions.$inferSelect;

export interface LoadedTransaction {
  row: TransactionRow;
  seller: { username: string; name: string; email: string; avatarUrl: string | null };
  /** The cover the order shows: frozen at checkout, or the product's current one for older orders. */
  coverMediaId: string | null;
}

export const snapshotOf = (row: TransactionRow) => row.productSnapshot;

/**
 * Media ids a transaction delivers: its product's (frozen at checkout), then its order bump's, then
 * `updateFileIds` — what product updates added since (`updateFileIdsFor`, DESIGN §4 "Product
 * updates") — each once.
 */
export const deliveredFileIds = (
  row: Pick<TransactionRow, "productSnapshot" | "bumpFileIds">,
  updateFileIds: readonly string[] = [],
): string[] => [...new Set([...(row.productSnapshot.fileIds ?? []), ...row.bumpFileIds, ...updateFileIds])];

/**
 * Transactions matching `where`, with their seller and product cover. `orderBy`, `limit` and
 * `offset` page a list.
 */
export async function loadTransactions(
  db: Db,
  where: SQL | undefined,
  page?: { orderBy: SQL[]; limit: number; offset: number },
): Promise<LoadedTransaction[]> {
  const query = db
    .select({
      row: tables.transactions,
      username: tables.users.username,
      name: tables.users.name,
      email: tables.users.email,
      avatarUrl: tables.users.avatarUrl,
      coverMediaId: tables.products.coverMediaId,
    })
    .from(tables.transactions)
    .innerJoin(tables.users, eq(tables.users.id, tables.transactions.sellerId))
    .innerJoin(tables.products, eq(tables.products.id, tables.transactions.productId))
    .where(where);
  const rows = page
    ? await query
        .orderBy(...page.orderBy)
        .limit(page.limit)
        .offset(page.offset)
    : await query;
  return rows.map(({ row, username, name, email, avatarUrl, coverMediaId }) => ({
    row,
    seller: { username: username ?? "", name, email, avatarUrl },
    coverMediaId: row.productSnapshot.coverMediaId === undefined ? coverMediaId : row.productSnapshot.coverMediaId,
  }));
}

/** The status a transaction reads as at `now`: a pending one past `expiresAt` is expired (DESIGN §4). */
export function effectiveStatus(
  row: Pick<TransactionRow, "status" | "expiresAt">,
  now = new Date(),
): TransactionStatus {
  if (row.status === "pending" && row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return "expired";
  return row.status;
}

/** A method's display name (`"BCA Virtual Account"`); Midtrans' Mandiri is a bill payment. */
export function paymentMethodName(gateway: string, method: string | null): string | null {
  if (!method) return null;
  if (gateway === "midtrans" && method === "mandiri_va") return "Mandiri Bill Payment";
  return PAYMENT_METHOD_TABLE[method as PaymentMethodCode]?.name ?? method;
}

/**
 * The API view of a loaded transaction, without the seller's money (security: a buyer page must not
 * show the seller's fee and net). `whole` shows the buyer's email and phone unmasked (the owning
 * seller); `delivery` is added by the caller for paid transactions (`deliveryOf`).
 */
export function toTransactionView(
  { row, seller, coverMediaId }: LoadedTransaction,
  {
    whole,
    now = new Date(),
    delivery,
    refundRoute,
  }: { whole: boolean; now?: Date; delivery?: Delivery; refundRoute?: RefundRoute | null },
): Transaction {
  const snapshot = snapshotOf(row);
  const instructions = row.instructions;
  return {
    id: row.id,
    code: row.code,
    status: effectiveStatus(row, now),
    product: {
      id: row.productId,
      title: snapshot.title,
      type: snapshot.type,
      coverImageUrl: coverMediaId ? imageUrl(coverMediaId) : null,
      bundleProducts: snapshot.bundleProducts ?? [],
    },
    seller: { username: seller.username, name: seller.name, avatarUrl: seller.avatarUrl },
    buyer: {
      name: row.buyerName,
      email: whole ? row.buyerEmail : maskEmail(row.buyerEmail),
      phone: row.buyerPhone && !whole ? maskPhone(row.buyerPhone) : row.buyerPhone,
    },
    amount: row.amount,
    items: itemsOf(row),
    subtotal: row.amount + row.discount,
    discount: row.discount,
    discountCode: row.discountCode,
    paymentMethod: row.method,
    paymentMethodName: paymentMethodName(row.gateway, row.method),
    payment: { ...instructions, kind: instructions.kind ?? kindOf(row.method) },
    expiresAt: row.expiresAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    ...(delivery && { delivery }),
    createdAt: row.createdAt.toISOString(),
    replacedBy: row.replacedBy ?? null,
    refundedAmount: row.refundedAmount,
    refundStatus: refundStatusOf(row),
    // Looked up for one order's view only (`viewOf`, `sellerViewOf`); lists leave it out.
    ...(refundRoute !== undefined && { refundRoute }),
  };
}

/**
 * The owning seller's view: the whole view plus fee, its parts, net (rupiah), `refundedNet` (what
 * its refunds took from that net, from `refundedNets`; 0 when none) and `availableAt`, when the
 * sale's ledger row releases (null when nothing was credited).
 */
export function toSellerTransactionView(
  loaded: LoadedTransaction,
  {
    availableAt,
    refundedNet = 0,
    now = new Date(),
    delivery,
    refundRoute,
  }: {
    availableAt: Date | null;
    refundedNet?: number;
    now?: Date;
    delivery?: Delivery;
    refundRoute?: RefundRoute | null;
  },
): SellerTransaction {
  const { row } = loaded;
  return {
    ...toTransactionView(loaded, { whole: true, now, delivery, refundRoute }),
    fee: row.fee,
    feeDetail: { platform: row.platformFee, method: row.methodFee },
    sellerNet: row.sellerNet,
    refundedNet,
    availableAt: availableAt?.toISOString() ?? null,
    sandbox: row.gateway === "sandbox",
  };
}

/**
 * The order's lines (ADR 0019): as stored, or — for an order made before items were stored — the
 * one product at what was paid.
 */
export function itemsOf(row: TransactionRow): OrderItem[] {
  if (row.items.length > 0) return row.items;
  return [{ productId: row.productId, title: snapshotOf(row).title, price: row.amount + row.discount }];
}

/** Before the gateway answered, the method's kind stands in for the instructions' kind. */
function kindOf(method: string | null): PaymentInstructions["kind"] {
  return (method && PAYMENT_METHOD_TABLE[method as PaymentMethodCode]?.kind) || "none";
}

/**
 * What a paid transaction delivers: its files (from the checkout snapshot, so an edited or deleted
 * product still delivers what was bought, and the product updates' since) with fresh signed links, the thank-you message, the
 * reward link, the event id the seller's pixels report the sale under (ADR 0022), and an event
 * order's ticket while it is not refunded in full (`ticketOf`, ADR 0046), a 1:1 session order's
 * booked slot likewise (`sessionOf`, ADR 0047).
 */
export async function deliveryOf(
  db: Db,
  config: Pick<Config, "appSecret">,
  row: TransactionRow,
  now = new Date(),
): Promise<Delivery> {
  const snapshot = snapshotOf(row);
  const ids = deliveredFileIds(row, await updateFileIdsFor(db, row));
  const media = ids.length
    ? await db
        .select({ id: tables.media.id, name: tables.media.name, size: tables.media.size })
        .from(tables.media)
        .where(inArray(tables.media.id, ids))
    : [];
  const byId = new Map(media.map((file) => [file.id, file]));
  const files = ids.flatMap((mediaId) => {
    const file = byId.get(mediaId);
    if (!file) return [];
    const url = signedDownloadPath(config.appSecret, { transactionId: row.id, mediaId, now });
    return [{ name: file.name, size: file.size, url }];
  });
  const standing = row.amount === 0 || row.refundedAmount < row.amount;
  const ticket = snapshot.type === "event" && standing ? await ticketOf(db, row.id) : undefined;
  const session = snapshot.type === "coaching" && standing ? await sessionOf(db, row.id) : undefined;
  return {
    files,
    pixelEventId: pixelEventId(config.appSecret, row.id),
    ...(ticket && { ticket }),
    ...(session && { session }),
    ...(snapshot.thankYouMessage && { message: snapshot.thankYouMessage }),
    ...(snapshot.rewardUrl && { link: snapshot.rewardUrl }),
  };
}

export const transactionNotFound = () => notFound("Transaksi tidak ditemukan");

/** One transaction with its seller, or 404 for an unknown or malformed id. */
export async function loadTransaction({ db }: Pick<Deps, "db">, id: string): Promise<LoadedTransaction> {
  if (!isUuid(id)) throw transactionNotFound();
  const [loaded] = await loadTransactions(db, eq(tables.transactions.id, id));
  if (!loaded) throw transactionNotFound();
  return loaded;
}

/**
 * `GET /v1/transactions/{id}`: anyone with the id sees it, buyer email and phone masked and without
 * the seller's fee and net; the seller who owns it (`viewerId`) gets the seller's view (buyer whole,
 * fee, `feeDetail`, `sellerNet`, `availableAt`). `delivery` only when paid. Unknown or malformed id → 404.
 */
export async function getTransaction(
  deps: Pick<Deps, "db" | "config">,
  { id, viewerId, now = new Date() }: { id: string; viewerId?: string; now?: Date },
): Promise<Transaction | SellerTransaction> {
  const loaded = await loadTransaction(deps, id);
  if (viewerId === loaded.row.sellerId) return sellerViewOf(deps, loaded, { now });
  return viewOf(deps, loaded, { whole: false, now });
}

/** The view of a loaded transaction, with its delivery when paid (no money: see `sellerViewOf`). */
export async function viewOf(
  { db, config }: Pick<Deps, "db" | "config">,
  loaded: LoadedTransaction,
  { whole, now = new Date() }: { whole: boolean; now?: Date },
): Promise<Transaction> {
  const [delivery, refundRoute] = await Promise.all([
    effectiveStatus(loaded.row, now) === "paid" ? deliveryOf(db, config, loaded.row, now) : undefined,
    refundRouteOfSale(db, loaded.row),
  ]);
  return toTransactionView(loaded, { whole, now, delivery, refundRoute });
}

/**
 * How the newest refund of `row` reaches the buyer: by its `method` (a gateway refund that fell
 * back to manual is a bank transfer, ADR 0020), not by how the sale was paid; null when nothing was
 * refunded (then nothing is looked up).
 */
export async function refundRouteOfSale(
  db: Db,
  row: { id: string; refundedAmount: number },
): Promise<RefundRoute | null> {
  if (row.refundedAmount <= 0) return null;
  const f = tables.refunds;
  const [newest] = await db
    .select({ method: f.method })
    .from(f)
    .where(eq(f.transactionId, row.id))
    .orderBy(desc(f.createdAt), desc(f.id))
    .limit(1);
  if (!newest) return null;
  return newest.method === "manual" ? "bank_transfer" : "payment_method";
}

/** The owning seller's view of a loaded transaction: with the money, its release time and delivery. */
export async function sellerViewOf(
  { db, config }: Pick<Deps, "db" | "config">,
  loaded: LoadedTransaction,
  { now = new Date() }: { now?: Date } = {},
): Promise<SellerTransaction> {
  const paid = effectiveStatus(loaded.row, now) === "paid";
  const [delivery, releases, refunded, refundRoute] = await Promise.all([
    paid ? deliveryOf(db, config, loaded.row, now) : undefined,
    saleReleaseTimes(db, [loaded.row.id]),
    refundedNets(db, [loaded.row]),
    refundRouteOfSale(db, loaded.row),
  ]);
  return toSellerTransactionView(loaded, {
    availableAt: releases.get(loaded.row.id) ?? null,
    refundedNet: refunded.get(loaded.row.id),
    now,
    delivery,
    refundRoute,
  });
}

/**
 * What the refunds of each of `rows` took from its seller's net (the sum of their `seller_amount`,
 * ADR 0020), rupiah, by transaction id; rows with nothing refunded are not looked up.
 */
export async function refundedNets(
  db: Db,
  rows: { id: string; refundedAmount: number }[],
): Promise<Map<string, number>> {
  const ids = rows.filter((row) => row.refundedAmount > 0).map((row) => row.id);
  if (ids.length === 0) return new Map();
  const f = tables.refunds;
  const sums = await db
    .select({ id: f.transactionId, amount: sql<number>`sum(${f.sellerAmount})::bigint`.mapWith(Number) })
    .from(f)
    .where(inArray(f.transactionId, ids))
    .groupBy(f.transactionId);
  return new Map(sums.map((row) => [row.id, row.amount]));
}
