import { tables } from "@lapak/db";
import type { Refund, RefundBankBody } from "@lapak/shared/schemas/refund";
import { eq } from "drizzle-orm";
import { AppError, notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { isUuid } from "../../lib/uuid";
import { isValidRefundBankSignature } from "./refund-bank-link";
import { toRefundView } from "./refund-view";

const refundNotFound = () => notFound("Pengembalian dana tidak ditemukan");

/**
 * `POST /v1/admin/refunds/{id}/done {reference}`: the admin transferred a manual refund to the
 * buyer's bank and records the transfer's reference; the refund becomes `succeeded`. The ledger
 * does not move (it moved when the refund was requested, ADR 0020). Row locked, so two admins
 * cannot both record it. Throws 404 unknown id, 409 when it is not waiting for a transfer or
 * the buyer has not given the account to transfer to yet (their signed link, `saveRefundBank`).
 */
export async function markRefundDone(
  { db }: Pick<Deps, "db">,
  { id, adminId, reference }: { id: string; adminId: string; reference: string },
): Promise<Refund> {
  if (!isUuid(id)) throw refundNotFound();
  return db.transaction(async (tx) => {
    const f = tables.refunds;
    const [row] = await tx.select().from(f).where(eq(f.id, id)).for("update");
    if (!row) throw refundNotFound();
    if (row.status !== "manual")
      throw new AppError("conflict", "Pengembalian dana ini tidak menunggu transfer manual.");
    if (!row.buyerBank) {
      throw new AppError(
        "conflict",
        "Pembeli belum mengisi rekening tujuan, jadi belum ada transfer yang bisa dicatat. Tautan pengisian sudah dikirim lewat email.",
      );
    }
    const now = new Date();
    const [updated] = await tx
      .update(f)
      .set({ status: "succeeded", reference, processedBy: adminId, processedAt: now, updatedAt: now })
      .where(eq(f.id, id))
      .returning();
    return toRefundView(updated);
  });
}

/**
 * `POST /v1/refund-bank/{id}?signature=…` (the buyer's signed link of a manual refund's email):
 * records the bank account the admin will transfer to; may be sent again to correct it while the
 * refund still waits. Throws 404 for a wrong signature or unknown id (same answer), 409 once paid.
 */
export async function saveRefundBank(
  { db, config }: Pick<Deps, "db" | "config">,
  { id, signature, bank }: { id: string; signature: string; bank: RefundBankBody },
): Promise<{ amount: number; status: string }> {
  if (!isUuid(id) || !isValidRefundBankSignature(config.appSecret, id, signature)) throw refundNotFound();
  const f = tables.refunds;
  const [row] = await db.select().from(f).where(eq(f.id, id));
  if (!row) throw refundNotFound();
  if (row.status !== "manual") throw new AppError("conflict", "Dana ini sudah dikembalikan.");
  await db.update(f).set({ buyerBank: bank, updatedAt: new Date() }).where(eq(f.id, id));
  return { amount: row.amount, status: row.status };
}

/** `GET /v1/refund-bank/{id}?signature=…`: what the buyer's form shows (amount, status, bank given). */
export async function getRefundBank(
  { db, config }: Pick<Deps, "db" | "config">,
  { id, signature }: { id: string; signature: string },
) {
  if (!isUuid(id) || !isValidRefundBankSignature(config.appSecret, id, signature)) throw refundNotFound();
  const [row] = await db
    .select({ refund: tables.refunds, title: tables.transactions.productSnapshot })
    .from(tables.refunds)
    .innerJoin(tables.transactions, eq(tables.transactions.id, tables.refunds.transactionId))
    .where(eq(tables.refunds.id, id));
  if (!row) throw refundNotFound();
  return {
    amount: row.refund.amount,
    status: row.refund.status,
    productTitle: row.title.title,
    bankGiven: row.refund.buyerBank !== null,
  };
}
