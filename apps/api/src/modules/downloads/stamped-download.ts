/**
 * The copy of a bought PDF that carries its buyer (ADR 0021): stamped once per
 * (transaction, file), kept in the file storage at `stamped/{transactionId}/{mediaId}` (local disk
 * or S3, like the original), then served with Range support like any file. A PDF that cannot be
 * stamped is served as uploaded and logged once; a marker `…/{mediaId}.unstampable` spares the next
 * downloads the attempt. Stamped copies are derived: backups leave them out and a lost one is made again.
 */
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { PaymentsDeps } from "../../lib/payments-deps";
import { orderCodeOf } from "../checkout/order-code";
import type { DownloadFile } from "./serve-download";
import { MAX_STAMP_BYTES, stampLine, stampPdf, UnstampablePdfError } from "./stamp-pdf";

type TransactionRow = typeof tables.transactions.$inferSelect;

/** First downloads being stamped in this process, by stamped key: concurrent requests share one stamping. */
const inFlight = new Map<string, Promise<DownloadFile>>();

/** Storage key of the stamped copy of `mediaId` bought in `transactionId`. */
export function stampedKey(transactionId: string, mediaId: string): string {
  return `stamped/${transactionId}/${mediaId}`;
}

function isPdf(file: DownloadFile): boolean {
  return file.mime === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");
}

/**
 * The file to serve for one download: `file` itself unless it is a PDF of a digital download or a
 * bundle whose seller left "Tandai PDF dengan email pembeli" on (`settings.stampPdf !== false`;
 * the setting of the product bought, not of a bundle's parts). Then it is the stamped copy (made
 * now on the first download, `size` in bytes of that copy). Never throws for a PDF it cannot stamp;
 * storage errors propagate (503 through the error handler).
 *
 * Concurrency: downloads on one instance wait for the same stamping; two instances stamping at once
 * write the same bytes to the same key, and `Storage.put` shows an object only once complete.
 */
export async function deliverableFile(
  deps: Pick<PaymentsDeps, "db" | "storage"> & { log: FastifyBaseLogger },
  { transaction, mediaId, file }: { transaction: TransactionRow; mediaId: string; file: DownloadFile },
): Promise<DownloadFile> {
  if (!isPdf(file)) return file;
  const p = tables.products;
  const [product] = await deps.db
    .select({ type: p.type, settings: p.settings })
    .from(p)
    .where(eq(p.id, transaction.productId));
  const sellsFiles = product?.type === "digital_download" || product?.type === "bundle";
  if (!sellsFiles || product.settings?.stampPdf === false) return file;

  const key = stampedKey(transaction.id, mediaId);
  const stamped = await deps.storage.stat(key);
  if (stamped) return { ...file, storageKey: key, size: stamped.size };
  if (await deps.storage.stat(`${key}.unstampable`)) return file;

  let pending = inFlight.get(key);
  if (!pending) {
    pending = stampOnce(deps, { transaction, mediaId, file, key }).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

async function stampOnce(
  { storage, log }: Pick<PaymentsDeps, "storage"> & { log: FastifyBaseLogger },
  {
    transaction,
    mediaId,
    file,
    key,
  }: { transaction: TransactionRow; mediaId: string; file: DownloadFile; key: string },
): Promise<DownloadFile> {
  try {
    if (file.size > MAX_STAMP_BYTES) throw new UnstampablePdfError("too_large");
    const original = await buffer(await storage.get(file.storageKey));
    const pdf = await stampPdf(original, stampLine(transaction.buyerEmail, orderCodeOf(transaction)));
    const { size } = await storage.put(key, Readable.from([Buffer.from(pdf)]));
    return { ...file, storageKey: key, size };
  } catch (error) {
    if (!(error instanceof UnstampablePdfError)) throw error;
    log.warn(
      { transactionId: transaction.id, mediaId, reason: error.reason, err: error.cause },
      "PDF served without the buyer's stamp",
    );
    await storage.put(`${key}.unstampable`, Readable.from([Buffer.from(error.reason)]));
    return file;
  }
}
