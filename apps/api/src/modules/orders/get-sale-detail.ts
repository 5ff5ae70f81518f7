import { tables } from "@lapak/db";
import type { SaleDetail, SaleEvent } from "@lapak/shared/schemas/sales";
import { asc, eq, inArray } from "drizzle-orm";
import { PAYMENT_METHOD_TABLE } from "../../integrations/payments/payment-methods";
import type { Deps } from "../../lib/deps";
import { saleCourseProgress } from "../learning/course-students";
import { saleReleaseTimes } from "../ledger/ledger";
import { notificationStatus } from "../payment-webhooks/notification-status";
import { updateFileIdsFor } from "../product-updates/update-files";
import { refundsOfTransaction } from "../refunds/list-refunds";
import { saleAttributionOf } from "../tracking/utm-columns";
import { whatsappMessagesOf } from "../whatsapp/sale-messages";
import {
  deliveredFileIds,
  effectiveStatus,
  loadTransaction,
  type TransactionRow,
  toSellerTransactionView,
  transactionNotFound,
} from "./transaction-view";

/**
 * `GET /v1/transactions/{id}/detail` (DASHBOARD-UX §3 detail sheet): the owning seller's view of one
 * transaction with its timeline (created, every gateway notification received with what it
 * reported and what applying it did, then paid / expired / failed), each delivered file's download
 * count, its WhatsApp messages with their latest status (ADR 0021), the fee rules that name its
 * fees, and its refunds (ADR 0020). Another seller's id, or an unknown one → 404, the
 * same answer (DESIGN §6).
 */
export async function getSaleDetail(
  deps: Pick<Deps, "db" | "config">,
  { id, sellerId, now = new Date() }: { id: string; sellerId: string; now?: Date },
): Promise<SaleDetail> {
  const loaded = await loadTransaction(deps, id);
  const { row } = loaded;
  if (row.sellerId !== sellerId) throw transactionNotFound();
  const [releases, notifications, downloads, whatsapp, refunds, courseProgress, affiliate] = await Promise.all([
    saleReleaseTimes(deps.db, [row.id]),
    notificationsOf(deps, row.id),
    downloadsOf(deps, row),
    whatsappMessagesOf(deps, row.id),
    refundsOfTransaction(deps, row.id),
    saleCourseProgress(deps.db, { id: row.id, productId: row.productId, type: row.productSnapshot.type }),
    affiliateOf(deps, row),
  ]);
  const { delivery: _none, ...view } = toSellerTransactionView(loaded, {
    availableAt: releases.get(row.id) ?? null,
    refundedNet: refunds.reduce((total, refund) => total + refund.sellerAmount, 0),
    now,
  });
  const method = row.method ? PAYMENT_METHOD_TABLE[row.method] : undefined;
  return {
    ...view,
    timeline: timelineOf(row, notifications, now),
    downloads,
    whatsapp,
    attribution: saleAttributionOf(row.attribution),
    feeRates: {
      platformPercent: deps.config.platformFeePercent,
      method: method ? { flat: method.flat, percent: method.percent } : null,
    },
    refunds,
    courseProgress,
    affiliate,
  };
}

/** The sale's affiliate as the seller sees them (ADR 0050), or null. */
async function affiliateOf({ db }: Pick<Deps, "db">, row: TransactionRow): Promise<SaleDetail["affiliate"]> {
  if (!row.affiliateId) return null;
  const a = tables.affiliates;
  const [found] = await db
    .select({ name: tables.users.name, code: a.code })
    .from(a)
    .innerJoin(tables.users, eq(tables.users.id, a.userId))
    .where(eq(a.id, row.affiliateId));
  return found ? { ...found, commission: row.commission } : null;
}

type Notification = Required<Pick<SaleEvent, "at" | "gateway" | "status" | "outcome">>;

async function notificationsOf({ db }: Pick<Deps, "db">, transactionId: string): Promise<Notification[]> {
  const e = tables.paymentEvents;
  const rows = await db
    .select({ gateway: e.gateway, body: e.body, outcome: e.outcome, receivedAt: e.receivedAt })
    .from(e)
    .where(eq(e.transactionId, transactionId))
    .orderBy(asc(e.receivedAt), asc(e.id));
  return rows.map((event) => ({
    at: event.receivedAt.toISOString(),
    gateway: event.gateway,
    status: notificationStatus(event.gateway, event.body),
    outcome: event.outcome,
  }));
}

/** The steps of a transaction's life, oldest first (a stable sort keeps same-instant steps in order). */
function timelineOf(row: TransactionRow, notifications: Notification[], now: Date): SaleEvent[] {
  const events: SaleEvent[] = [{ at: row.createdAt.toISOString(), kind: "created" }];
  events.push(...notifications.map((n) => ({ kind: "notification" as const, ...n })));
  const status = effectiveStatus(row, now);
  if (status === "paid" && row.paidAt) events.push({ at: row.paidAt.toISOString(), kind: "paid" });
  if (status === "failed") events.push({ at: row.updatedAt.toISOString(), kind: "failed" });
  if (status === "expired") {
    // Stored as expired by a notification, or past its deadline while still pending (derived).
    const at = row.status === "expired" ? row.updatedAt : (row.expiresAt ?? row.updatedAt);
    events.push({ at: at.toISOString(), kind: "expired" });
  }
  // "created" always opens the story: a free order's paid time comes from the app's clock and its
  // creation time from the database's, so the two can be a few milliseconds out of order.
  const [created, ...rest] = events;
  return [created, ...rest.sort((a, b) => Date.parse(a.at) - Date.parse(b.at))];
}

/** The files the transaction delivers (its checkout snapshot, in order, then its product updates') and how often each was downloaded. */
async function downloadsOf({ db }: Pick<Deps, "db">, row: TransactionRow): Promise<SaleDetail["downloads"]> {
  const ids = deliveredFileIds(row, await updateFileIdsFor(db, row));
  if (ids.length === 0) return [];
  const d = tables.downloads;
  const [files, counts] = await Promise.all([
    db
      .select({ id: tables.media.id, name: tables.media.name, size: tables.media.size })
      .from(tables.media)
      .where(inArray(tables.media.id, ids)),
    db.select({ mediaId: d.mediaId, count: d.count, lastAt: d.lastAt }).from(d).where(eq(d.transactionId, row.id)),
  ]);
  const fileById = new Map(files.map((file) => [file.id, file]));
  const countById = new Map(counts.map((count) => [count.mediaId, count]));
  return ids.flatMap((mediaId) => {
    const file = fileById.get(mediaId);
    if (!file) return [];
    const count = countById.get(mediaId);
    return [
      { name: file.name, size: file.size, count: count?.count ?? 0, lastAt: count?.lastAt?.toISOString() ?? null },
    ];
  });
}
