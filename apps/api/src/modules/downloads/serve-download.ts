import { tables } from "@lapak/db";
import { and, eq, sql } from "drizzle-orm";
import { AppError, notFound } from "../../lib/app-error";
import type { PaymentsDeps } from "../../lib/payments-deps";
import { isUuid } from "../../lib/uuid";
import { deliveredFileIds } from "../orders/transaction-view";
import { updateFileIdsFor } from "../product-updates/update-files";
import { isValidDownloadSignature } from "./download-links";

export interface DownloadFile {
  storageKey: string;
  /** The uploader's file name. */
  name: string;
  mime: string;
  /** Bytes, as stored. */
  size: number;
}

/** A resolved download: the file as uploaded and the paid transaction it was bought in. */
export interface ResolvedDownload {
  file: DownloadFile;
  transaction: typeof tables.transactions.$inferSelect;
}

const invalidLink = () => new AppError("invalid_download_link", "Tautan unduhan tidak valid atau sudah kedaluwarsa");

/**
 * `GET /v1/downloads/{transactionId}/{mediaId}` (DESIGN §4): the file a signed link points to. The
 * link must carry our signature and not be expired, the transaction must be paid and the file one
 * it bought (from its checkout snapshot, so an edited or deleted product still delivers, or a product
 * update since); anything
 * else throws 403 `invalid_download_link`. A fully refunded order → 410 `gone` (ADR 0020). A file
 * missing from storage → 404.
 */
export async function resolveDownload(
  { db, config, storage }: Pick<PaymentsDeps, "db" | "config" | "storage">,
  input: { transactionId: string; mediaId: string; expires: string; signature: string; now?: Date },
): Promise<ResolvedDownload> {
  if (!isUuid(input.transactionId) || !isUuid(input.mediaId)) throw invalidLink();
  if (!isValidDownloadSignature(config.appSecret, input)) throw invalidLink();
  const t = tables.transactions;
  const [row] = await db.select().from(t).where(eq(t.id, input.transactionId));
  if (row?.status !== "paid") throw invalidLink();
  if (!deliveredFileIds(row, await updateFileIdsFor(db, row)).includes(input.mediaId)) throw invalidLink();
  if (row.amount > 0 && row.refundedAmount >= row.amount) {
    throw new AppError("gone", "Dana pesanan ini sudah dikembalikan, jadi berkasnya tidak bisa diunduh lagi.");
  }
  const m = tables.media;
  const [media] = await db
    .select({ storageKey: m.storageKey, name: m.name, mime: m.mime })
    .from(m)
    .where(and(eq(m.id, input.mediaId), eq(m.kind, "file")));
  if (!media) throw invalidLink();
  const stored = await storage.stat(media.storageKey);
  if (!stored) throw notFound("Berkas tidak ditemukan");
  return { file: { ...media, size: stored.size }, transaction: row };
}

/** Counts one download of `mediaId` for `transactionId` (DESIGN §4: counted per file). */
export async function countDownload(
  { db }: Pick<PaymentsDeps, "db">,
  { transactionId, mediaId }: { transactionId: string; mediaId: string },
): Promise<void> {
  const d = tables.downloads;
  const now = new Date();
  await db
    .insert(d)
    .values({ transactionId, mediaId, count: 1, lastAt: now })
    .onConflictDoUpdate({ target: [d.transactionId, d.mediaId], set: { count: sql`${d.count} + 1`, lastAt: now } });
}

/**
 * `Content-Disposition: attachment` with an ASCII fallback name and the original name in UTF-8
 * (RFC 6266, RFC 8187): `attachment; filename="Resep _.pdf"; filename*=UTF-8''Resep%20%E2%9C%93.pdf`.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
