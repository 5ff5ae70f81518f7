/**
 * The storage quota per seller (`STORAGE_QUOTA_MB`, default 5 GB): the sizes of a seller's uploads
 * (files and images as stored; an image's narrower copies are not counted) may not add up to more.
 * An upload is checked before it is read, cut while it streams at whichever is smaller — the
 * per-file cap or what is left — and recorded only if it still fits under a lock on the seller, so
 * two uploads at once cannot both take the last room.
 */
import { type Db, tables } from "@lapak/db";
import { formatFileSize } from "@lapak/shared/file-size";
import type { StorageUsage } from "@lapak/shared/schemas/media";
import { eq, sql } from "drizzle-orm";
import type { Config } from "../../env";
import { AppError } from "../../lib/app-error";

/** The 413 of an upload that does not fit in the seller's quota. */
export function quotaFullError(quotaBytes: number): AppError {
  return new AppError(
    "payload_too_large",
    `Ruang penyimpanan Anda penuh (${formatFileSize(quotaBytes)}). Hapus berkas yang tidak dipakai.`,
  );
}

/** Bytes `ownerId`'s uploads take (the sum of `media.size`). */
export async function usedBytesOf(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string | number>`coalesce(sum(${tables.media.size}), 0)` })
    .from(tables.media)
    .where(eq(tables.media.ownerId, ownerId));
  return Number(row?.used ?? 0);
}

/** `GET /v1/media/usage`: `{ usedBytes, quotaBytes }` of `ownerId`. */
export async function getStorageUsage(
  { db, config }: { db: Db; config: Pick<Config, "storageQuotaBytes"> },
  ownerId: string,
): Promise<StorageUsage> {
  return { usedBytes: await usedBytesOf(db, ownerId), quotaBytes: config.storageQuotaBytes };
}

/**
 * Bytes `ownerId` may still upload (more than 0). Throws `quotaFullError` when nothing is left, so
 * a full account is refused before any byte is read.
 */
export async function roomLeft(
  { db, config }: { db: Db; config: Pick<Config, "storageQuotaBytes"> },
  ownerId: string,
): Promise<number> {
  const left = config.storageQuotaBytes - (await usedBytesOf(db, ownerId));
  if (left <= 0) throw quotaFullError(config.storageQuotaBytes);
  return left;
}

/**
 * Inserts the media row `row` if its `size` still fits in the owner's quota, checked in one
 * transaction holding the owner's row lock (`SELECT … FOR UPDATE` on `users`), so concurrent uploads
 * are recorded one at a time. Throws `quotaFullError` when it does not fit; the caller deletes the
 * stored object.
 */
export async function recordWithinQuota(
  { db, config }: { db: Db; config: Pick<Config, "storageQuotaBytes"> },
  row: typeof tables.media.$inferInsert,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: tables.users.id }).from(tables.users).where(eq(tables.users.id, row.ownerId)).for("update");
    if ((await usedBytesOf(tx, row.ownerId)) + row.size > config.storageQuotaBytes) {
      throw quotaFullError(config.storageQuotaBytes);
    }
    await tx.insert(tables.media).values(row);
  });
}
