/**
 * The `product-update-emails` job (DESIGN §4 "Product updates"): one email per buyer of the
 * updated product — each distinct address with a paid order of it not refunded in full, as main
 * product, order bump or inside a bundle — naming the new files and linking their newest such
 * order, where the files now are. Transactional (about what they bought), so sent whatever their
 * marketing consent (DESIGN §5). Sent once: the update's row is claimed under its lock with the
 * emails queued in the same DB transaction, so a retry or a second instance sends nothing more.
 */
import { type Db, tables } from "@lapak/db";
import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { simpleEmail } from "../../integrations/mail/simple-email";
import type { Deps } from "../../lib/deps";
import { queuedMailer } from "../../lib/jobs/send-email";

export const PRODUCT_UPDATE_EMAILS = "product-update-emails";
export interface ProductUpdateEmailsJob {
  updateId: string;
}

/**
 * Each buyer (distinct email) of `productId` in `sellerId`'s store, with the name and id of their
 * newest paid order of it that is not refunded in full.
 */
export async function productBuyers(
  db: Db,
  { sellerId, productId }: { sellerId: string; productId: string },
): Promise<{ email: string; name: string; transactionId: string }[]> {
  const t = tables.transactions;
  const rows = await db
    .selectDistinctOn([t.buyerEmail], { email: t.buyerEmail, name: t.buyerName, transactionId: t.id })
    .from(t)
    .where(
      and(
        eq(t.sellerId, sellerId),
        eq(t.status, "paid"),
        or(eq(t.amount, 0), sql`${t.refundedAmount} < ${t.amount}`),
        or(
          eq(t.productId, productId),
          sql`${t.items} @> ${JSON.stringify([{ productId }])}::jsonb`,
          sql`${t.productSnapshot} -> 'bundleProducts' @> ${JSON.stringify([{ id: productId }])}::jsonb`,
        ),
      ),
    )
    .orderBy(t.buyerEmail, desc(sql`coalesce(${t.paidAt}, ${t.createdAt})`), desc(t.id));
  return rows;
}

/** Mails the buyers of update `updateId` unless it was mailed already; returns how many emails. */
export async function sendProductUpdateEmails(
  { db, jobs, config }: Pick<Deps, "db" | "jobs" | "config">,
  { updateId }: ProductUpdateEmailsJob,
  now = new Date(),
): Promise<{ emails: number }> {
  const mailer = queuedMailer(jobs);
  return db.transaction(async (tx) => {
    const u = tables.productUpdates;
    const [update] = await tx
      .select()
      .from(u)
      .where(and(eq(u.id, updateId), isNull(u.notifiedAt)))
      .for("update");
    if (!update) return { emails: 0 };
    const [product] = await tx
      .select({ title: tables.products.title, sellerName: tables.users.name })
      .from(tables.products)
      .innerJoin(tables.users, eq(tables.users.id, tables.products.sellerId))
      .where(eq(tables.products.id, update.productId));
    const files = await tx
      .select({ id: tables.media.id, name: tables.media.name })
      .from(tables.media)
      .where(inArray(tables.media.id, update.fileIds));
    const names = update.fileIds.flatMap((id) => files.find((file) => file.id === id)?.name ?? []);
    const buyers = product ? await productBuyers(tx, update) : [];
    for (const buyer of buyers) {
      await mailer.send(
        productUpdateEmail({
          to: buyer.email,
          name: buyer.name,
          title: product?.title ?? "",
          sellerName: product?.sellerName ?? "",
          fileNames: names,
          message: update.message,
          orderUrl: `${config.appUrl}/my-order/${buyer.transactionId}`,
        }),
        { tx },
      );
    }
    await tx.update(u).set({ notifiedAt: now, recipients: buyers.length }).where(eq(u.id, update.id));
    return { emails: buyers.length };
  });
}

/** "Pembaruan {produk} dari {penjual}": the new files, the seller's note, the order's link. */
export function productUpdateEmail({
  to,
  name,
  title,
  sellerName,
  fileNames,
  message,
  orderUrl,
}: {
  to: string;
  name: string;
  title: string;
  sellerName: string;
  fileNames: string[];
  message: string | null;
  orderUrl: string;
}) {
  return simpleEmail({
    kind: "product-update",
    to,
    subject: `Pembaruan ${title} dari ${sellerName}`,
    greeting: `Halo ${name},`,
    paragraphs: [
      `${sellerName} menambahkan berkas baru ke "${title}" yang Anda beli:`,
      ...fileNames.map((file) => `• ${file}`),
      ...(message ? [`Pesan dari ${sellerName}: ${message}`] : []),
      "Berkas baru ada di halaman pesanan Anda, di samping berkas yang lama. Tidak ada biaya tambahan.",
    ],
    action: { label: "Unduh Berkas Baru", url: orderUrl },
  });
}
