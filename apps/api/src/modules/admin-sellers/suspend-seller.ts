import { tables } from "@lapak/db";
import { and, eq, isNotNull, isNull, notInArray } from "drizzle-orm";
import { AppError, notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { announceStorefrontChange, type StorefrontEvents } from "../../lib/storefront-events";
import { isUuid } from "../../lib/uuid";
import { SUBMIT_PAYOUT, type SubmitPayoutJob } from "../balance/payouts";
import { listSellers } from "./list-sellers";
import { storeReopenedEmail, storeSuspendedEmail } from "./suspension-emails";

const sellerNotFound = () => notFound("Penjual tidak ditemukan");

/**
 * `POST /v1/admin/sellers/{id}/suspend {reason}` (DESIGN §4 "Suspended stores"): marks the store
 * suspended with the reason the seller reads in the dashboard, then drops the store's cached pages
 * on every instance (ADR 0011/0015, through `storefrontEvents`) so the 410 "Toko ini tidak
 * tersedia" is seen at once. From then on checkout refuses its products and withdrawals are held (a
 * pending one is on hold, ADR 0027); paid buyers keep their orders and downloads. The seller is
 * mailed "Toko Lapak Anda ditangguhkan" with the reason, a `send-email` job committed with the
 * change (ADR 0014). Throws 404 unknown id or an admin's account (`ADMIN_EMAILS` included), 409
 * already suspended.
 */
export async function suspendSeller(
  {
    db,
    config,
    mailer,
    storefrontEvents,
  }: Pick<Deps, "db" | "config" | "mailer"> & { storefrontEvents: StorefrontEvents },
  { id, reason }: { id: string; reason: string },
) {
  if (!isUuid(id)) throw sellerNotFound();
  const u = tables.users;
  const seller = and(eq(u.id, id), eq(u.role, "seller"), notInArray(u.email, [...config.adminEmails, ""]));
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(u)
      .set({ suspendedAt: new Date(), suspendedReason: reason, updatedAt: new Date() })
      .where(and(seller, isNull(u.suspendedAt)))
      .returning({ id: u.id, username: u.username, email: u.email, name: u.name });
    if (row) await mailer.send(storeSuspendedEmail(row, reason, config), { tx });
    return row;
  });
  if (!updated) {
    const [exists] = await db.select({ id: u.id }).from(u).where(seller);
    throw exists ? new AppError("conflict", "Toko ini sudah ditangguhkan.") : sellerNotFound();
  }
  announceStorefrontChange(storefrontEvents, updated);
  return oneSeller({ db, config }, id);
}

/**
 * `POST /v1/admin/sellers/{id}/unsuspend`: opens the store again (and drops its cached 410 pages),
 * and in the same DB transaction enqueues `submit-payout` for each real pending withdrawal not sent
 * yet, held while the store was suspended (ADR 0027; the job leaves alone one it cannot send), and
 * the seller's "Toko Lapak Anda dibuka kembali" naming the lifted suspension's reason.
 * Throws 404 unknown id, 409 when it is not suspended.
 */
export async function unsuspendSeller(
  {
    db,
    config,
    jobs,
    mailer,
    storefrontEvents,
  }: Pick<Deps, "db" | "config" | "jobs" | "mailer"> & { storefrontEvents: StorefrontEvents },
  { id }: { id: string },
) {
  if (!isUuid(id)) throw sellerNotFound();
  const u = tables.users;
  const w = tables.withdrawals;
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ reason: u.suspendedReason })
      .from(u)
      .where(and(eq(u.id, id), isNotNull(u.suspendedAt)))
      .for("update");
    if (!before) return undefined;
    const [row] = await tx
      .update(u)
      .set({ suspendedAt: null, suspendedReason: null, updatedAt: new Date() })
      .where(eq(u.id, id))
      .returning({ id: u.id, username: u.username, email: u.email, name: u.name });
    await mailer.send(storeReopenedEmail(row, before.reason ?? "—", config), { tx });
    const held = await tx
      .select({ id: w.id })
      .from(w)
      .where(and(eq(w.sellerId, id), eq(w.status, "pending"), eq(w.simulated, false), isNull(w.payoutId)));
    for (const withdrawal of held) await jobs.send<SubmitPayoutJob>(SUBMIT_PAYOUT, { id: withdrawal.id }, { tx });
    return row;
  });
  if (!updated) {
    const [exists] = await db.select({ id: u.id }).from(u).where(eq(u.id, id));
    throw exists ? new AppError("conflict", "Toko ini tidak sedang ditangguhkan.") : sellerNotFound();
  }
  announceStorefrontChange(storefrontEvents, updated);
  return oneSeller({ db, config }, id);
}

async function oneSeller({ db, config }: Pick<Deps, "db" | "config">, id: string) {
  const { data } = await listSellers({ db, config }, { id, page: 1, perPage: 1 });
  const [seller] = data;
  if (!seller) throw sellerNotFound();
  return seller;
}
